import type { CurrencyCode, LimitedMovement, LimitInForce, LimitUsage, UserId } from '@parlay/domain';
import { limitVerdict, strictestOfKind, userIdFrom, windowsNeeded } from '@parlay/domain';
import { sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/database.ts';
import type { WalletService } from '../wallet/index.ts';
import { limitRefusal, signInRefusal } from './limit-refusal.ts';

/** A deposit or a stake about to happen, checked in the transaction that will move it. */
export interface MovementToCheck {
  userId: UserId;
  currency: CurrencyCode;
  movement: LimitedMovement;
  /** Minor units of `currency`, positive. */
  amount: bigint;
  /** When it happens, ms since the epoch. */
  at: number;
  /** When the player's session began, for a session limit; omitted when the caller has none. */
  sessionStartedAt?: number;
  /**
   * Money on its way that the ledger does not hold yet, per window: the deposit requests still
   * open (requested, not yet credited nor failed) made after `since`. The payments module knows them.
   */
  inFlightSince?: (since: Date) => Promise<bigint>;
}

export interface LimitPolicyDeps {
  /** The player's ACTIVE limits at `at`, read in the caller's transaction. */
  limitsInForce(userId: UserId, at: number, executor?: Executor): Promise<readonly LimitInForce[]>;
  wallet: Pick<WalletService, 'usageSince'>;
}

/**
 * First key of the two-key advisory lock a player's limited movements take ("lim\0" as a 32-bit
 * integer); the second is a hash of the player's id. Other advisory locks use other first keys.
 */
const limitLockNamespace = 0x6c696d00;

/**
 * The one policy every money-moving path calls inside the transaction that moves the money
 * (README.md): it takes the player's limit lock, reads the limits in force and the usage of each
 * window from the ledger in that transaction, and throws the 403 of the refusing limit.
 *
 * Why the lock: two stakes of one player checked at once would each see the other's stake
 * missing and together pass a limit. The transaction-level advisory lock makes a player's limited
 * movements take turns; under READ COMMITTED each statement after it sees what the previous holder
 * committed. It is taken before any row lock of the movement and by nothing that holds a row lock
 * first, so it adds no deadlock to the wallet's account locks (taken in id order after it).
 */
export function createLimitPolicy(deps: LimitPolicyDeps) {
  return {
    async assertAllowed(transaction: Transaction, check: MovementToCheck): Promise<void> {
      await transaction.execute(
        sql`select pg_advisory_xact_lock(${limitLockNamespace}::int, hashtext(${`user:${check.userId}`}))`,
      );
      const limits = await deps.limitsInForce(check.userId, check.at, transaction);
      if (limits.length === 0) return;
      const usage = new Map<number, LimitUsage>();
      for (const windowMs of windowsNeeded(limits, check.movement, check.currency, check.at)) {
        const since = new Date(check.at - windowMs);
        const ledger = await deps.wallet.usageSince(check.userId, check.currency, since, transaction);
        const inFlight = check.inFlightSince === undefined ? 0n : await check.inFlightSince(since);
        usage.set(windowMs, { ...ledger, deposited: ledger.deposited + inFlight });
      }
      const verdict = limitVerdict({
        limits,
        usage,
        movement: check.movement,
        amount: check.amount,
        currency: check.currency,
        at: check.at,
        ...(check.sessionStartedAt === undefined ? {} : { sessionStartedAt: check.sessionStartedAt }),
      });
      if (verdict.allowed) return;
      throw limitRefusal({
        reason: verdict.reason,
        typeId: verdict.typeId,
        currency: check.currency,
        ...(verdict.remaining === undefined ? {} : { remaining: verdict.remaining }),
        ...(verdict.endsAt === undefined ? {} : { endsAt: verdict.endsAt }),
        ...(verdict.limitCurrency === undefined ? {} : { limitCurrency: verdict.limitCurrency }),
      });
    },

    /**
     * Identity's sign-in gate (`app.identity.setSignInGate`): a player under a self-exclusion or a
     * timeout is refused with its end (the one that ends last).
     */
    async assertMaySignIn(userId: number, at: number): Promise<void> {
      const limits = await deps.limitsInForce(userIdFrom(userId), at);
      for (const kind of ['self-exclusion', 'timeout'] as const) {
        const exclusion = strictestOfKind(limits, kind);
        if (exclusion !== undefined && (exclusion.endsAt === null || exclusion.endsAt > at))
          throw signInRefusal(kind, exclusion.typeId, exclusion.endsAt);
      }
    },
  };
}

export type LimitPolicy = ReturnType<typeof createLimitPolicy>;
