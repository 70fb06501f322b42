import { callEndpoint } from '@parlay/client';
import type { CouponHistoryResponse, CouponStatus } from '@parlay/contract';
import { couponBetsEndpoints } from '@parlay/contract/endpoints';
import type { SiteLanguageCode } from '@parlay/domain';
import type { Translator } from '@parlay/i18n';
import { Button, Field, NativeSelect, Skeleton } from '@parlay/ui';
import { useEffect, useRef, useState } from 'react';
import { BetCouponCard } from './bet-coupon-card.tsx';
import { HistoryPager } from './history-pager.tsx';
import { localMidnight } from './local-days.ts';
import styles from './office.module.css';
import { failureOf, failureText } from './office-failures.ts';
import { Notice, OfficeFrame } from './office-frame.tsx';

/** The coupon statuses the history filters by (the contract's). */
export const couponStatusFilters: readonly CouponStatus[] = ['open', 'won', 'lost', 'returned', 'cashed_out'];
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

type History =
  | { status: 'loading' }
  | { status: 'ready'; answer: CouponHistoryResponse }
  | { status: 'failed'; text: string };

/**
 * The bet history (office `history`): the player's coupons, newest first, a page at a time, by
 * status, type and days; each with its legs and their results, the stake and what it paid, its
 * cash-out where one is offered and its print page.
 */
export function BetsPage({ language, i18n }: { language: string; i18n: Translator }) {
  const { t } = i18n;
  const [filter, setFilter] = useState<Filter>({ status: 'all', typeId: 'all', from: '', to: '' });
  const [page, setPage] = useState(1);
  const [history, setHistory] = useState<History>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const list = useRef<HTMLOListElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    let live = true;
    setHistory({ status: 'loading' });
    const from = filter.from ? localMidnight(filter.from) : undefined;
    // The last day is included: up to the next day's midnight.
    const to = filter.to ? localMidnight(filter.to, 1) : undefined;
    callEndpoint(couponBetsEndpoints.history, {
      query: {
        pageNumber: page,
        pageSize: betsPageSize,
        lang: language as SiteLanguageCode,
        ...(filter.status === 'all' ? {} : { status: filter.status }),
        ...(filter.typeId === 'all' ? {} : { typeId: filter.typeId }),
        ...(from ? { dateFrom: from } : {}),
        ...(to ? { dateTo: to } : {}),
      },
    }).then(
      (answer) => live && setHistory({ status: 'ready', answer }),
      (error: unknown) => live && setHistory({ status: 'failed', text: failureText(failureOf(error), i18n) }),
    );
    return () => {
      live = false;
    };
  }, [filter, page, language, attempt, i18n]);

  // A page the player chose: take them to its list once it is there.
  useEffect(() => {
    if (history.status !== 'ready' || !moved.current) return;
    moved.current = false;
    list.current?.focus();
  }, [history]);

  const change = (next: Partial<Filter>) => {
    setFilter({ ...filter, ...next });
    setPage(1);
  };
  const goTo = (next: number) => {
    moved.current = true;
    setPage(next);
  };
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
            ...couponStatusFilters.map((status) => ({
              value: status,
              label: t(`office_bet_status_${status}`),
            })),
          ]}
          value={filter.status}
          onChange={(event) => {
            const status = couponStatusFilters.find((known) => known === event.target.value);
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
      ) : history.answer.coupons.length === 0 ? (
        <Notice tone="info" role="status">
          <p>{t('office_bets_empty')}</p>
        </Notice>
      ) : (
        <>
          <p className={styles.muted}>
            {t('office_bets_caption', { page, pages: totalPages, total: history.answer.totalCount })}
          </p>
          <ol ref={list} className={styles.coupons} tabIndex={-1} aria-label={t('office_bets_title')}>
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
