import type { Odds } from '../odds.ts';
import { type BetStatusId, betStatusIds, isSettled } from './coupon-types.ts';
import type { Fraction } from './fraction.ts';

/**
 * Every leg factor is kept over this one denominator: coefficients are thousandths and half
 * statuses halve them, so 2000 holds each factor of the table exactly. One denominator for all
 * legs lets the system sums add their terms without cross-multiplying (see `add`).
 */
const factorDenominator = 2000n;

/** What 1 unit on the leg returns if it wins: its coefficient. */
export function winFactor(coef: Odds): Fraction {
  return { numerator: 2n * BigInt(coef), denominator: factorDenominator };
}

/**
 * What 1 unit on the leg alone returns under its result status (BET-TYPES.md "Leg factor"):
 * lose 0, win c, (forced) return 1, half win half return (1 + c)/2, half lose half return 1/2,
 * half lose half win c/2. Undefined while the leg is not settled (statuses −2 and −1).
 */
export function legFactor(statusId: BetStatusId, coef: Odds, deadHeatTies = 1): Fraction | undefined {
  if (!Number.isInteger(deadHeatTies) || deadHeatTies < 1)
    throw new RangeError(`a dead heat needs a whole number ≥ 1 tied, got ${deadHeatTies}`);
  const thousandths = BigInt(coef);
  const over = (numerator: bigint): Fraction => ({ numerator, denominator: factorDenominator });
  switch (statusId) {
    case betStatusIds.notCalculated:
    case betStatusIds.notStarted:
      return undefined;
    case betStatusIds.lose:
      return over(0n);
    case betStatusIds.win:
      return deadHeatTies === 1
        ? winFactor(coef)
        : { numerator: 2n * thousandths, denominator: factorDenominator * BigInt(deadHeatTies) };
    case betStatusIds.return:
    case betStatusIds.forcedReturn:
      return over(factorDenominator);
    case betStatusIds.halfWinHalfReturn:
      return over(1000n + thousandths);
    case betStatusIds.halfLoseHalfReturn:
      return over(1000n);
    case betStatusIds.halfLoseHalfWin:
      return over(thousandths);
  }
}

interface LegResult {
  readonly coef: Odds;
  readonly statusId: BetStatusId;
  readonly deadHeatTies?: number;
}

/** Each leg's factor, or undefined while any leg is unsettled (the coupon has no settled return). */
export function settledFactors(legs: readonly LegResult[]): Fraction[] | undefined {
  if (!legs.every((leg) => isSettled(leg.statusId))) return undefined;
  return legs.map((leg) => legFactor(leg.statusId, leg.coef, leg.deadHeatTies)!);
}

export function winFactors(legs: readonly LegResult[]): Fraction[] {
  return legs.map((leg) => winFactor(leg.coef));
}
