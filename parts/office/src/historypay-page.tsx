import { getPaymentHistory } from '@parlay/client';
import type { PaymentHistoryResponse, PaymentKind } from '@parlay/contract';
import { routeHref } from '@parlay/contract/route-href';
import type { Translator } from '@parlay/i18n';
import { Button, Field, NativeSelect, Skeleton } from '@parlay/ui';
import { useEffect, useRef, useState } from 'react';
import { HistoryPager } from './history-pager.tsx';
import { localMidnight } from './local-days.ts';
import { formatAmount } from './money.ts';
import styles from './office.module.css';
import { failureOf, failureText } from './office-failures.ts';
import { Notice, OfficeFrame } from './office-frame.tsx';

interface Filter {
  kind: PaymentKind | 'all';
  /** Days as `YYYY-MM-DD` (the date inputs' value), both included; '' for no limit. */
  from: string;
  to: string;
  archive: boolean;
}

type History =
  | { status: 'loading' }
  | { status: 'ready'; answer: PaymentHistoryResponse }
  | { status: 'failed'; text: string };

/**
 * The payment history (seed 000 §7 "main account payment list"): deposits and withdrawals, newest
 * first, a page at a time, by kind, by days and with or without the archive.
 */
export function HistorypayPage({ language, i18n }: { language: string; i18n: Translator }) {
  const { t } = i18n;
  const [filter, setFilter] = useState<Filter>({ kind: 'all', from: '', to: '', archive: false });
  const [page, setPage] = useState(1);
  const [history, setHistory] = useState<History>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const table = useRef<HTMLTableElement>(null);
  const moved = useRef(false);
  // How many payments a page holds, as the first page shows it (when there are more pages): the
  // contract's constant sits beside its schemas, which a browser bundle does not carry.
  const pageSize = useRef<number | null>(null);

  useEffect(() => {
    let live = true;
    setHistory({ status: 'loading' });
    getPaymentHistory(
      {
        pageNumber: page,
        isIncludeArchive: filter.archive,
        ...(filter.kind === 'all' ? {} : { kind: filter.kind }),
        ...(filter.from ? { dateFrom: localMidnight(filter.from) } : {}),
        // The last day is included: up to the next day's midnight.
        ...(filter.to ? { dateTo: localMidnight(filter.to, 1) } : {}),
      },
      language,
    ).then(
      (answer) => {
        if (!live) return;
        const shown = answer.data.entities.length;
        if (page === 1 && shown > 0 && shown < answer.total_count) pageSize.current = shown;
        setHistory({ status: 'ready', answer });
      },
      (error: unknown) => live && setHistory({ status: 'failed', text: failureText(failureOf(error), i18n) }),
    );
    return () => {
      live = false;
    };
  }, [filter, page, language, attempt, i18n]);

  // A page the player chose: take them to its table once it is there.
  useEffect(() => {
    if (history.status !== 'ready' || !moved.current) return;
    moved.current = false;
    table.current?.focus();
  }, [history]);

  const change = (next: Partial<Filter>) => {
    setFilter({ ...filter, ...next });
    setPage(1);
  };
  const goTo = (next: number) => {
    moved.current = true;
    setPage(next);
  };

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
        <Field
          type="date"
          label={t('office_history_from')}
          value={filter.from}
          max={filter.to || undefined}
          onChange={(event) => change({ from: event.target.value })}
        />
        <Field
          type="date"
          label={t('office_history_to')}
          value={filter.to}
          min={filter.from || undefined}
          onChange={(event) => change({ to: event.target.value })}
        />
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
        <Notice tone="error" role="alert">
          <p>{history.text}</p>
          <p>
            <Button size="sm" variant="secondary" onClick={() => setAttempt((count) => count + 1)}>
              {t('office_retry')}
            </Button>
          </p>
        </Notice>
      ) : history.status === 'loading' ? (
        <div aria-busy="true">
          <Skeleton height="14rem" />
          <span className="pl-visually-hidden">{t('office_loading')}</span>
        </div>
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
            <table ref={table} className={styles.table} tabIndex={-1}>
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
