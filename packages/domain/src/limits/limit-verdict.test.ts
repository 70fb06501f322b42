import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LimitInForce, LimitTypeId } from './limit-types.ts';
import {
  type LimitCheck,
  type LimitUsage,
  limitRemaining,
  limitVerdict,
  lossOf,
  windowsNeeded,
} from './limit-verdict.ts';

const hour = 3_600_000;
const day = 24 * hour;
const at = Date.UTC(2026, 10, 24, 12);

function limit(typeId: LimitTypeId, value: number, extra: Partial<LimitInForce> = {}): LimitInForce {
  return { typeId, value, currency: 'EUR', startedAt: at - hour, endsAt: null, ...extra };
}

const usage = (deposited: bigint, staked: bigint, returned: bigint): LimitUsage => ({
  deposited,
  staked,
  returned,
});

function check(overrides: Partial<LimitCheck>): LimitCheck {
  return {
    limits: [],
    usage: new Map(),
    movement: 'stake',
    amount: 100n,
    currency: 'EUR',
    at,
    ...overrides,
  };
}

describe('limitVerdict', () => {
  it('allows any movement when no limit is in force', () => {
    expect(limitVerdict(check({ movement: 'deposit', amount: 10n ** 12n }))).toEqual({ allowed: true });
  });

  it('refuses a deposit above what the 24 h deposit limit leaves, saying what remains', () => {
    const verdict = limitVerdict(
      check({
        movement: 'deposit',
        amount: 3_001n,
        limits: [limit(20, 10_000)],
        usage: new Map([[day, usage(7_000n, 0n, 0n)]]),
      }),
    );
    expect(verdict).toEqual({ allowed: false, reason: 'deposit-limit', typeId: 20, remaining: 3_000n });
  });

  it('allows a deposit of exactly what remains', () => {
    const verdict = limitVerdict(
      check({
        movement: 'deposit',
        amount: 3_000n,
        limits: [limit(20, 10_000)],
        usage: new Map([[day, usage(7_000n, 0n, 0n)]]),
      }),
    );
    expect(verdict).toEqual({ allowed: true });
  });

  it('does not apply a deposit limit to a stake, nor a wagering limit to a deposit', () => {
    const limits = [limit(1, 50), limit(20, 50)];
    expect(limitVerdict(check({ movement: 'stake', amount: 50n, limits }))).toEqual({ allowed: true });
    expect(limitVerdict(check({ movement: 'deposit', amount: 50n, limits }))).toEqual({ allowed: true });
  });

  it('gives the strictest of several wagering limits as the reason: the one with least left', () => {
    const verdict = limitVerdict(
      check({
        amount: 500n,
        limits: [limit(1, 1_000), limit(2, 5_000), limit(3, 20_000)],
        usage: new Map([
          [day, usage(0n, 100n, 0n)],
          [7 * day, usage(0n, 4_800n, 0n)],
          [30 * day, usage(0n, 4_800n, 0n)],
        ]),
      }),
    );
    expect(verdict).toEqual({ allowed: false, reason: 'wagering-limit', typeId: 2, remaining: 200n });
  });

  it('refuses a stake that could take the loss past the loss limit (the stake is at risk)', () => {
    const limits = [limit(10, 1_000)];
    const window = new Map([[day, usage(0n, 3_000n, 2_400n)]]);
    expect(limitVerdict(check({ amount: 401n, limits, usage: window }))).toEqual({
      allowed: false,
      reason: 'loss-limit',
      typeId: 10,
      remaining: 400n,
    });
    expect(limitVerdict(check({ amount: 400n, limits, usage: window }))).toEqual({ allowed: true });
  });

  it('counts no loss for a player who won more than staked', () => {
    expect(lossOf(usage(0n, 100n, 900n))).toBe(0n);
    expect(limitRemaining(limit(10, 1_000), usage(0n, 100n, 900n))).toBe(1_000n);
  });

  it('refuses every stake once the loss reached the limit', () => {
    const verdict = limitVerdict(
      check({ amount: 1n, limits: [limit(11, 1_000)], usage: new Map([[7 * day, usage(0n, 1_500n, 500n)]]) }),
    );
    expect(verdict).toMatchObject({ allowed: false, reason: 'loss-limit', remaining: 0n });
  });

  it('refuses deposits and stakes during a timeout, giving its end', () => {
    const limits = [limit(33, 7, { endsAt: at + 7 * day })];
    for (const movement of ['deposit', 'stake'] as const)
      expect(limitVerdict(check({ movement, limits }))).toEqual({
        allowed: false,
        reason: 'timeout',
        typeId: 33,
        endsAt: at + 7 * day,
      });
  });

  it('puts a self-exclusion before a timeout and any money limit', () => {
    const limits = [
      limit(33, 1, { endsAt: at + day }),
      limit(30, 30, { endsAt: at + 30 * day }),
      limit(1, 1),
    ];
    expect(limitVerdict(check({ limits }))).toMatchObject({
      reason: 'self-exclusion',
      endsAt: at + 30 * day,
    });
  });

  it('no longer refuses once the exclusion has ended, nor before a limit starts', () => {
    const ended = [limit(30, 1, { startedAt: at - 2 * day, endsAt: at })];
    expect(limitVerdict(check({ limits: ended }))).toEqual({ allowed: true });
    const future = [limit(1, 1, { startedAt: at + 1 })];
    expect(limitVerdict(check({ limits: future }))).toEqual({ allowed: true });
  });

  it('refuses a movement in another currency than a money limit that binds it, naming the limit’s currency', () => {
    const limits = [limit(20, 1_000_000, { currency: 'USD' }), limit(1, 1, { currency: 'EUR' })];
    expect(limitVerdict(check({ limits, movement: 'deposit' }))).toEqual({
      allowed: false,
      reason: 'limit-currency',
      typeId: 20,
      limitCurrency: 'USD',
    });
    // A deposit limit in USD does not bind a stake: the EUR wagering limit does, and it leaves 0.01.
    expect(limitVerdict(check({ limits, amount: 1n }))).toEqual({ allowed: true });
    expect(limitVerdict(check({ limits, currency: 'USD', movement: 'deposit', amount: 1n }))).toEqual({
      allowed: true,
    });
  });

  it('refuses play after the session limit ran out, and not before', () => {
    const limits = [limit(31, 2)];
    expect(limitVerdict(check({ limits, sessionStartedAt: at - 2 * hour }))).toEqual({
      allowed: false,
      reason: 'session-ended',
      typeId: 31,
      endsAt: at,
    });
    expect(limitVerdict(check({ limits, sessionStartedAt: at - 2 * hour + 1 }))).toEqual({ allowed: true });
    expect(limitVerdict(check({ limits: [limit(31, -1)], sessionStartedAt: 0 }))).toEqual({ allowed: true });
  });
});

describe('windowsNeeded', () => {
  it('names each window of the limits that bind the movement, once', () => {
    const limits = [limit(1, 1), limit(10, 1), limit(12, 1), limit(20, 1), limit(30, 1)];
    expect(windowsNeeded(limits, 'stake', 'EUR', at)).toEqual([day, 30 * day]);
    expect(windowsNeeded(limits, 'deposit', 'EUR', at)).toEqual([day]);
  });
});

const moneyLimitTypes: LimitTypeId[] = [1, 2, 3, 10, 11, 12, 20, 21, 22];
const anyMoneyLimit = fc.record({
  typeId: fc.constantFrom(...moneyLimitTypes),
  value: fc.integer({ min: 0, max: 1_000_000 }),
});
const anyUsage = fc.record({
  deposited: fc.bigInt({ min: 0n, max: 2_000_000n }),
  staked: fc.bigInt({ min: 0n, max: 2_000_000n }),
  returned: fc.bigInt({ min: 0n, max: 2_000_000n }),
});

describe('limitVerdict properties', () => {
  it('allows exactly what every binding limit leaves room for, and names the least room when refusing', () => {
    fc.assert(
      fc.property(
        fc.array(anyMoneyLimit, { maxLength: 6 }),
        fc.tuple(anyUsage, anyUsage, anyUsage),
        fc.constantFrom('deposit' as const, 'stake' as const),
        fc.bigInt({ min: 1n, max: 2_000_000n }),
        (specs, [u1, u7, u30], movement, amount) => {
          const limits = specs.map((spec) => limit(spec.typeId, spec.value));
          const windows = new Map([
            [day, u1],
            [7 * day, u7],
            [30 * day, u30],
          ]);
          const verdict = limitVerdict(check({ limits, usage: windows, movement, amount }));
          const kinds = movement === 'deposit' ? [20, 21, 22] : [1, 2, 3, 10, 11, 12];
          const rooms = limits
            .filter((l) => kinds.includes(l.typeId))
            .map((l) => {
              const window = [1, 10, 20].includes(l.typeId) ? u1 : [2, 11, 21].includes(l.typeId) ? u7 : u30;
              return limitRemaining(l, window);
            });
          const [least] = rooms.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
          if (least === undefined || amount <= least) expect(verdict).toEqual({ allowed: true });
          else expect(verdict).toMatchObject({ allowed: false, remaining: least });
        },
      ),
    );
  });

  it('stakes accepted one after another never take the staked sum or the loss past a limit', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.array(
          fc.record({
            stake: fc.bigInt({ min: 1n, max: 30_000n }),
            won: fc.bigInt({ min: 0n, max: 60_000n }),
          }),
          {
            maxLength: 40,
          },
        ),
        (wagering, loss, plays) => {
          const limits = [limit(1, wagering), limit(10, loss)];
          let spent = usage(0n, 0n, 0n);
          for (const play of plays) {
            const verdict = limitVerdict(
              check({ limits, usage: new Map([[day, spent]]), amount: play.stake }),
            );
            if (!verdict.allowed) continue;
            // The stake is taken; a loss limit must hold even if it is lost.
            expect(spent.staked + play.stake).toBeLessThanOrEqual(BigInt(wagering));
            expect(lossOf({ ...spent, staked: spent.staked + play.stake })).toBeLessThanOrEqual(BigInt(loss));
            spent = usage(0n, spent.staked + play.stake, spent.returned + play.won);
          }
        },
      ),
    );
  });
});
