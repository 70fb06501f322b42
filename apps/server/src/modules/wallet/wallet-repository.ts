import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
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
export type EntryRow = typeof walletEntriesTable.$inferSelect;
export type NewEntryRow = Omit<typeof walletEntriesTable.$inferInsert, 'id'>;

/** Everything one movement writes (`writeMovement`). */
export interface MovementWrite {
  transfer: {
    kind: string;
    reason: string;
    pendingId: number | null;
    reversalOf: number | null;
    debitAccountId: number;
    creditAccountId: number;
    currency: string;
    amount: bigint;
    expiresAt: Date | null;
    reference: string | null;
    createdAt: Date;
    hash: string;
  };
  entries: readonly Omit<NewEntryRow, 'transferId'>[];
  updates: readonly AccountUpdate[];
  key: { scope: string; key: string };
  /** The key's answer; its receipt's transferId is filled in with the new transfer's id. */
  outcome: StoredOutcome;
}

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
    async insertPlayerAccount(
      account: NewPlayerAccount,
      executor: Executor,
    ): Promise<AccountRow | undefined> {
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

    /** The id of a system account, opened on first use. */
    async systemAccountId(
      role: SystemAccountRole,
      currency: string,
      name: string,
      executor: Executor = db,
    ): Promise<number> {
      await executor.insert(a).values({ systemRole: role, systemName: name, currency }).onConflictDoNothing();
      const [row] = await executor
        .select({ id: a.id })
        .from(a)
        .where(and(eq(a.systemRole, role), eq(a.currency, currency), eq(a.systemName, name)));
      if (row === undefined) throw new Error(`system account ${role}/${currency}/${name} not found`);
      return row.id;
    },

    /**
     * Writes one movement in one statement: the transfer, its two entries, both accounts' new
     * balances and chain heads, and the idempotency key's answer (whose receipt gets the new
     * transfer's id). Answers that id.
     */
    async writeMovement(movement: MovementWrite, executor: Executor): Promise<number> {
      const { transfer: tr, entries, updates, key, outcome } = movement;
      const big = (value: bigint | number) => sql`${String(value)}::bigint`;
      const time = (value: Date | null | undefined) =>
        value == null ? sql`NULL::timestamptz` : sql`${value.toISOString()}::timestamptz`;
      const entryRows = sql.join(
        entries.map(
          (entry) =>
            sql`(${big(entry.accountId)}, ${entry.side}, ${big(entry.amount)}, ${big(entry.balanceBefore)}, ${big(entry.balanceAfter)}, ${big(entry.pendingDebitsBefore)}, ${big(entry.pendingDebitsAfter)}, ${big(entry.pendingCreditsBefore)}, ${big(entry.pendingCreditsAfter)}, ${big(entry.accountVersion)}, ${entry.prevHash})`,
        ),
        sql`, `,
      );
      const accountRows = sql.join(
        updates.map(
          (u) =>
            sql`(${big(u.id)}, ${big(u.balance)}, ${big(u.pendingDebits)}, ${big(u.pendingCredits)}, ${big(u.version)}, ${u.lastHash}::char(64))`,
        ),
        sql`, `,
      );
      const result = (await executor.execute(sql`
        WITH transfer AS (
          INSERT INTO wallet_transfers (kind, reason, pending_id, reversal_of, debit_account_id,
            credit_account_id, currency, amount, expires_at, reference, created_at, hash)
          VALUES (${tr.kind}, ${tr.reason}, ${tr.pendingId === null ? sql`NULL::bigint` : big(tr.pendingId)},
            ${tr.reversalOf === null ? sql`NULL::bigint` : big(tr.reversalOf)}, ${big(tr.debitAccountId)},
            ${big(tr.creditAccountId)}, ${tr.currency}, ${big(tr.amount)}, ${time(tr.expiresAt)},
            ${tr.reference}, ${time(tr.createdAt)}, ${tr.hash})
          RETURNING id
        ), entries AS (
          INSERT INTO wallet_entries (transfer_id, account_id, side, amount, balance_before, balance_after,
            pending_debits_before, pending_debits_after, pending_credits_before, pending_credits_after,
            account_version, prev_hash)
          SELECT transfer.id, entry.* FROM transfer CROSS JOIN (VALUES ${entryRows}) AS entry
        ), balances AS (
          UPDATE wallet_accounts AS account
          SET balance = next.balance, pending_debits = next.pending_debits,
              pending_credits = next.pending_credits, version = next.version, last_hash = next.last_hash
          FROM (VALUES ${accountRows}) AS next (id, balance, pending_debits, pending_credits, version, last_hash)
          WHERE account.id = next.id
        ), answer AS (
          UPDATE wallet_idempotency_keys
          SET outcome = jsonb_set(${JSON.stringify(outcome)}::jsonb, '{receipt,transferId}',
                                  to_jsonb((SELECT id FROM transfer)::text))
          WHERE scope = ${key.scope} AND key = ${key.key}
        )
        SELECT id FROM transfer`)) as unknown as { rows: { id: string | number | bigint }[] };
      const id = result.rows[0]?.id;
      if (id === undefined) throw new Error('movement not written');
      return Number(id);
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

    async recordOutcome(
      scope: string,
      key: string,
      outcome: StoredOutcome,
      executor: Executor,
    ): Promise<void> {
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

    /**
     * What the player moved in `currency` since `since` (exclusive), summed from the entries on
     * their accounts (wallet-api.ts `usageSince`). A correcting transfer (reversal) and the void
     * of a hold count under the reason of the transfer they undo, and only when that one is in the
     * window too (a stake from before the window refunded within it changes nothing in it); the
     * post of a hold counts nothing more (the hold counted).
     */
    async usageSince(
      userId: number,
      currency: string,
      since: Date,
      executor: Executor = db,
    ): Promise<{ deposited: bigint; staked: bigint; returned: bigint }> {
      const original = alias(t, 'original');
      const reason = sql`coalesce(${original.reason}, ${t.reason})`;
      // Signed by the side a movement of that reason normally takes on the player's account.
      const signed = (usualSide: 'debit' | 'credit') =>
        sql`case when ${t.kind} = 'void' then -${e.amount} when ${t.kind} = 'post' then 0 when ${e.side} = ${usualSide} then ${e.amount} else -${e.amount} end`;
      const total = (reasons: readonly string[], usualSide: 'debit' | 'credit') =>
        sql<string>`coalesce(sum(${signed(usualSide)}) filter (where ${reason} in (${sql.join(
          reasons.map((name) => sql`${name}`),
          sql`, `,
        )})), 0)::text`;
      const [row] = await executor
        .select({
          deposited: total(['deposit'], 'credit'),
          staked: total(['stake', 'casino_bet'], 'debit'),
          returned: total(['win', 'casino_win'], 'credit'),
        })
        .from(e)
        .innerJoin(a, eq(a.id, e.accountId))
        .innerJoin(t, eq(t.id, e.transferId))
        .leftJoin(original, sql`${original.id} = coalesce(${t.reversalOf}, ${t.pendingId})`)
        .where(
          and(
            eq(a.userId, userId),
            eq(a.currency, currency),
            sql`${t.createdAt} > ${since}`,
            sql`coalesce(${original.createdAt}, ${t.createdAt}) > ${since}`,
          ),
        );
      const minor = (text: string | undefined) => {
        const value = BigInt(text ?? '0');
        return value > 0n ? value : 0n;
      };
      return { deposited: minor(row?.deposited), staked: minor(row?.staked), returned: minor(row?.returned) };
    },

    /** Every account, for the verify command. */
    async listAllAccounts(executor: Executor = db): Promise<AccountRow[]> {
      return executor.select().from(a).orderBy(asc(a.id));
    },

    /** Transfers in id order from `afterId`, a page at a time (verify). */
    async listTransfersAfter(
      afterId: number,
      limit: number,
      executor: Executor = db,
    ): Promise<TransferRow[]> {
      return executor.select().from(t).where(sql`${t.id} > ${afterId}`).orderBy(asc(t.id)).limit(limit);
    },

    async listEntriesOfTransfers(
      transferIds: readonly number[],
      executor: Executor = db,
    ): Promise<EntryRow[]> {
      if (transferIds.length === 0) return [];
      return executor
        .select()
        .from(e)
        .where(inArray(e.transferId, [...transferIds]));
    },
  };
}

export type WalletRepository = ReturnType<typeof createWalletRepository>;
