import { type LimitInForce, type LimitKind, limitKindOf } from './limit-types.ts';

/** The limits in force of one kind. */
export function limitsOfKind(limits: readonly LimitInForce[], kind: LimitKind): LimitInForce[] {
  return limits.filter((limit) => limitKindOf[limit.typeId] === kind);
}

/**
 * The one limit that governs among several of a kind whose value is a single setting: the shortest
 * session limit, the shortest reality-check interval, the self-exclusion or timeout that ends last
 * (one without an end outlasts any). Not for money limits: each type has its own window, so which
 * binds depends on what was used in each (`limitVerdict`).
 */
export function strictestOfKind(
  limits: readonly LimitInForce[],
  kind: Exclude<LimitKind, 'wagering' | 'loss' | 'deposit'>,
): LimitInForce | undefined {
  const ofKind = limitsOfKind(limits, kind);
  const longerLasting = kind === 'self-exclusion' || kind === 'timeout';
  return ofKind.reduce<LimitInForce | undefined>((strictest, limit) => {
    if (strictest === undefined) return limit;
    if (longerLasting) return endOf(limit) > endOf(strictest) ? limit : strictest;
    return limit.value < strictest.value ? limit : strictest;
  }, undefined);
}

function endOf(limit: LimitInForce): number {
  return limit.endsAt ?? Number.POSITIVE_INFINITY;
}

/** A money limit and what its window has used, in the limit's minor units. */
export interface MoneyLimitUsage {
  readonly limit: LimitInForce;
  readonly used: number;
}

/** What a money limit still allows: its value less what its window used, never below zero. */
export function remainingOf({ limit, used }: MoneyLimitUsage): number {
  return Math.max(0, limit.value - used);
}
