import type { CurrencyCode } from './currency.ts';
import { couponAmountsOf } from './currency-defaults.ts';
import { compareMoney, type Money, moneyFromMinor } from './money.ts';
import type { Odds } from './odds.ts';

/**
 * The coupon's placement rules that need no I/O (seed 001 §4 "Bet classification", §5 "Coupon";
 * issue 12 "Bad input"): which bets may share a coupon, whether a moved price is acceptable, the
 * amount limits. The arithmetic of each type (legs per type, system value) is `calculateCoupon`'s.
 */

/** A bet of a coupon to place, with what the line says of its selection. */
export interface PlacementBet {
  readonly selectionId: number;
  readonly gameId: number;
  readonly banker: boolean;
  readonly blockId: number | undefined;
  readonly isBannedExpress: boolean;
  readonly isDisabledBanker: boolean;
}

/** What is wrong with one field of the coupon: its path and the reason (a message key's last part). */
export interface PlacementProblem {
  readonly field: string;
  readonly reason:
    | 'too_many_bets'
    | 'duplicate_bet'
    | 'dependent_bets'
    | 'banned_express'
    | 'banker_disabled'
    | 'banker_not_allowed';
}

/** The most bets one coupon takes (operator configuration; 1xBet-family sites allow about 30). */
export const defaultMaxCouponBets = 30;

/** Types whose bets are combined into one line or more (an accumulator's legs): no two of a game. */
const combiningTypeIds: ReadonlySet<number> = new Set([1, 2, 4, 6, 7, 8]);
/** Single and many singles: each bet stands alone, so a next-goal selection (banned from express) may go. */
const singleBetTypeIds: ReadonlySet<number> = new Set([0, 9]);
/** Types with bankers: a system's and a multibet's lobby. */
const bankerTypeIds: ReadonlySet<number> = new Set([2, 4]);
const conditionalTypeId = 5;

/**
 * The problems of a coupon's bets, in bet order: too many bets, the same selection twice, two
 * outcomes of one game in an accumulator (dependent selections; in a conditional, within a block),
 * a selection banned from express outside a single, a banker where the type or selection has none.
 */
export function placementProblems(
  typeId: number,
  bets: readonly PlacementBet[],
  maxBets = defaultMaxCouponBets,
): PlacementProblem[] {
  const problems: PlacementProblem[] = [];
  if (bets.length > maxBets) problems.push({ field: 'bets', reason: 'too_many_bets' });
  const seenSelections = new Set<number>();
  const seenGames = new Set<string>();
  bets.forEach((bet, index) => {
    if (seenSelections.has(bet.selectionId)) {
      problems.push({ field: `bets.${index}.id`, reason: 'duplicate_bet' });
      return;
    }
    seenSelections.add(bet.selectionId);
    const gameScope =
      typeId === conditionalTypeId
        ? `${bet.blockId ?? 0}:${bet.gameId}`
        : combiningTypeIds.has(typeId)
          ? `${bet.gameId}`
          : undefined;
    if (gameScope !== undefined) {
      if (seenGames.has(gameScope)) problems.push({ field: `bets.${index}.id`, reason: 'dependent_bets' });
      seenGames.add(gameScope);
    }
    if (bet.isBannedExpress && !singleBetTypeIds.has(typeId))
      problems.push({ field: `bets.${index}.id`, reason: 'banned_express' });
    if (bet.banker && !bankerTypeIds.has(typeId))
      problems.push({ field: `bets.${index}.banker`, reason: 'banker_not_allowed' });
    else if (bet.banker && bet.isDisabledBanker)
      problems.push({ field: `bets.${index}.banker`, reason: 'banker_disabled' });
  });
  return problems;
}

/** Coefficient-change options (seed 001 §3): 0 confirm, 1 accept any change, 2 accept increases. */
export type ChangeCoefActionId = 0 | 1 | 2;

/** Whether a price that moved from `seen` to `current` is taken without asking the player again. */
export function isCoefChangeAcceptable(action: ChangeCoefActionId, seen: Odds, current: Odds): boolean {
  if (current === seen) return true;
  if (action === 1) return true;
  return action === 2 && current > seen;
}

/** The smallest and largest stake of one coupon in a currency. */
export interface StakeLimits {
  readonly min: Money;
  readonly max: Money;
}

/**
 * Default stake limits (operator configuration; the seed gives no figures): a tenth of the
 * currency's amount step at least (RUB 10, USD 0.25), ten thousand steps at most (RUB 1 000 000).
 */
export function defaultStakeLimits(currency: CurrencyCode): StakeLimits {
  const step = couponAmountsOf(currency).betAmountStep;
  return {
    min: moneyFromMinor(step.minor / 10n, currency),
    max: moneyFromMinor(step.minor * 10_000n, currency),
  };
}

/** Which of the types have a minimum and a maximum amount (site configuration, seed 001 §5). */
export interface AmountRules {
  readonly typesWithMinAmount: readonly number[];
  readonly typesWithMaxAmount: readonly number[];
}

/** Whether a coupon of the type has a maximum amount: a type that has one, never on a bonus account. */
export function hasMaximumAmount(typeId: number, rules: AmountRules, isBonusAccount: boolean): boolean {
  return !isBonusAccount && rules.typesWithMaxAmount.includes(typeId);
}

/**
 * The amount's problem, if any: below the minimum of a type that has one, above the maximum of a
 * type that has one (never for a bonus account).
 */
export function amountLimitProblem(
  amount: Money,
  typeId: number,
  limits: StakeLimits,
  rules: AmountRules,
  isBonusAccount: boolean,
): 'below_minimum' | 'above_maximum' | undefined {
  if (rules.typesWithMinAmount.includes(typeId) && compareMoney(amount, limits.min) < 0)
    return 'below_minimum';
  if (hasMaximumAmount(typeId, rules, isBonusAccount) && compareMoney(amount, limits.max) > 0)
    return 'above_maximum';
  return undefined;
}
