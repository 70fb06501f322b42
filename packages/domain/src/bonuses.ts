import type { CurrencyCode } from './currency.ts';
import { compareMoney, type Money, multiplyMoney } from './money.ts';

/**
 * Rules of bonuses that need no I/O: how much a first-deposit bonus is worth, how much must be
 * wagered before it converts, and what remains.
 */

/** A first-deposit bonus rule in one currency, as the bonuses module stores it. */
export interface FirstDepositBonusTerms<C extends CurrencyCode = CurrencyCode> {
  /** The bonus as a whole percentage of the deposit (100: the deposit doubled). */
  percent: number;
  /** The bonus never exceeds this. */
  maxBonus: Money<C>;
  /** A deposit below this earns nothing. */
  minDeposit: Money<C>;
  /** The bonus times this must be staked before it converts (5 for sport, 35 for casino). */
  wageringMultiplier: number;
}

/** The bonus a first deposit earns under `terms` (rounded half up to a minor unit), or undefined. */
export function firstDepositBonus<C extends CurrencyCode>(
  deposit: Money<C>,
  terms: FirstDepositBonusTerms<C>,
): Money<C> | undefined {
  if (compareMoney(deposit, terms.minDeposit) < 0) return undefined;
  const bonus = multiplyMoney(deposit, String(terms.percent), '0.01');
  const capped = compareMoney(bonus, terms.maxBonus) > 0 ? terms.maxBonus : bonus;
  return capped.minor > 0n ? capped : undefined;
}

/** What must be staked from the bonus account in all before the bonus converts. */
export function wageringRequirement<C extends CurrencyCode>(bonus: Money<C>, multiplier: number): Money<C> {
  return multiplyMoney(bonus, String(multiplier));
}

/** What is left to stake, in minor units: the requirement less what was staked, never below zero. */
export function wageringRemainingMinor(required: bigint, wagered: bigint): bigint {
  return wagered >= required ? 0n : required - wagered;
}
