import { type LimitTypeId, limitKindOf } from './limit-types.ts';

const hourMs = 3_600_000;
const dayMs = 24 * hourMs;

/** The cooling-off before a looser limit may be confirmed, unless configured otherwise (RTS 12). */
export const defaultCoolingOffHours = 24;
/** A pending deposit limit (20-22) must be confirmed within this long of its start (seed 001 §4, §9). */
export const depositApprovalWindowMs = 86_400 * 1000;

/**
 * Types a player can neither shorten, cancel nor reject once set: self-exclusion and timeout. They
 * only ever take effect at once (a longer period is stricter), so they are never pending; the seed's
 * "rejecting removes pending limits except the protected types" refuses a rejection of one anyway.
 */
export const protectedLimitTypeIds: readonly LimitTypeId[] = [30, 33];

export function isProtectedLimitType(typeId: LimitTypeId): boolean {
  return protectedLimitTypeIds.includes(typeId);
}

/** A limit the player is held to. Times in ms since the epoch; `endsAt` null when it has no end. */
export interface ActiveLimit {
  readonly value: number;
  readonly startedAt: number;
  readonly endsAt: number | null;
}

/**
 * A looser value (or a removal, `value` null) waiting for its cooling-off to pass and then for the
 * player's confirmation. `startsAt` is when it may start (the end of the cooling-off); `expiresAt`
 * the approval deadline of a deposit limit, 86 400 s after that start (null: no deadline).
 */
export interface PendingLimit {
  readonly value: number | null;
  readonly requestedAt: number;
  readonly startsAt: number;
  readonly expiresAt: number | null;
}

export type LimitChangeRefusal =
  | 'responsible_gaming_error_no_limit_to_remove'
  | 'responsible_gaming_error_exclusion_not_cancellable'
  | 'responsible_gaming_error_exclusion_not_shortened';

/**
 * What a requested change does: `apply` takes effect at once (and drops any pending change of the
 * type), `pend` waits for the cooling-off and a confirmation, `refuse` changes nothing.
 */
export type LimitChangePlan =
  | { readonly kind: 'apply'; readonly active: ActiveLimit }
  | { readonly kind: 'pend'; readonly pending: PendingLimit }
  | { readonly kind: 'refuse'; readonly refusal: LimitChangeRefusal };

export interface LimitChangeRequest {
  readonly typeId: LimitTypeId;
  /** The limit in force of the type now, if any (see `isInForce`). */
  readonly active: ActiveLimit | null;
  /** The normalised value asked for (`readLimitValue`), null for "no limit". */
  readonly requested: number | null;
  readonly now: number;
  readonly coolingOffMs: number;
}

/** Whether a self-exclusion or timeout: set for a period, never loosened before it ends. */
export function isExclusionType(typeId: LimitTypeId): boolean {
  const kind = limitKindOf[typeId];
  return kind === 'self-exclusion' || kind === 'timeout';
}

/** Whether an active limit still holds at `now` (a self-exclusion or timeout ends at `endsAt`). */
export function isInForce(active: ActiveLimit, now: number): boolean {
  return active.endsAt === null || active.endsAt > now;
}

/**
 * The rules of a change (seed 001 §4, RTS 12): a stricter value — a lower amount, fewer hours, a
 * shorter reality-check interval, a longer exclusion — takes effect at once; a looser value or a
 * removal waits for the cooling-off and the player's confirmation; a self-exclusion or timeout in
 * force cannot be cancelled or shortened. Asking for the value in force keeps it and drops any
 * pending loosening.
 */
export function planLimitChange(request: LimitChangeRequest): LimitChangePlan {
  const { typeId, requested, now } = request;
  const active = request.active !== null && isInForce(request.active, now) ? request.active : null;
  if (isExclusionType(typeId)) return planExclusion(active, requested, now);
  if (requested === null) {
    if (active === null) return refuse('responsible_gaming_error_no_limit_to_remove');
    return pend(typeId, null, request);
  }
  if (active === null || requested < active.value)
    return { kind: 'apply', active: { value: requested, startedAt: now, endsAt: null } };
  if (requested === active.value) return { kind: 'apply', active };
  return pend(typeId, requested, request);
}

function planExclusion(
  active: ActiveLimit | null,
  requestedDays: number | null,
  now: number,
): LimitChangePlan {
  if (requestedDays === null)
    return refuse(
      active === null
        ? 'responsible_gaming_error_no_limit_to_remove'
        : 'responsible_gaming_error_exclusion_not_cancellable',
    );
  const endsAt = exclusionEndOf(now, requestedDays);
  if (active?.endsAt != null && endsAt <= active.endsAt)
    return refuse('responsible_gaming_error_exclusion_not_shortened');
  return { kind: 'apply', active: { value: requestedDays, startedAt: now, endsAt } };
}

function pend(typeId: LimitTypeId, value: number | null, request: LimitChangeRequest): LimitChangePlan {
  const startsAt = request.now + request.coolingOffMs;
  const expiresAt = limitKindOf[typeId] === 'deposit' ? startsAt + depositApprovalWindowMs : null;
  return { kind: 'pend', pending: { value, requestedAt: request.now, startsAt, expiresAt } };
}

function refuse(refusal: LimitChangeRefusal): LimitChangePlan {
  return { kind: 'refuse', refusal };
}

/** Where a pending change stands at `now`. */
export type PendingStatus = 'cooling-off' | 'awaiting-confirmation' | 'expired';

export function pendingStatus(pending: PendingLimit, now: number): PendingStatus {
  if (pending.expiresAt !== null && now >= pending.expiresAt) return 'expired';
  return now < pending.startsAt ? 'cooling-off' : 'awaiting-confirmation';
}

export type PendingActionRefusal =
  | 'responsible_gaming_error_cooling_off'
  | 'responsible_gaming_error_pending_expired'
  | 'responsible_gaming_error_protected_limit';

/**
 * Whether the player may confirm a pending change now: only once the cooling-off is over and
 * before a deposit limit's approval deadline.
 */
export function confirmRefusal(pending: PendingLimit, now: number): PendingActionRefusal | undefined {
  const status = pendingStatus(pending, now);
  if (status === 'cooling-off') return 'responsible_gaming_error_cooling_off';
  if (status === 'expired') return 'responsible_gaming_error_pending_expired';
  return undefined;
}

/** Whether the player may reject (withdraw) a pending change: any time, except of a protected type. */
export function rejectRefusal(
  typeId: LimitTypeId,
  pending: PendingLimit,
  now: number,
): PendingActionRefusal | undefined {
  if (isProtectedLimitType(typeId)) return 'responsible_gaming_error_protected_limit';
  if (pendingStatus(pending, now) === 'expired') return 'responsible_gaming_error_pending_expired';
  return undefined;
}

/** The cooling-off in hours as the page shows it. */
export function coolingOffHoursOf(coolingOffMs: number): number {
  return coolingOffMs / hourMs;
}

export function coolingOffMsOf(hours: number): number {
  return hours * hourMs;
}

/** When a self-exclusion or timeout of `days` set at `now` ends. */
export function exclusionEndOf(now: number, days: number): number {
  return now + days * dayMs;
}
