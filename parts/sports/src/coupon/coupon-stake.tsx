import { type CurrencyCode, displayMoney, formatMoney } from '@parlay/domain';
import type { Translator } from '@parlay/i18n';
import { useId } from 'react';
import styles from './coupon.module.css';
import { type AmountProblem, amountStepOf, steppedAmount } from './coupon-amount.ts';
import { useCouponStore } from './coupon-hooks.ts';
import type { CouponState } from './coupon-state.ts';
import { setAmount } from './coupon-transitions.ts';

interface CouponStakeProps {
  state: CouponState;
  currency: CurrencyCode;
  problem: AmountProblem | null;
  /** Whether to say what is wrong yet (the player typed, or tried to place). */
  showProblem: boolean;
  i18n: Translator;
  language: string;
}

/** The text of an amount problem, its amount written as the language writes money. */
export function amountProblemText(problem: AmountProblem, i18n: Translator, language: string): string {
  return 'amount' in problem
    ? i18n.t(problem.key, { amount: displayMoney(problem.amount, language) })
    : i18n.t(problem.key);
}

/** The stake: typed, or moved by the currency's step with − and +; what is wrong said beside it. */
export function CouponStake({ state, currency, problem, showProblem, i18n, language }: CouponStakeProps) {
  const { t } = i18n;
  const store = useCouponStore();
  const inputId = useId();
  const errorId = useId();
  const step = amountStepOf(currency, state.settings.amountStepByCurrencyIso);
  const stepText = displayMoney(step, language);
  const shown = showProblem && problem !== null;
  const move = (direction: 1 | -1) =>
    store.apply(setAmount, steppedAmount(state.amount, currency, step, direction));
  return (
    <div className={styles.stake}>
      <label htmlFor={inputId} className={styles.label}>
        {t('coupon_stake', { currency })}
      </label>
      <div className={styles.stakeRow}>
        <button
          type="button"
          className={styles.stepButton}
          aria-label={t('coupon_stake_lower', { step: stepText })}
          onClick={() => move(-1)}
        >
          −
        </button>
        <input
          id={inputId}
          className={styles.stakeInput}
          inputMode="decimal"
          autoComplete="off"
          value={state.amount}
          aria-invalid={shown || undefined}
          aria-describedby={shown ? errorId : undefined}
          onChange={(event) => store.apply(setAmount, event.target.value)}
        />
        <button
          type="button"
          className={styles.stepButton}
          aria-label={t('coupon_stake_raise', { step: stepText })}
          onClick={() => move(1)}
        >
          +
        </button>
      </div>
      {shown && (
        <p id={errorId} className={styles.error}>
          {amountProblemText(problem, i18n, language)}
        </p>
      )}
      <p className={styles.hint}>{t('coupon_stake_step', { step: formatMoney(step) })}</p>
    </div>
  );
}
