import { paths } from '@parlay/contract/paths';
import { displayMoney, isCurrencyCode, moneyFromDecimal } from '@parlay/domain';
import type { Translator } from '@parlay/i18n';
import { localTimeText, useVisitorTimeZone } from '../components/start-time.tsx';
import styles from './coupon.module.css';
import { useCouponStore } from './coupon-hooks.ts';
import type { CouponState, PlacedCoupon } from './coupon-state.ts';
import { dismissSuccess } from './coupon-transitions.ts';

function stakeText(coupon: PlacedCoupon, language: string): string {
  return isCurrencyCode(coupon.currency)
    ? displayMoney(moneyFromDecimal(coupon.amount, coupon.currency), language)
    : `${coupon.amount} ${coupon.currency}`;
}

/**
 * What the last placement gave: each coupon's number and stake, its print page, the bet history. A
 * vip bet above the maximum is not taken yet: it says so, and until when its stake is held.
 */
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
  const timeZone = useVisitorTimeZone();
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
  const awaiting = coupons.some((coupon) => coupon.approvalDeadline !== null);
  const title = t(awaiting ? 'coupon_sent_for_approval_title' : 'coupon_placed_title');
  return (
    <section className={styles.result} aria-label={title} data-awaiting={awaiting || undefined}>
      <p className={styles.resultTitle}>{title}</p>
      <ul>
        {coupons.map((coupon) => {
          const values = { id: coupon.id, stake: stakeText(coupon, language) };
          return (
            <li key={coupon.id}>
              {coupon.approvalDeadline === null
                ? t('coupon_placed_line', values)
                : t('coupon_sent_for_approval_line', {
                    ...values,
                    deadline: localTimeText(coupon.approvalDeadline, language, timeZone),
                  })}{' '}
              <a href={paths.printCoupon.getHref(language, coupon.id)}>{t('coupon_print')}</a>
            </li>
          );
        })}
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
