import { callEndpoint } from '@parlay/client';
import { type CouponHistoryResponse, type CouponStatus, couponStatuses } from '@parlay/contract';
import { couponBetsEndpoints } from '@parlay/contract/endpoints';
import type { SiteLanguageCode } from '@parlay/domain';
import type { Translator } from '@parlay/i18n';
import { NativeSelect } from '@parlay/ui';
import { BetCouponCard } from './bet-coupon-card.tsx';
import { HistoryPager } from './history-pager.tsx';
import { DayRangeFields, HistoryFailed, HistoryLoading } from './history-parts.tsx';
import { localMidnight } from './local-days.ts';
import styles from './office.module.css';
import { Notice, OfficeFrame } from './office-frame.tsx';
import { useHistory } from './use-history.ts';

const couponTypes = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] as const;
/** Coupons a page holds. */
export const betsPageSize = 10;

interface Filter {
  status: CouponStatus | 'all';
  typeId: number | 'all';
  /** Days as `YYYY-MM-DD`, both included; '' for no limit. */
  from: string;
  to: string;
}

/**
 * The bet history (office `history`): the player's coupons, newest first, a page at a time, by
 * status, type and days; each with its legs and their results, the stake and what it paid, its
 * cash-out where one is offered and its print page.
 */
export function BetsPage({ language, i18n }: { language: string; i18n: Translator }) {
  const { t } = i18n;
  const { filter, page, history, focusRef, change, goTo, retry } = useHistory<Filter, CouponHistoryResponse>(
    { status: 'all', typeId: 'all', from: '', to: '' },
    (filter, page) => {
      const from = filter.from ? localMidnight(filter.from) : undefined;
      // The last day is included: up to the next day's midnight.
      const to = filter.to ? localMidnight(filter.to, 1) : undefined;
      return callEndpoint(couponBetsEndpoints.history, {
        query: {
          pageNumber: page,
          pageSize: betsPageSize,
          lang: language as SiteLanguageCode,
          ...(filter.status === 'all' ? {} : { status: filter.status }),
          ...(filter.typeId === 'all' ? {} : { typeId: filter.typeId }),
          ...(from ? { dateFrom: from } : {}),
          ...(to ? { dateTo: to } : {}),
        },
      });
    },
    language,
    i18n,
  );
  const totalPages =
    history.status === 'ready' ? Math.max(1, Math.ceil(history.answer.totalCount / betsPageSize)) : 1;

  return (
    <OfficeFrame current="history" title={t('office_bets_title')} language={language} i18n={i18n}>
      <form
        className={styles.filters}
        onSubmit={(event) => event.preventDefault()}
        aria-label={t('office_bets_filters')}
      >
        <NativeSelect
          label={t('office_bets_status')}
          options={[
            { value: 'all', label: t('office_bets_status_all') },
            ...couponStatuses.map((status) => ({
              value: status,
              label: t(`office_bet_status_${status}`),
            })),
          ]}
          value={filter.status}
          onChange={(event) => {
            const status = couponStatuses.find((known) => known === event.target.value);
            change({ status: status ?? 'all' });
          }}
        />
        <NativeSelect
          label={t('office_bets_type')}
          options={[
            { value: 'all', label: t('office_bets_type_all') },
            ...couponTypes.map((typeId) => ({
              value: String(typeId),
              label: t(`office_bet_type_${typeId}`),
            })),
          ]}
          value={String(filter.typeId)}
          onChange={(event) => {
            const typeId = Number(event.target.value);
            change({ typeId: Number.isInteger(typeId) ? typeId : 'all' });
          }}
        />
        <DayRangeFields from={filter.from} to={filter.to} change={change} i18n={i18n} />
      </form>
      {history.status === 'failed' ? (
        <HistoryFailed text={history.text} retry={retry} i18n={i18n} />
      ) : history.status === 'loading' ? (
        <HistoryLoading i18n={i18n} />
      ) : history.answer.coupons.length === 0 ? (
        <Notice tone="info" role="status">
          <p>{t('office_bets_empty')}</p>
        </Notice>
      ) : (
        <>
          <p className={styles.muted}>
            {t('office_bets_caption', { page, pages: totalPages, total: history.answer.totalCount })}
          </p>
          <ol
            ref={(element) => {
              focusRef.current = element;
            }}
            className={styles.coupons}
            tabIndex={-1}
            aria-label={t('office_bets_title')}
          >
            {history.answer.coupons.map((coupon) => (
              <li key={coupon.id}>
                <BetCouponCard coupon={coupon} language={language} i18n={i18n} />
              </li>
            ))}
          </ol>
          <HistoryPager
            page={page}
            totalPages={totalPages}
            label={t('office_bets_pages')}
            goTo={goTo}
            i18n={i18n}
          />
        </>
      )}
    </OfficeFrame>
  );
}
