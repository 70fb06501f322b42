import { getPaymentHistory } from '@parlay/client';
import type { PaymentHistoryResponse, PaymentKind } from '@parlay/contract';
import { routeHref } from '@parlay/contract/route-href';
import type { Translator } from '@parlay/i18n';
import { NativeSelect } from '@parlay/ui';
import { useRef } from 'react';
import { HistoryPager } from './history-pager.tsx';
import { DayRangeFields, HistoryFailed, HistoryLoading } from './history-parts.tsx';
import { localMidnight } from './local-days.ts';
import { formatAmount } from './money.ts';
import styles from './office.module.css';
import { Notice, OfficeFrame } from './office-frame.tsx';
import { useHistory } from './use-history.ts';

interface Filter {
  kind: PaymentKind | 'all';
  /** Days as `YYYY-MM-DD` (the date inputs' value), both included; '' for no limit. */
  from: string;
  to: string;
  archive: boolean;
}

/**
 * The payment history (seed 000 §7 "main account payment list"): deposits and withdrawals, newest
 * first, a page at a time, by kind, by days and with or without the archive.
 */
export function HistorypayPage({ language, i18n }: { language: string; i18n: Translator }) {
  const { t } = i18n;
  // How many payments a page holds, as the first page shows it (when there are more pages): the
  // contract's constant sits beside its schemas, which a browser bundle does not carry.
  const pageSize = useRef<number | null>(null);
  const { filter, page, history, focusRef, change, goTo, retry } = useHistory<Filter, PaymentHistoryResponse>(
    { kind: 'all', from: '', to: '', archive: false },
    async (filter, page) => {
      const answer = await getPaymentHistory(
        {
          pageNumber: page,
          isIncludeArchive: filter.archive,
          ...(filter.kind === 'all' ? {} : { kind: filter.kind }),
          ...(filter.from ? { dateFrom: localMidnight(filter.from) } : {}),
          // The last day is included: up to the next day's midnight.
          ...(filter.to ? { dateTo: localMidnight(filter.to, 1) } : {}),
        },
        language,
      );
      const shown = answer.data.entities.length;
      if (page === 1 && shown > 0 && shown < answer.total_count) pageSize.current = shown;
      return answer;
    },
    language,
    i18n,
  );

  const dates = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
  const totalPages =
    history.status === 'ready' && pageSize.current !== null
      ? Math.max(1, Math.ceil(history.answer.total_count / pageSize.current))
      : 1;

  return (
    <OfficeFrame current="historypay" title={t('office_history_title')} language={language} i18n={i18n}>
      <form
        className={styles.filters}
        onSubmit={(event) => event.preventDefault()}
        aria-label={t('office_history_filters')}
      >
        <NativeSelect
          label={t('office_history_kind')}
          options={[
            { value: 'all', label: t('office_history_kind_all') },
            { value: 'deposit', label: t('office_kind_deposit') },
            { value: 'withdrawal', label: t('office_kind_withdrawal') },
          ]}
          value={filter.kind}
          onChange={(event) => {
            const kind = event.target.value;
            change({ kind: kind === 'deposit' || kind === 'withdrawal' ? kind : 'all' });
          }}
        />
        <DayRangeFields from={filter.from} to={filter.to} change={change} i18n={i18n} />
        <label className={styles.checkbox}>
          <input
            type="checkbox"
            checked={filter.archive}
            onChange={(event) => change({ archive: event.target.checked })}
          />
          {t('office_history_archive')}
        </label>
      </form>
      {history.status === 'failed' ? (
        <HistoryFailed text={history.text} retry={retry} i18n={i18n} />
      ) : history.status === 'loading' ? (
        <HistoryLoading i18n={i18n} />
      ) : history.answer.data.entities.length === 0 ? (
        <Notice tone="info" role="status">
          <p>{t('office_history_empty')}</p>
          <p>
            <a href={routeHref('office-recharge', language)}>{t('office_nav_recharge')}</a>
          </p>
        </Notice>
      ) : (
        <>
          <div className={styles.tableWrap}>
            <table
              ref={(element) => {
                focusRef.current = element;
              }}
              className={styles.table}
              tabIndex={-1}
            >
              <caption>
                {t('office_history_caption', { page, pages: totalPages, total: history.answer.total_count })}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t('office_history_date')}</th>
                  <th scope="col">{t('office_history_operation')}</th>
                  <th scope="col" className={styles.number}>
                    {t('office_history_amount')}
                  </th>
                  <th scope="col">{t('office_history_status')}</th>
                </tr>
              </thead>
              <tbody>
                {history.answer.data.entities.map((payment) => (
                  <tr key={payment.id}>
                    <td>
                      <time dateTime={payment.createdAt}>{dates.format(new Date(payment.createdAt))}</time>
                    </td>
                    <td>
                      {t(`office_kind_${payment.kind}`)} · {payment.methodTitle}
                      <span className={styles.muted}> · №{payment.id}</span>
                    </td>
                    <td className={styles.number}>
                      {payment.kind === 'withdrawal' ? '−' : '+'}
                      {formatAmount(payment.amount, payment.currency, language)}
                    </td>
                    <td>
                      <span className={styles.status} data-status={payment.status}>
                        {t(`office_status_${payment.status}`)}
                      </span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <HistoryPager
            page={page}
            totalPages={totalPages}
            label={t('office_history_pages')}
            goTo={goTo}
            i18n={i18n}
          />
        </>
      )}
    </OfficeFrame>
  );
}
