import { type Limit, unsetLimit } from '@parlay/contract';
import { isCurrencyCode, type LimitInForce, type LimitState } from '@parlay/domain';
import type { LimitRow } from './limits-repository.ts';

/**
 * A row's state at `now`: a PENDING deposit limit past its approval deadline and a self-exclusion
 * or timeout past its end are INACTIVE whether or not the expiry job has caught up yet.
 */
export function stateAt(row: LimitRow, now: number): LimitState {
  if (row.state === 'PENDING' && row.expiresAt !== null && now >= row.expiresAt.getTime()) return 'INACTIVE';
  if (row.state === 'ACTIVE' && row.endsAt !== null && now >= row.endsAt.getTime()) return 'INACTIVE';
  return row.state;
}

function seconds(at: Date | null): number | null {
  return at === null ? null : Math.floor(at.getTime() / 1000);
}

/** The Limit entity of a row at `now` (seed 001 §3); `balance` what remains of it, if known. */
export function limitOfRow(row: LimitRow, now: number, balance: number | null): Limit {
  const state = stateAt(row, now);
  const pending = row.state === 'PENDING';
  return {
    ...unsetLimit(row.typeId, row.currency),
    id: row.id,
    limitState: state,
    limitValue: row.value,
    limitBalance: state === 'ACTIVE' ? balance : null,
    needApprove: state === 'PENDING',
    // A pending change counts down to the end of its cooling-off, rounded up so the page never
    // offers the confirmation a moment before the server accepts it.
    startedAt: pending
      ? row.startsAt === null
        ? null
        : Math.ceil(row.startsAt.getTime() / 1000)
      : seconds(row.startedAt),
    endsAt: pending ? seconds(row.expiresAt) : seconds(row.endsAt),
    selfExcludeReason: row.selfExcludeReason,
  };
}

/** An ACTIVE row as the enforcement sees it. */
export function inForceOfRow(row: LimitRow): LimitInForce {
  return {
    typeId: row.typeId,
    value: row.value ?? 0,
    currency: isCurrencyCode(row.currency) ? row.currency : null,
    startedAt: row.startedAt.getTime(),
    endsAt: row.endsAt?.getTime() ?? null,
  };
}
