import type { Limit } from '@parlay/contract';
import { type CurrencyCode, isCurrencyCode, type LimitState, type LimitTypeId } from '@parlay/domain';

/**
 * One limit of a type as the page shows it: the service's Limit with its times in ms. `value` and
 * `balance` in the type's unit (minor units of the player's currency for a money limit), `value`
 * null for "no limit" (a pending removal). For a pending change `startedAt` is when it may be
 * confirmed (the end of the cooling-off) and `endsAt` its confirmation deadline, if it has one.
 */
export interface LimitRow {
  id: string | null;
  typeId: LimitTypeId;
  state: LimitState;
  value: number | null;
  balance: number | null;
  needApprove: boolean;
  startedAt: number | null;
  endsAt: number | null;
}

const msOf = (seconds: number | null) => (seconds === null ? null : seconds * 1000);

export function limitRowOf(limit: Limit): LimitRow {
  return {
    id: limit.id,
    typeId: limit.limitType,
    state: limit.limitState,
    value: limit.limitValue,
    balance: limit.limitBalance,
    needApprove: limit.needApprove,
    startedAt: msOf(limit.startedAt),
    endsAt: msOf(limit.endsAt),
  };
}

/** The currency money limits count in: the `measure` of a money limit (the player's main account's). */
export function currencyOfLimits(limits: readonly Limit[]): CurrencyCode | null {
  const measure = limits.map((limit) => limit.measure).find(isCurrencyCode);
  return measure ?? null;
}

/** A type's limit in force and the change waiting for its cooling-off, if any. */
export interface TypeLimits {
  active: LimitRow | null;
  pending: LimitRow | null;
}

export function limitsOfType(rows: readonly LimitRow[], typeId: LimitTypeId): TypeLimits {
  const ofType = rows.filter((row) => row.typeId === typeId);
  return {
    active: ofType.find((row) => row.state === 'ACTIVE') ?? null,
    pending: ofType.find((row) => row.state === 'PENDING') ?? null,
  };
}
