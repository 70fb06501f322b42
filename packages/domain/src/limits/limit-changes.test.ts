import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type ActiveLimit,
  confirmRefusal,
  coolingOffMsOf,
  defaultCoolingOffHours,
  depositApprovalWindowMs,
  type PendingLimit,
  pendingStatus,
  planLimitChange,
  rejectRefusal,
} from './limit-changes.ts';
import type { LimitTypeId } from './limit-types.ts';

const hour = 3_600_000;
const day = 24 * hour;
const coolingOffMs = coolingOffMsOf(defaultCoolingOffHours);

/** A controllable clock: starts at a fixed moment, moves only when told. */
function clock(start = Date.UTC(2026, 0, 10, 12)) {
  let now = start;
  return {
    now: () => now,
    advance(ms: number) {
      now += ms;
    },
  };
}

function change(typeId: LimitTypeId, active: ActiveLimit | null, requested: number | null, now: number) {
  return planLimitChange({ typeId, active, requested, now, coolingOffMs });
}

describe('planLimitChange', () => {
  it('a first limit takes effect at once', () => {
    const time = clock();
    expect(change(20, null, 10_000, time.now())).toEqual({
      kind: 'apply',
      active: { value: 10_000, startedAt: time.now(), endsAt: null },
    });
  });

  it('a lower deposit limit takes effect at once', () => {
    const time = clock();
    const active = { value: 10_000, startedAt: time.now(), endsAt: null };
    time.advance(hour);
    expect(change(21, active, 5_000, time.now())).toEqual({
      kind: 'apply',
      active: { value: 5_000, startedAt: time.now(), endsAt: null },
    });
  });

  it('a higher deposit limit waits for the cooling-off, then 86 400 s for approval', () => {
    const time = clock();
    const plan = change(20, { value: 10_000, startedAt: time.now(), endsAt: null }, 20_000, time.now());
    expect(plan).toEqual({
      kind: 'pend',
      pending: {
        value: 20_000,
        requestedAt: time.now(),
        startsAt: time.now() + 24 * hour,
        expiresAt: time.now() + 24 * hour + 86_400_000,
      },
    });
  });

  it('a higher wagering limit waits for the cooling-off with no approval deadline', () => {
    const time = clock();
    const plan = change(1, { value: 10_000, startedAt: time.now(), endsAt: null }, 20_000, time.now());
    expect(plan.kind === 'pend' && plan.pending.expiresAt).toBeNull();
  });

  it('the cooling-off is configurable', () => {
    const time = clock();
    const plan = planLimitChange({
      typeId: 31,
      active: { value: 2, startedAt: time.now(), endsAt: null },
      requested: 5,
      now: time.now(),
      coolingOffMs: coolingOffMsOf(72),
    });
    expect(plan.kind === 'pend' && plan.pending.startsAt).toBe(time.now() + 72 * hour);
  });

  it('a removal waits for the cooling-off; removing nothing is refused', () => {
    const time = clock();
    const plan = change(10, { value: 10_000, startedAt: time.now(), endsAt: null }, null, time.now());
    expect(plan.kind === 'pend' && plan.pending.value).toBeNull();
    expect(change(10, null, null, time.now())).toEqual({
      kind: 'refuse',
      refusal: 'responsible_gaming_error_no_limit_to_remove',
    });
  });

  it('asking for the value in force keeps the limit as it is', () => {
    const active = { value: 30, startedAt: 5, endsAt: null };
    expect(change(32, active, 30, 100)).toEqual({ kind: 'apply', active });
  });

  it('a shorter reality-check interval is stricter, a longer one waits', () => {
    const active = { value: 30, startedAt: 0, endsAt: null };
    expect(change(32, active, 15, 100).kind).toBe('apply');
    expect(change(32, active, 60, 100).kind).toBe('pend');
  });

  it('any stricter money value applies at once, any looser one waits', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 1e9 }),
        fc.integer({ min: 100, max: 1e9 }),
        (current, requested) => {
          const plan = change(22, { value: current, startedAt: 0, endsAt: null }, requested, 1_000);
          expect(plan.kind).toBe(requested <= current ? 'apply' : 'pend');
        },
      ),
    );
  });
});

describe('self-exclusion and timeout', () => {
  it('a self-exclusion starts at once and ends after its days', () => {
    const time = clock();
    expect(change(30, null, 7, time.now())).toEqual({
      kind: 'apply',
      active: { value: 7, startedAt: time.now(), endsAt: time.now() + 7 * day },
    });
  });

  it('an active self-exclusion cannot be cancelled or shortened, only lengthened', () => {
    const time = clock();
    const active = { value: 30, startedAt: time.now(), endsAt: time.now() + 30 * day };
    time.advance(day);
    expect(change(30, active, null, time.now())).toEqual({
      kind: 'refuse',
      refusal: 'responsible_gaming_error_exclusion_not_cancellable',
    });
    expect(change(30, active, 7, time.now())).toEqual({
      kind: 'refuse',
      refusal: 'responsible_gaming_error_exclusion_not_shortened',
    });
    expect(change(30, active, 90, time.now()).kind).toBe('apply');
  });

  it('a timeout cannot be shortened until it ends, then a new one may be shorter', () => {
    const time = clock();
    const active = { value: 7, startedAt: time.now(), endsAt: time.now() + 7 * day };
    expect(change(33, active, 1, time.now()).kind).toBe('refuse');
    time.advance(7 * day);
    expect(change(33, active, 1, time.now()).kind).toBe('apply');
    expect(change(33, active, null, time.now())).toEqual({
      kind: 'refuse',
      refusal: 'responsible_gaming_error_no_limit_to_remove',
    });
  });
});

describe('pending changes', () => {
  const time = clock();
  const deposit: PendingLimit = {
    value: 50_000,
    requestedAt: time.now(),
    startsAt: time.now() + coolingOffMs,
    expiresAt: time.now() + coolingOffMs + depositApprovalWindowMs,
  };

  it('cannot be confirmed during the cooling-off', () => {
    expect(pendingStatus(deposit, deposit.startsAt - 1)).toBe('cooling-off');
    expect(confirmRefusal(deposit, deposit.startsAt - 1)).toBe('responsible_gaming_error_cooling_off');
  });

  it('can be confirmed once the cooling-off is over', () => {
    expect(confirmRefusal(deposit, deposit.startsAt)).toBeUndefined();
  });

  it('a deposit limit expires 86 400 s after its start', () => {
    expect(pendingStatus(deposit, deposit.startsAt + 86_399_999)).toBe('awaiting-confirmation');
    expect(pendingStatus(deposit, deposit.startsAt + 86_400_000)).toBe('expired');
    expect(confirmRefusal(deposit, deposit.startsAt + 86_400_000)).toBe(
      'responsible_gaming_error_pending_expired',
    );
  });

  it('can be rejected at any time before it expires, except of a protected type', () => {
    expect(rejectRefusal(20, deposit, deposit.requestedAt)).toBeUndefined();
    expect(rejectRefusal(30, deposit, deposit.requestedAt)).toBe('responsible_gaming_error_protected_limit');
    expect(rejectRefusal(33, deposit, deposit.requestedAt)).toBe('responsible_gaming_error_protected_limit');
  });
});
