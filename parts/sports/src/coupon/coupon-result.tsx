import { paths } from '@parlay/contract/paths';
import { displayMoney, isCurrencyCode, moneyFromDecimal } from '@parlay/domain';
import type { Translator } from '@parlay/i18n';
import styles from './coupon.module.css';
import { useCouponStore } from './coupon-hooks.ts';
import type { CouponState, PlacedCoupon } from './coupon-state.ts';
import { dismissSuccess } from './coupon-transitions.ts';

function stakeText(coupon: PlacedCoupon, language: string): string {
  return isCurrencyCode(coupon.currency)
    ? displayMoney(moneyFromDecimal(coupon.amount, coupon.currency), language)
    : `${coupon.amount} ${coupon.currency}`;
}

/** What the last placement gave: each coupon's number and stake, its print page, the bet history. */
export function CouponResult({
  state,
  i18n,
  language,
}: {
  state: CouponState;
  i18n: Translator;
  language: string;
}) {
  const { t } = i18n;
  const store = useCouponStore();
  const coupons = state.successCoupon ? [state.successCoupon] : state.singlesResultCoupons;
  if (state.oneClickFailure !== null)
    return (
      <p className={styles.error} role="alert">
        {state.oneClickFailure}{' '}
        <button type="button" className={styles.linkButton} onClick={() => store.apply(dismissSuccess)}>
          {t('coupon_close_message')}
        </button>
      </p>
    );
  if (coupons.length === 0) return null;
  return (
    <section className={styles.result} aria-label={t('coupon_placed_title')}>
      <p className={styles.resultTitle}>{t('coupon_placed_title')}</p>
      <ul>
        {coupons.map((coupon) => (
          <li key={coupon.id}>
            {t('coupon_placed_line', { id: coupon.id, stake: stakeText(coupon, language) })}{' '}
            <a href={paths.printCoupon.getHref(language, coupon.id)}>{t('coupon_print')}</a>
          </li>
        ))}
      </ul>
      <p className={styles.resultLinks}>
        <a href={paths.betHistory.getHref(language)}>{t('coupon_history')}</a>
        <button type="button" className={styles.linkButton} onClick={() => store.apply(dismissSuccess)}>
          {t('coupon_new')}
        </button>
      </p>
    </section>
  );
}
