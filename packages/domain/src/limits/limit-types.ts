import type { CurrencyCode } from '../currency.ts';

/**
 * Responsible-gaming limit type ids (seed 000 §3, seed 001 §3, ARCHITECTURE decision 3): 1-3
 * wagering and 10-12 loss limits and 20-22 deposit limits, each over 24 hours, 7 days, 30 days;
 * 30 self-exclusion, 31 session limit, 32 reality check, 33 timeout, 37 extra-limit.
 */
export const limitTypeIds = [1, 2, 3, 10, 11, 12, 20, 21, 22, 30, 31, 32, 33, 37] as const;
export type LimitTypeId = (typeof limitTypeIds)[number];

export function isLimitTypeId(value: unknown): value is LimitTypeId {
  return (limitTypeIds as readonly unknown[]).includes(value);
}

/** What a limit type limits. */
export type LimitKind =
  | 'wagering'
  | 'loss'
  | 'deposit'
  | 'self-exclusion'
  | 'session'
  | 'reality-check'
  | 'timeout'
  | 'extra';

export const limitKindOf: Readonly<Record<LimitTypeId, LimitKind>> = {
  1: 'wagering',
  2: 'wagering',
  3: 'wagering',
  10: 'loss',
  11: 'loss',
  12: 'loss',
  20: 'deposit',
  21: 'deposit',
  22: 'deposit',
  30: 'self-exclusion',
  31: 'session',
  32: 'reality-check',
  33: 'timeout',
  37: 'extra',
};

/** The kinds whose value is an amount of money, in minor units of the limit's currency. */
export const moneyLimitKinds: readonly LimitKind[] = ['wagering', 'loss', 'deposit'];

const hourMs = 3_600_000;
const dayMs = 24 * hourMs;

/** The rolling window of a money limit: 24 hours, 7 days or 30 days back from the moment checked. */
export const limitWindowMs: Readonly<Partial<Record<LimitTypeId, number>>> = {
  1: dayMs,
  2: 7 * dayMs,
  3: 30 * dayMs,
  10: dayMs,
  11: 7 * dayMs,
  12: 30 * dayMs,
  20: dayMs,
  21: 7 * dayMs,
  22: 30 * dayMs,
};

/** Limit state (seed 001 §4 "Limits"). */
export const limitStates = ['PENDING', 'ACTIVE', 'INACTIVE'] as const;
export type LimitState = (typeof limitStates)[number];

/**
 * A limit the server enforces now (ACTIVE). `value` is in the limit kind's unit: minor units of
 * `currency` for wagering, loss and deposit limits; hours for a session limit; minutes for a
 * reality check; days for self-exclusion and timeout (whose end is `endsAt`). Times in ms since
 * the epoch; `endsAt` null when the limit has no end.
 */
export interface LimitInForce {
  typeId: LimitTypeId;
  value: number;
  currency: CurrencyCode | null;
  startedAt: number;
  endsAt: number | null;
}
