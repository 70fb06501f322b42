import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import type { StoredOutcome } from './idempotency.ts';
import {
  walletAccountsTable,
  walletEntriesTable,
  walletHandledEventsTable,
  walletIdempotencyKeysTable,
  walletTransfersTable,
} from './schema.ts';
import type { SystemAccountRole } from './wallet-api.ts';

export type AccountRow = typeof walletAccountsTable.$inferSelect;
export type TransferRow = typeof walletTransfersTable.$inferSelect;
export type NewTransferRow = Omit<typeof walletTransfersTable.$inferInsert, 'id'>;
export type EntryRow = typeof walletEntriesTable.$inferSelect;
export type NewEntryRow = Omit<typeof walletEntriesTable.$inferInsert, 'id'>;

/** An account's balances and chain head as a movement leaves them. */
export interface AccountUpdate {
  id: number;
  balance: bigint;
  pendingDebits: bigint;
  pendingCredits: bigint;
  version: number;
  lastHash: string;
}

export interface NewPlayerAccount {
  userId: number;
  currency: string;
  type: 0 | 4 | 9;
  bonusId?: number;
  isActive: boolean;
}

export interface IdempotencyClaim {
  scope: string;
  key: string;
  requestHash: string;
  createdAt: Date;
  expiresAt: Date;
}

const a = walletAccountsTable;
const t = walletTransfersTable;
const e = walletEntriesTable;
const k = walletIdempotencyKeysTable;

/** The wallet's queries as verbs; each runs on the caller's transaction when given one. */
export function createWalletRepository(db: Executor) {
  return {
    /** Locks the accounts for this transaction, in id order (every movement does, so none deadlock). */
    async lockAccounts(ids: readonly number[], executor: Executor): Promise<AccountRow[]> {
      return executor
        .select()
        .from(a)
        .where(inArray(a.id, [...ids]))
        .orderBy(asc(a.id))
        .for('update');
    },

    async findAccount(id: number, executor: Executor = db): Promise<AccountRow | undefined> {
      const [row] = await executor.select().from(a).where(eq(a.id, id));
      return row;
    },

    /** The player's accounts, closed ones too (callers filter), oldest first. */
    async listUserAccounts(userId: number, executor: Executor = db): Promise<AccountRow[]> {
      return executor.select().from(a).where(eq(a.userId, userId)).orderBy(asc(a.id));
    },

    /** Locks the player's accounts (account changes of one player take turns). */
    async lockUserAccounts(userId: number, executor: Executor): Promise<AccountRow[]> {
      return executor.select().from(a).where(eq(a.userId, userId)).orderBy(asc(a.id)).for('update');
    },

    /** Inserts a player account; undefined when the unique indexes say it exists already. */
    async insertPlayerAccount(account: NewPlayerAccount, executor: Executor): Promise<AccountRow | undefined> {
      const [row] = await executor
        .insert(a)
        .values({
          userId: account.userId,
          currency: account.currency,
          type: account.type,
          bonusId: account.bonusId ?? null,
          isActive: account.isActive,
        })
        .onConflictDoNothing()
        .returning();
      return row;
    },

    async setClosed(id: number, closedAt: Date | null, executor: Executor): Promise<void> {
      await executor.update(a).set({ closedAt, isActive: false }).where(eq(a.id, id));
    },

    /** Makes `id` the player's only active account. */
    async setActive(userId: number, id: number, executor: Executor): Promise<void> {
      await executor
        .update(a)
        .set({ isActive: false })
        .where(and(eq(a.userId, userId), eq(a.isActive, true)));
      await executor.update(a).set({ isActive: true }).where(eq(a.id, id));
    },

    /**
     * The id of a system account, opened on first use, in the caller's transaction (PGlite runs one
     * transaction at a time: a query outside it would wait for it forever).
     */
    async systemAccountId(
      role: SystemAccountRole,
      currency: string,
      name: string,
      executor: Executor = db,
    ): Promise<number> {
      await executor
        .insert(a)
        .values({ systemRole: role, systemName: name, currency })
        .onConflictDoNothing();
      const [row] = await executor
        .select({ id: a.id })
        .from(a)
        .where(and(eq(a.systemRole, role), eq(a.currency, currency), eq(a.systemName, name)));
      if (row === undefined) throw new Error(`system account ${role}/${currency}/${name} not found`);
      return row.id;
    },

    async insertTransfer(transfer: NewTransferRow, executor: Executor): Promise<number> {
      const [row] = await executor.insert(t).values(transfer).returning({ id: t.id });
      if (row === undefined) throw new Error('transfer not inserted');
      return row.id;
    },

    async insertEntries(entries: readonly NewEntryRow[], executor: Executor): Promise<void> {
      await executor.insert(e).values([...entries]);
    },

    /** Writes the balances of the locked accounts in one statement. */
    async updateAccounts(updates: readonly AccountUpdate[], executor: Executor): Promise<void> {
      const values = sql.join(
        updates.map(
          (u) =>
            sql`(${u.id}::bigint, ${String(u.balance)}::bigint, ${String(u.pendingDebits)}::bigint, ${String(u.pendingCredits)}::bigint, ${u.version}::bigint, ${u.lastHash}::char(64))`,
        ),
        sql`, `,
      );
      await executor.execute(sql`
        UPDATE wallet_accounts AS account
        SET balance = next.balance, pending_debits = next.pending_debits,
            pending_credits = next.pending_credits, version = next.version, last_hash = next.last_hash
        FROM (VALUES ${values}) AS next (id, balance, pending_debits, pending_credits, version, last_hash)
        WHERE account.id = next.id`);
    },

    async findTransfer(id: number, executor: Executor = db): Promise<TransferRow | undefined> {
      const [row] = await executor.select().from(t).where(eq(t.id, id));
      return row;
    },

    /** The post or void of a pending transfer, if any. */
    async findResolution(pendingId: number, executor: Executor): Promise<TransferRow | undefined> {
      const [row] = await executor.select().from(t).where(eq(t.pendingId, pendingId));
      return row;
    },

    async findReversal(transferId: number, executor: Executor): Promise<TransferRow | undefined> {
      const [row] = await executor.select().from(t).where(eq(t.reversalOf, transferId));
      return row;
    },

    /** Pending transfers past their time and not yet resolved, oldest first. */
    async listExpiredPending(now: Date, limit: number, executor: Executor = db): Promise<TransferRow[]> {
      const resolution = walletTransfersTable;
      return executor
        .select()
        .from(t)
        .where(
          and(
            eq(t.kind, 'pending'),
            lt(t.expiresAt, now),
            sql`NOT EXISTS (SELECT 1 FROM ${resolution} AS r WHERE r.pending_id = ${t.id})`,
          ),
        )
        .orderBy(asc(t.expiresAt))
        .limit(limit);
    },

    /**
     * Claims a key for this transaction: true when it is new. An existing key's row is left as
     * it is; a key another transaction is working on makes this wait until that one ends.
     */
    async claimKey(claim: IdempotencyClaim, executor: Executor): Promise<boolean> {
      const inserted = await executor
        .insert(k)
        .values(claim)
        .onConflictDoNothing()
        .returning({ scope: k.scope });
      return inserted.length > 0;
    },

    async findKey(scope: string, key: string, executor: Executor = db) {
      const [row] = await executor
        .select({ requestHash: k.requestHash, outcome: k.outcome })
        .from(k)
        .where(and(eq(k.scope, scope), eq(k.key, key)));
      return row;
    },

    async recordOutcome(scope: string, key: string, outcome: StoredOutcome, executor: Executor): Promise<void> {
      await executor
        .update(k)
        .set({ outcome })
        .where(and(eq(k.scope, scope), eq(k.key, key)));
    },

    async removeExpiredKeys(now: Date, executor: Executor = db): Promise<number> {
      const removed = await executor.delete(k).where(lt(k.expiresAt, now)).returning({ key: k.key });
      return removed.length;
    },

    /** Records that an event was handled; false when it had been already. */
    async markEventHandled(eventId: string, executor: Executor): Promise<boolean> {
      const inserted = await executor
        .insert(walletHandledEventsTable)
        .values({ eventId })
        .onConflictDoNothing()
        .returning({ eventId: walletHandledEventsTable.eventId });
      return inserted.length > 0;
    },

    /** Whether a deposit was ever posted to one of the player's accounts. */
    async hasDeposit(userId: number, executor: Executor = db): Promise<boolean> {
      const [found] = await executor
        .select({ id: e.id })
        .from(e)
        .innerJoin(a, eq(a.id, e.accountId))
        .innerJoin(t, eq(t.id, e.transferId))
        .where(
          and(
            eq(a.userId, userId),
            eq(e.side, 'credit'),
            eq(t.reason, 'deposit'),
            inArray(t.kind, ['posted', 'post']),
          ),
        )
        .limit(1);
      return found !== undefined;
    },

    /** Every account, for the verify command. */
    async listAllAccounts(executor: Executor = db): Promise<AccountRow[]> {
      return executor.select().from(a).orderBy(asc(a.id));
    },

    /** Transfers in id order from `afterId`, a page at a time (verify). */
    async listTransfersAfter(afterId: number, limit: number, executor: Executor = db): Promise<TransferRow[]> {
      return executor.select().from(t).where(sql`${t.id} > ${afterId}`).orderBy(asc(t.id)).limit(limit);
    },

    async listEntriesOfTransfers(transferIds: readonly number[], executor: Executor = db): Promise<EntryRow[]> {
      if (transferIds.length === 0) return [];
      return executor
        .select()
        .from(e)
        .where(inArray(e.transferId, [...transferIds]));
    },
  };
}

export type WalletRepository = ReturnType<typeof createWalletRepository>;
