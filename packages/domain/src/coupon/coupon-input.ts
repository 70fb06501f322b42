import type { ExactDecimal } from '../exact-decimal.ts';
import type { Odds } from '../odds.ts';
import type { BetStatusId, CouponTypeId } from './coupon-types.ts';
import type { Fraction } from './fraction.ts';

/** One leg (bet) of a coupon as the arithmetic sees it. */
export interface CouponLeg {
  readonly coef: Odds;
  readonly statusId: BetStatusId;
  /** A system banker, or a multibet lobby leg. */
  readonly banker?: boolean;
  /** The multibet element or the conditional block the leg belongs to. */
  readonly blockId?: number;
  /** The leg's own stake in many singles (`amountByBetId`); other types ignore it. */
  readonly amount?: ExactDecimal;
  /**
   * A won leg sharing its place with `deadHeatTies − 1` others (a dead heat other than ½, which
   * has status 6 of its own): its stake is paid on 1 / deadHeatTies, the rest lost. Default 1.
   */
  readonly deadHeatTies?: number;
}

export interface CouponCalculationInput {
  readonly typeId: CouponTypeId;
  /** The amount entered, in major units of the currency (BET-TYPES.md "Common rules"). */
  readonly amount: ExactDecimal;
  /** k of a k/m system or multibet. */
  readonly systemValue?: number;
  /** The operator's anti-express price; without it the margin-free price is used. */
  readonly antiExpressCoef?: Odds;
  /** A conditional block's wanted stake by `blockId`, or 'max' for the previous block's return. */
  readonly amountByBlockId?: Readonly<Record<number, ExactDecimal | 'max'>>;
  readonly legs: readonly CouponLeg[];
  /** Decimals of the currency: money results are rounded half-up to it. Default 2. */
  readonly moneyScale?: number;
}

export interface CouponCalculation {
  /** Lines (combinations, chain links, blocks or singles) the amount covers. */
  readonly lines: number;
  /** The stake of each line where all lines share one (else null). */
  readonly stakePerLine: ExactDecimal | null;
  /** The money debited. */
  readonly totalStake: ExactDecimal;
  /** The total coefficient of a single, an express or an anti-express (else null), to 3 decimals. */
  readonly coef: ExactDecimal | null;
  /** The return if every leg wins (an anti-express: if it wins). */
  readonly potentialWin: ExactDecimal;
  /** The return given every leg's status; null while any leg is not settled. */
  readonly settledReturn: ExactDecimal | null;
  /** A conditional coupon's maximum stake of each block, in block order. */
  readonly blockMaxStakes?: readonly ExactDecimal[];
}

/** What a type's rules compute, exact, before the one rounding. */
export interface ExactCalculation {
  readonly lines: bigint;
  readonly stakePerLine: Fraction | null;
  readonly totalStake: Fraction;
  readonly coef: Fraction | null;
  readonly potentialWin: Fraction;
  readonly settledReturn: Fraction | null;
  readonly blockMaxStakes?: readonly Fraction[];
}
