import type { CurrencyCode } from '../currency.ts';
import { type LimitInForce, type LimitKind, limitKindOf, limitWindowMs } from './limit-types.ts';
import { strictestOfKind } from './strictest-limit.ts';

/** A movement of money a responsible-gaming limit can refuse. */
export type LimitedMovement = 'deposit' | 'stake';

/**
 * What the player did within one rolling window, in minor units of one currency, read from the
 * ledger: deposits credited (plus deposit requests still open, for a deposit), stakes taken, and
 * what came back from them (wins, returns, cash-outs).
 */
export interface LimitUsage {
  readonly deposited: bigint;
  readonly staked: bigint;
  readonly returned: bigint;
}

/** Why a movement is refused (the error envelope's `limit.reason`). */
export const limitRefusalReasons = [
  'deposit-limit',
  'wagering-limit',
  'loss-limit',
  'limit-currency',
  'timeout',
  'self-exclusion',
  'session-ended',
] as const;
export type LimitRefusalReason = (typeof limitRefusalReasons)[number];

export interface LimitCheck {
  /** The limits in force for the player (ACTIVE); those not in force at `at` are ignored. */
  readonly limits: readonly LimitInForce[];
  /** The usage in each window a money limit needs, keyed by the window's length in ms. */
  readonly usage: ReadonlyMap<number, LimitUsage>;
  readonly movement: LimitedMovement;
  /** The amount to move, in minor units of `currency` (positive). */
  readonly amount: bigint;
  readonly currency: CurrencyCode;
  /** When the movement happens, ms since the epoch. */
  readonly at: number;
  /** When the player's session began, for a session limit (31); undefined when not known. */
  readonly sessionStartedAt?: number;
}

export type LimitVerdict =
  | { readonly allowed: true }
  | {
      readonly allowed: false;
      readonly reason: LimitRefusalReason;
      /** The limit that refused (the strictest one, when several of a kind would). */
      readonly typeId: LimitInForce['typeId'];
      /** For a money limit: what may still move in the limit's window, minor units (≥ 0). */
      readonly remaining?: bigint;
      /** For a self-exclusion, a timeout or a session limit: when it ends (ms); null if never. */
      readonly endsAt?: number | null;
      /** For `limit-currency`: the currency the binding limit counts in. */
      readonly limitCurrency?: CurrencyCode;
    };

const hourMs = 3_600_000;

/** Whether a limit binds at `at`: started, and not yet ended. */
export function isLimitInForceAt(limit: LimitInForce, at: number): boolean {
  return limit.startedAt <= at && (limit.endsAt === null || limit.endsAt > at);
}

/** The money-limit kinds that bind a movement: a deposit its deposit limits, a stake its wagering and loss limits. */
const moneyKindsOf: Readonly<Record<LimitedMovement, readonly LimitKind[]>> = {
  deposit: ['deposit'],
  stake: ['wagering', 'loss'],
};

/** The money limits in force of the kinds that bind a movement, in any currency. */
function moneyLimitsOfMovement(
  limits: readonly LimitInForce[],
  movement: LimitedMovement,
  at: number,
): LimitInForce[] {
  const kinds = moneyKindsOf[movement];
  return limits.filter((limit) => kinds.includes(limitKindOf[limit.typeId]) && isLimitInForceAt(limit, at));
}

/** The money limits (in force, in `currency`) that bind a movement. */
export function bindingMoneyLimits(
  limits: readonly LimitInForce[],
  movement: LimitedMovement,
  currency: CurrencyCode,
  at: number,
): LimitInForce[] {
  return moneyLimitsOfMovement(limits, movement, at).filter((limit) => limit.currency === currency);
}

/** The rolling windows (ms) whose usage the verdict on a movement needs. */
export function windowsNeeded(
  limits: readonly LimitInForce[],
  movement: LimitedMovement,
  currency: CurrencyCode,
  at: number,
): number[] {
  const windows = bindingMoneyLimits(limits, movement, currency, at).map(
    (limit) => limitWindowMs[limit.typeId] as number,
  );
  return [...new Set(windows)].sort((a, b) => a - b);
}

/** The loss within a window: staked minus returned, never below zero (a player ahead has lost nothing). */
export function lossOf(usage: LimitUsage): bigint {
  const loss = usage.staked - usage.returned;
  return loss > 0n ? loss : 0n;
}

/**
 * What a money limit still allows in its window, in minor units (never below zero): a deposit
 * limit less the deposits, a wagering limit less the stakes, a loss limit less the loss. A stake
 * is money at risk, so under a loss limit the whole stake must fit: loss so far + stake ≤ limit.
 */
export function limitRemaining(limit: LimitInForce, usage: LimitUsage): bigint {
  const remaining = BigInt(limit.value) - usedAgainst(limit.typeId, usage);
  return remaining > 0n ? remaining : 0n;
}

/** What counts against a money limit of the type: deposits, stakes, or the loss. */
export function usedAgainst(typeId: LimitInForce['typeId'], usage: LimitUsage): bigint {
  const kind = limitKindOf[typeId];
  return kind === 'deposit' ? usage.deposited : kind === 'wagering' ? usage.staked : lossOf(usage);
}

/** What a session limit of `limitMs` leaves of a session that began at `startedAt`, at `at` (ms, ≥ 0). */
export function sessionRemainingMs(limitMs: number, startedAt: number, at: number): number {
  return Math.min(limitMs, Math.max(0, limitMs - (at - startedAt)));
}

const refusalOfKind: Partial<Record<LimitKind, LimitRefusalReason>> = {
  deposit: 'deposit-limit',
  wagering: 'wagering-limit',
  loss: 'loss-limit',
};

const emptyUsage: LimitUsage = { deposited: 0n, staked: 0n, returned: 0n };

/**
 * Whether the limits in force let the movement happen. A self-exclusion, then a timeout, then an
 * ended session refuse any deposit or stake. A money limit counts in its own currency (the main
 * account's when it was set), and with no exchange rate to count other money against it, a
 * movement in another currency that such a limit would bind is refused rather than let past it.
 * Otherwise every money limit that binds the movement must leave room for the whole amount, and of
 * those that do not, the one with the least left (the strictest) is the reason given. Usage missing
 * for a window counts as none.
 */
export function limitVerdict(check: LimitCheck): LimitVerdict {
  const { limits, at } = check;
  const inForce = limits.filter((limit) => isLimitInForceAt(limit, at));
  for (const kind of ['self-exclusion', 'timeout'] as const) {
    // The exclusion that lasts longest is the one the player waits for.
    const longest = strictestOfKind(inForce, kind);
    if (longest === undefined) continue;
    return { allowed: false, reason: kind, typeId: longest.typeId, endsAt: longest.endsAt };
  }
  const sessionEnd = sessionEndOf(inForce, check.sessionStartedAt);
  if (sessionEnd !== undefined && sessionEnd.endsAt <= at)
    return { allowed: false, reason: 'session-ended', typeId: sessionEnd.typeId, endsAt: sessionEnd.endsAt };

  const elsewhere = moneyLimitsOfMovement(inForce, check.movement, at).find(
    (limit) => limit.currency !== check.currency,
  );
  if (elsewhere !== undefined && elsewhere.currency !== null)
    return {
      allowed: false,
      reason: 'limit-currency',
      typeId: elsewhere.typeId,
      limitCurrency: elsewhere.currency,
    };

  let strictest: { limit: LimitInForce; remaining: bigint } | undefined;
  for (const limit of bindingMoneyLimits(inForce, check.movement, check.currency, at)) {
    const usage = check.usage.get(limitWindowMs[limit.typeId] as number) ?? emptyUsage;
    const remaining = limitRemaining(limit, usage);
    if (check.amount <= remaining) continue;
    if (strictest === undefined || remaining < strictest.remaining) strictest = { limit, remaining };
  }
  if (strictest === undefined) return { allowed: true };
  return {
    allowed: false,
    reason: refusalOfKind[limitKindOf[strictest.limit.typeId]] as LimitRefusalReason,
    typeId: strictest.limit.typeId,
    remaining: strictest.remaining,
  };
}

/**
 * The end of the session a session limit (31) allows: its value in hours from the session's
 * start. A value that is not a positive number is "not set" (seed 001 §4: -1).
 */
function sessionEndOf(
  inForce: readonly LimitInForce[],
  sessionStartedAt: number | undefined,
): { typeId: LimitInForce['typeId']; endsAt: number } | undefined {
  if (sessionStartedAt === undefined) return undefined;
  const shortest = strictestOfKind(
    inForce.filter((limit) => limit.value > 0),
    'session',
  );
  if (shortest === undefined) return undefined;
  return { typeId: shortest.typeId, endsAt: sessionStartedAt + shortest.value * hourMs };
}
