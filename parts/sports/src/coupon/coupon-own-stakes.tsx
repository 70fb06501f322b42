import { formatDecimal } from '@parlay/domain';
import type { Translator } from '@parlay/i18n';
import styles from './coupon.module.css';
import type { CouponFigures } from './coupon-figures.ts';
import { useCouponStore } from './coupon-hooks.ts';
import type { CouponState } from './coupon-state.ts';
import { setBetAmount, setBlockAmount } from './coupon-transitions.ts';

/**
 * Stakes of their own: each single of many singles (empty: the coupon's stake), each later block
 * of a conditional coupon (empty: the maximum, the previous block's return), its maximum beside it.
 */
export function CouponOwnStakes({
  state,
  figures,
  i18n,
}: {
  state: CouponState;
  figures: CouponFigures;
  i18n: Translator;
}) {
  const { t } = i18n;
  const store = useCouponStore();
  if (state.typeId === 9)
    return (
      <fieldset className={styles.fieldset}>
        <legend>{t('coupon_own_stakes')}</legend>
        {state.bets.map((bet) => (
          <label key={bet.id} className={styles.ownStake}>
            <span>
              {bet.names.game}: {bet.names.outcome}
            </span>
            <input
              className={styles.stakeInput}
              inputMode="decimal"
              autoComplete="off"
              placeholder={state.amount}
              value={state.amountByBetId[bet.id] ?? ''}
              onChange={(event) => store.apply(setBetAmount, bet.id, event.target.value)}
            />
          </label>
        ))}
      </fieldset>
    );
  if (state.typeId !== 5) return null;
  const blockIds = [
    ...new Set(state.bets.map((bet, index) => (bet.blockId > 0 ? bet.blockId : index + 1))),
  ].sort((left, right) => left - right);
  const maxima = figures.kind === 'calculated' ? (figures.calculation.blockMaxStakes ?? []) : [];
  return (
    <fieldset className={styles.fieldset}>
      <legend>{t('coupon_block_stakes')}</legend>
      {blockIds.slice(1).map((blockId, position) => {
        const maximum = maxima[position + 1];
        const own = state.amountByBlockId[blockId];
        return (
          <label key={blockId} className={styles.ownStake}>
            <span>
              {t('coupon_block_stake', { block: position + 2 })}
              {maximum && ` (${t('coupon_block_max', { amount: formatDecimal(maximum) })})`}
            </span>
            <input
              className={styles.stakeInput}
              inputMode="decimal"
              autoComplete="off"
              placeholder={t('coupon_block_max_placeholder')}
              value={own === undefined || own === 'max' ? '' : own}
              onChange={(event) =>
                store.apply(setBlockAmount, blockId, event.target.value === '' ? 'max' : event.target.value)
              }
            />
          </label>
        );
      })}
    </fieldset>
  );
}
