import { ApiError, callEndpoint } from '@parlay/client';
import type { PlacedCoupon } from '@parlay/contract';
import { couponBetsEndpoints } from '@parlay/contract/endpoints';
import { paths } from '@parlay/contract/paths';
import { displayMoney, isCurrencyCode, moneyFromDecimal, type SiteLanguageCode } from '@parlay/domain';
import { useContext, useEffect, useState } from 'react';
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
 * A placed coupon to print (`print-coupon/{couponId}`, the empty layout): read in the browser with
 * the player's session, as only its owner may see it; another's, or one that does not exist, is the
 * shell's 404 page.
 */
export function PrintCouponPage({ view, language, i18n }: PageProps<'print-coupon'>) {
  const { t } = i18n;
  const reportError = useContext(ReportErrorContext);
  const [read, setRead] = useState<Read>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    callEndpoint(couponBetsEndpoints.getCoupon, {
      params: { couponId: String(view.couponId) },
      query: { lang: language as SiteLanguageCode },
    }).then(
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
  }, [view.couponId, language, reportError]);

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
  const dates = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'medium' });
  return (
    <main className={styles.print}>
      <h1>{t('coupon_print_title', { id: coupon.id })}</h1>
      <p>
        {t(`coupon_type_${coupon.typeId}`)}
        {coupon.systemValue !== null && ` ${coupon.systemValue}`} ·{' '}
        <time dateTime={coupon.placedAt}>{dates.format(new Date(coupon.placedAt))}</time>
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
        <div>
          <dt>{t('coupon_potential_win')}</dt>
          <dd>{money(coupon.potentialWin, coupon.currency, language)}</dd>
        </div>
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
      <p className={styles.noPrint}>
        <button type="button" className={styles.place} onClick={() => window.print()}>
          {t('coupon_print')}
        </button>{' '}
        <a href={paths.betHistory.getHref(language)}>{t('coupon_history')}</a>
      </p>
    </main>
  );
}
