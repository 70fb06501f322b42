import { type CurrencyCode, currencyOf } from './currency.ts';
import { parseDecimal, powerOfTen } from './exact-decimal.ts';
import { type Money, moneyFromMinor } from './money.ts';

/**
 * Rules of the ledger that need no database: what an amount of a movement may be, and what a
 * player may spend. The wallet module enforces the same rules again in PostgreSQL (CHECK
 * constraints); these give the caller a clear answer before any row is touched.
 */

/**
 * The largest amount one movement may carry, in minor units: 10^15 keeps every sum of a day's
 * movements far inside PostgreSQL's bigint (9.2 × 10^18) and is still a billion US dollars.
 */
export const maxMovementMinor = 10n ** 15n;

/** Why a text or number is not an amount of a movement. */
export type AmountProblem = 'not_a_number' | 'negative' | 'zero' | 'too_many_decimals' | 'too_large';

export type AmountParse<C extends CurrencyCode> =
  | { ok: true; money: Money<C> }
  | { ok: false; problem: AmountProblem };

/**
 * An amount a player or an operator typed, in major units of `currency` ("12.50", 12.5, "1000"):
 * a positive number with at most the currency's decimals and at most `maxMovementMinor`. A number
 * is read through its shortest decimal form (12.5 → "12.5"), never through binary arithmetic;
 * exponent notation, commas, spaces, NaN and infinities are not amounts.
 */
export function parseAmount<C extends CurrencyCode>(input: unknown, currency: C): AmountParse<C> {
  const text =
    typeof input === 'number' ? numberText(input) : typeof input === 'string' ? input.trim() : undefined;
  const decimal = text === undefined ? undefined : parseDecimal(text);
  if (decimal === undefined) return { ok: false, problem: 'not_a_number' };
  if (decimal.units < 0n) return { ok: false, problem: 'negative' };
  if (decimal.units === 0n) return { ok: false, problem: 'zero' };
  const { exponent } = currencyOf(currency);
  // Trailing zeros beyond the currency's decimals ("12.500" RUB) are refused too: they read as
  // thousands in half of Europe.
  if (decimal.scale > exponent) return { ok: false, problem: 'too_many_decimals' };
  const minor = decimal.units * powerOfTen(exponent - decimal.scale);
  if (minor > maxMovementMinor) return { ok: false, problem: 'too_large' };
  return { ok: true, money: moneyFromMinor(minor, currency) };
}

/** A finite number's plain decimal digits, or undefined (NaN, infinities, exponent notation). */
function numberText(value: number): string | undefined {
  if (!Number.isFinite(value)) return undefined;
  const text = String(value);
  return /e/i.test(text) ? undefined : text;
}

/** Whether a count of minor units may be moved: positive and at most `maxMovementMinor`. */
export function isMovableMinor(minor: bigint): boolean {
  return minor > 0n && minor <= maxMovementMinor;
}

/**
 * An account's balances in minor units: `posted` is what settled transfers left; `pendingDebits`
 * is held by pending transfers out of it (a withdrawal, a stake), `pendingCredits` waits to come in.
 */
export interface LedgerBalances {
  posted: bigint;
  pendingDebits: bigint;
  pendingCredits: bigint;
}

/** What the holder may spend: posted minus what pending transfers hold (incoming money does not count). */
export function availableMinor(balances: Pick<LedgerBalances, 'posted' | 'pendingDebits'>): bigint {
  return balances.posted - balances.pendingDebits;
}

/** The kinds of transfer (after TigerBeetle): one phase, or a pending one and its one resolution. */
export type TransferKind = 'posted' | 'pending' | 'post' | 'void';

/** Which side of a transfer an account is on: the debit side gives, the credit side receives. */
export type LedgerSide = 'debit' | 'credit';

/**
 * The balances after one side of a transfer. `posted`: the amount moves at once. `pending`: it
 * is held. `post`: the hold of `heldMinor` is released and `amount` (≤ held) moves. `void`: the
 * hold of `heldMinor` is released.
 */
export function balancesAfter(
  before: LedgerBalances,
  side: LedgerSide,
  kind: TransferKind,
  amount: bigint,
  heldMinor = 0n,
): LedgerBalances {
  const sign = side === 'debit' ? -1n : 1n;
  switch (kind) {
    case 'posted':
      return { ...before, posted: before.posted + sign * amount };
    case 'pending':
      return side === 'debit'
        ? { ...before, pendingDebits: before.pendingDebits + amount }
        : { ...before, pendingCredits: before.pendingCredits + amount };
    case 'post':
    case 'void': {
      const released =
        side === 'debit'
          ? { ...before, pendingDebits: before.pendingDebits - heldMinor }
          : { ...before, pendingCredits: before.pendingCredits - heldMinor };
      return kind === 'post' ? { ...released, posted: released.posted + sign * amount } : released;
    }
  }
}

/** A player's account may never show less than nothing: posted nor available. */
export function isSpendableState(balances: LedgerBalances): boolean {
  return (
    balances.posted >= 0n &&
    availableMinor(balances) >= 0n &&
    balances.pendingDebits >= 0n &&
    balances.pendingCredits >= 0n
  );
}
