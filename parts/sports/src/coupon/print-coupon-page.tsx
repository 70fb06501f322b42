import { ApiError, getCoupon } from '@parlay/client';
import type { PlacedCoupon } from '@parlay/contract';
import { paths } from '@parlay/contract/paths';
import {
  couponTypeIds,
  displayMoney,
  isCurrencyCode,
  moneyFromDecimal,
  type SiteLanguageCode,
} from '@parlay/domain';
import { useContext, useEffect, useState } from 'react';
import { useVisitorTimeZone } from '../components/start-time.tsx';
import { ReportErrorContext } from '../report-error.ts';
import type { PageProps } from '../sports-view.ts';
import styles from './coupon.module.css';

type Read =
  | { status: 'loading' }
  | { status: 'ready'; coupon: PlacedCoupon }
  | { status: 'failed'; key: 'coupon_print_sign_in' | 'coupon_print_failed' };

function money(text: string, currency: string, language: string): string {
  return isCurrencyCode(currency)
    ? displayMoney(moneyFromDecimal(text, currency), language)
    : `${text} ${currency}`;
}

/**
 * The coupon the server read as the page's visitor, else read here with the player's session (a
 * render that had no session to read it with); another's, or one that does not exist, is then the
 * shell's 404 page.
 */
function usePlacedCoupon(couponId: number, language: string, served: PlacedCoupon | null): Read {
  const reportError = useContext(ReportErrorContext);
  const [read, setRead] = useState<Read>({ status: 'loading' });
  useEffect(() => {
    if (served !== null) return;
    let live = true;
    getCoupon(couponId, language as SiteLanguageCode).then(
      (answer) => live && setRead({ status: 'ready', coupon: answer.coupon }),
      (error: unknown) => {
        if (!live) return;
        const status = error instanceof ApiError ? error.failure.status : 0;
        if (status === 404) reportError(404);
        setRead({ status: 'failed', key: status === 401 ? 'coupon_print_sign_in' : 'coupon_print_failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [served, couponId, language, reportError]);
  return served === null ? read : { status: 'ready', coupon: served };
}

/** When the coupon was placed, in the visitor's time zone (UTC in the server's render and the hydrating one). */
function PlacedAt({ at, language }: { at: string; language: string }) {
  const timeZone = useVisitorTimeZone();
  const text = new Intl.DateTimeFormat(language, {
    timeZone,
    dateStyle: 'long',
    timeStyle: timeZone ? 'long' : 'medium',
  }).format(new Date(at));
  return <time dateTime={at}>{text}</time>;
}

/**
 * A placed coupon to print (`print-coupon/{couponId}`, the empty layout): only its owner's page
 * shows it, rendered on the server (whose read as the visitor answers 404 to anyone else).
 */
export function PrintCouponPage({ view, language, i18n }: PageProps<'print-coupon'>) {
  const { t } = i18n;
  const read = usePlacedCoupon(view.couponId, language, view.coupon);

  if (read.status !== 'ready')
    return (
      <main className={styles.print}>
        <h1>{t('coupon_print_title', { id: view.couponId })}</h1>
        <p role={read.status === 'failed' ? 'alert' : 'status'}>
          {read.status === 'failed' ? t(read.key) : t('coupon_loading')}
        </p>
      </main>
    );
  const { coupon } = read;
  return (
    <main className={styles.print}>
      <h1>{t('coupon_print_title', { id: coupon.id })}</h1>
      <p>
        {coupon.systemValue !== null && coupon.typeId === couponTypeIds.system
          ? t('coupon_type_system_of', {
              k: coupon.systemValue,
              m: coupon.legs.filter((leg) => !leg.banker).length,
            })
          : t(`coupon_type_${coupon.placedAsTypeId}`)}{' '}
        · <PlacedAt at={coupon.placedAt} language={language} />
      </p>
      <table className={styles.printTable}>
        <thead>
          <tr>
            <th scope="col">{t('coupon_print_event')}</th>
            <th scope="col">{t('coupon_print_outcome')}</th>
            <th scope="col">{t('coupon_print_coef')}</th>
            <th scope="col">{t('coupon_print_result')}</th>
          </tr>
        </thead>
        <tbody>
          {coupon.legs.map((leg) => (
            <tr key={leg.selectionId}>
              <td>{leg.gameName}</td>
              <td>
                {leg.marketName}: {leg.outcomeName}
              </td>
              <td>{leg.coef.toFixed(2)}</td>
              <td>{t(`coupon_leg_${String(leg.statusId).replace('-', 'minus')}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className={styles.figures}>
        <div>
          <dt>{t('coupon_print_stake')}</dt>
          <dd>{money(coupon.stake, coupon.currency, language)}</dd>
        </div>
        {coupon.coef !== null && (
          <div>
            <dt>{t('coupon_total_coef')}</dt>
            <dd>{Number(coupon.coef).toFixed(2)}</dd>
          </div>
        )}
        {coupon.bonusCoef !== null && (
          <div>
            <dt>{t('coupon_bonus')}</dt>
            <dd>×{coupon.bonusCoef.toFixed(2)}</dd>
          </div>
        )}
        {/* A rejected vip bet staked nothing: there is nothing it could win. */}
        {coupon.status !== 'rejected' && (
          <div>
            <dt>{t('coupon_potential_win')}</dt>
            <dd>{money(coupon.potentialWin, coupon.currency, language)}</dd>
          </div>
        )}
        <div>
          <dt>{t('coupon_print_status')}</dt>
          <dd>{t(`coupon_status_${coupon.status}`)}</dd>
        </div>
        {coupon.payout !== null && (
          <div>
            <dt>{t('coupon_print_payout')}</dt>
            <dd>{money(coupon.payout, coupon.currency, language)}</dd>
          </div>
        )}
      </dl>
      <p className={`${styles.printActions} ${styles.noPrint}`}>
        <button type="button" className={styles.place} onClick={() => window.print()}>
          {t('coupon_print')}
        </button>
        <a href={paths.betHistory.getHref(language)}>{t('coupon_history')}</a>
      </p>
    </main>
  );
}
