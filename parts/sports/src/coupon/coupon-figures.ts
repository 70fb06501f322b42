import {
  type CouponCalculation,
  CouponRuleError,
  type CurrencyCode,
  calculateCoupon,
  currencyOf,
  type ExactDecimal,
  type Odds,
  parseDecimal,
  withExpressBonus,
} from '@parlay/domain';
import { couponLegs, takesSystemValue } from './coupon-fit.ts';
import type { CouponBet, CouponState } from './coupon-state.ts';

export type CouponFigures =
  /** `potentialWin`: the calculation's, a bonus express's bonus included (as the server stores it). */
  | { kind: 'calculated'; calculation: CouponCalculation; potentialWin: ExactDecimal }
  /** The rules refuse the coupon as it stands: the field and reason the arithmetic named. */
  | { kind: 'refused'; field: string; code: string }
  /** Nothing to calculate yet (no bets, or no stake typed). */
  | { kind: 'none' };

/** A conditional block's amount as the arithmetic takes it. */
function blockAmounts(state: CouponState): Record<number, ExactDecimal | 'max'> | undefined {
  const entries = Object.entries(state.amountByBlockId).flatMap(([blockId, text]) => {
    const amount = text === 'max' ? 'max' : parseDecimal(text.replace(',', '.'));
    return amount === undefined ? [] : [[Number(blockId), amount] as const];
  });
  return entries.length === 0 ? undefined : Object.fromEntries(entries);
}

/**
 * Lines, stakes, the total coefficient and the potential win of the coupon at the prices it would
 * be placed at, by the domain's arithmetic (BET-TYPES.md) — the same the server and the betting
 * calculator use.
 */
export function couponFigures(
  state: CouponState,
  bets: readonly CouponBet[],
  currency: CurrencyCode,
  bonus: Odds | null = null,
): CouponFigures {
  const amount = parseDecimal(state.amount.trim().replace(',', '.'));
  if (bets.length === 0 || amount === undefined || amount.units <= 0n) return { kind: 'none' };
  const amountByBlockId = blockAmounts(state);
  const input = {
    typeId: state.typeId,
    amount,
    ...(takesSystemValue(state.typeId) ? { systemValue: state.systemValue } : {}),
    ...(amountByBlockId ? { amountByBlockId } : {}),
    legs: couponLegs(state.typeId, bets).map((leg, index) => {
      // Many singles: a bet's own stake where the player gave one.
      const own = state.typeId === 9 ? state.amountByBetId[bets[index]?.id ?? 0] : undefined;
      const amount = own === undefined ? undefined : parseDecimal(own.trim().replace(',', '.'));
      return amount === undefined ? leg : { ...leg, amount };
    }),
    moneyScale: currencyOf(currency).exponent,
  };
  try {
    const calculation = calculateCoupon(input);
    const potentialWin =
      bonus === null ? calculation.potentialWin : withExpressBonus(input, bonus).potentialWin;
    return { kind: 'calculated', calculation, potentialWin };
  } catch (error) {
    if (error instanceof CouponRuleError) return { kind: 'refused', field: error.field, code: error.code };
    throw error;
  }
}
