import { displayMoney, type Money } from '@parlay/domain';
import type { Translator } from '@parlay/i18n';
import { useId } from 'react';
import styles from './coupon.module.css';
import { useCouponStore } from './coupon-hooks.ts';
import { setVipBet } from './coupon-transitions.ts';

interface CouponVipBetChoiceProps {
  active: boolean;
  /** The stake is above the maximum: placed, the coupon waits for a trader. */
  awaitsApproval: boolean;
  /** The coupon's maximum stake, named in the note. */
  maximum: Money;
  i18n: Translator;
  language: string;
}

/**
 * The vip bet (seed 001 §5), offered beside the stake where it is available: a switch saying what
 * it does, and — on, with a stake above the maximum — a note that the bet will wait for a trader.
 */
export function CouponVipBetChoice({
  active,
  awaitsApproval,
  maximum,
  i18n,
  language,
}: CouponVipBetChoiceProps) {
  const { t } = i18n;
  const store = useCouponStore();
  const hintId = useId();
  return (
    <div className={styles.vipBet}>
      <label className={styles.check}>
        <input
          type="checkbox"
          role="switch"
          aria-checked={active}
          checked={active}
          aria-describedby={hintId}
          onChange={(event) => store.apply(setVipBet, event.target.checked)}
        />
        {t('coupon_vip_bet')}
      </label>
      <p id={hintId} className={styles.hint}>
        {t('coupon_vip_bet_hint')}
      </p>
      {awaitsApproval && (
        <p className={styles.info}>
          {t('coupon_vip_bet_awaits', { amount: displayMoney(maximum, language) })}
        </p>
      )}
    </div>
  );
}
