import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  char,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type { StoredOutcome } from './idempotency.ts';

/**
 * The ledger (README.md). Amounts are bigint minor units of the account's currency. Beyond the
 * constraints here, migration 0010_wallet_ledger_rules adds triggers: transfers and entries refuse
 * UPDATE, DELETE and TRUNCATE; every transfer has exactly its two entries, consistent with it
 * (checked at commit); a resolution matches its pending transfer and a reversal its original; an
 * account's balances always equal those of its latest entry (checked at commit).
 */

/** The hash a chain starts from: an account with no entry yet. */
export const genesisHash = '0'.repeat(64);

/**
 * Player accounts (main 0, bonus 4, currency 9) and system accounts (house, provider, suspense:
 * one per role, currency and name). A player's balance and available money never go below zero.
 */
export const walletAccountsTable = pgTable(
  'wallet_accounts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity({ startWith: 1000 }),
    /** The player (identity's users.id); null for a system account. */
    userId: bigint('user_id', { mode: 'number' }),
    /** 0 main, 4 bonus, 9 currency account; null for a system account. */
    type: smallint('type'),
    /** The bonus a bonus account holds. */
    bonusId: integer('bonus_id'),
    /** house, provider or suspense; null for a player's account. */
    systemRole: varchar('system_role', { length: 16 }),
    systemName: varchar('system_name', { length: 64 }),
    currency: varchar('currency', { length: 8 }).notNull(),
    /** Posted balance. */
    balance: bigint('balance', { mode: 'bigint' }).notNull().default(sql`0`),
    pendingDebits: bigint('pending_debits', { mode: 'bigint' }).notNull().default(sql`0`),
    pendingCredits: bigint('pending_credits', { mode: 'bigint' }).notNull().default(sql`0`),
    /** How many entries the account has; the latest entry carries the same version. */
    version: bigint('version', { mode: 'number' }).notNull().default(0),
    /** The hash of the latest transfer the account took part in (its chain's head). */
    lastHash: char('last_hash', { length: 64 }).notNull().default(sql`repeat('0', 64)`),
    isActive: boolean('is_active').notNull().default(false),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The target of the transfers' (account, currency) keys: no transfer can mix currencies.
    unique('wallet_accounts_id_currency').on(table.id, table.currency),
    check(
      'wallet_accounts_owner',
      sql`(${table.userId} IS NULL) = (${table.systemRole} IS NOT NULL) AND (${table.userId} IS NULL) = (${table.type} IS NULL)`,
    ),
    check('wallet_accounts_type', sql`${table.type} IN (0, 4, 9)`),
    check('wallet_accounts_bonus', sql`(${table.type} = 4) = (${table.bonusId} IS NOT NULL)`),
    check('wallet_accounts_system_role', sql`${table.systemRole} IN ('house', 'provider', 'suspense')`),
    check('wallet_accounts_pending', sql`${table.pendingDebits} >= 0 AND ${table.pendingCredits} >= 0`),
    // A player never owes the site: neither the balance nor what is left after holds is negative.
    check(
      'wallet_accounts_player_not_negative',
      sql`${table.userId} IS NULL OR (${table.balance} >= 0 AND ${table.balance} - ${table.pendingDebits} >= 0)`,
    ),
    check('wallet_accounts_active_open', sql`NOT (${table.isActive} AND ${table.closedAt} IS NOT NULL)`),
    uniqueIndex('wallet_accounts_money_currency')
      .on(table.userId, table.currency)
      .where(sql`${table.type} IN (0, 9)`),
    uniqueIndex('wallet_accounts_one_main').on(table.userId).where(sql`${table.type} = 0`),
    uniqueIndex('wallet_accounts_one_active').on(table.userId).where(sql`${table.isActive}`),
    uniqueIndex('wallet_accounts_bonus_once').on(table.userId, table.bonusId).where(sql`${table.type} = 4`),
    uniqueIndex('wallet_accounts_system')
      .on(table.systemRole, table.currency, table.systemName)
      .where(sql`${table.systemRole} IS NOT NULL`),
  ],
);

/**
 * Transfers: one movement between two accounts of one currency, append-only. `posted` moves at
 * once; `pending` holds; `post` and `void` resolve a pending transfer (at most one each, by the
 * unique `pending_id`); a correcting transfer names what it reverses (`reversal_of`, at most once).
 * `hash` = SHA-256 of the debit and credit accounts' previous hashes and the transfer's canonical
 * content with its entries (ledger-hash.ts).
 */
export const walletTransfersTable = pgTable(
  'wallet_transfers',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: varchar('kind', { length: 8 }).notNull(),
    reason: varchar('reason', { length: 32 }).notNull(),
    pendingId: bigint('pending_id', { mode: 'number' }).references(
      (): AnyPgColumn => walletTransfersTable.id,
    ),
    reversalOf: bigint('reversal_of', { mode: 'number' }).references(
      (): AnyPgColumn => walletTransfersTable.id,
    ),
    debitAccountId: bigint('debit_account_id', { mode: 'number' }).notNull(),
    creditAccountId: bigint('credit_account_id', { mode: 'number' }).notNull(),
    currency: varchar('currency', { length: 8 }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    reference: varchar('reference', { length: 128 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    hash: char('hash', { length: 64 }).notNull(),
  },
  (table) => [
    foreignKey({
      name: 'wallet_transfers_debit_account',
      columns: [table.debitAccountId, table.currency],
      foreignColumns: [walletAccountsTable.id, walletAccountsTable.currency],
    }),
    foreignKey({
      name: 'wallet_transfers_credit_account',
      columns: [table.creditAccountId, table.currency],
      foreignColumns: [walletAccountsTable.id, walletAccountsTable.currency],
    }),
    check('wallet_transfers_kind', sql`${table.kind} IN ('posted', 'pending', 'post', 'void')`),
    check('wallet_transfers_amount', sql`${table.amount} > 0 AND ${table.amount} <= 1000000000000000`),
    check('wallet_transfers_two_accounts', sql`${table.debitAccountId} <> ${table.creditAccountId}`),
    check(
      'wallet_transfers_resolution',
      sql`(${table.kind} IN ('post', 'void')) = (${table.pendingId} IS NOT NULL)`,
    ),
    check('wallet_transfers_expiry', sql`(${table.kind} = 'pending') = (${table.expiresAt} IS NOT NULL)`),
    check('wallet_transfers_reversal', sql`${table.reversalOf} IS NULL OR ${table.kind} = 'posted'`),
    uniqueIndex('wallet_transfers_resolved_once').on(table.pendingId),
    uniqueIndex('wallet_transfers_reversed_once').on(table.reversalOf),
    // The expiry job looks for holds past their time.
    index('wallet_transfers_pending_expiry').on(table.expiresAt).where(sql`${table.kind} = 'pending'`),
    index('wallet_transfers_reference').on(table.reference),
  ],
);

/**
 * Entries: each transfer's two sides, with the account's balances before and after and its
 * version, so any past balance is read without replay. `prev_hash` is the account's chain head
 * before this transfer. Append-only.
 */
export const walletEntriesTable = pgTable(
  'wallet_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    transferId: bigint('transfer_id', { mode: 'number' })
      .notNull()
      .references(() => walletTransfersTable.id),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => walletAccountsTable.id),
    side: varchar('side', { length: 6 }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    balanceBefore: bigint('balance_before', { mode: 'bigint' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'bigint' }).notNull(),
    pendingDebitsBefore: bigint('pending_debits_before', { mode: 'bigint' }).notNull(),
    pendingDebitsAfter: bigint('pending_debits_after', { mode: 'bigint' }).notNull(),
    pendingCreditsBefore: bigint('pending_credits_before', { mode: 'bigint' }).notNull(),
    pendingCreditsAfter: bigint('pending_credits_after', { mode: 'bigint' }).notNull(),
    accountVersion: bigint('account_version', { mode: 'number' }).notNull(),
    prevHash: char('prev_hash', { length: 64 }).notNull(),
  },
  (table) => [
    check('wallet_entries_side', sql`${table.side} IN ('debit', 'credit')`),
    check('wallet_entries_version', sql`${table.accountVersion} > 0`),
    unique('wallet_entries_account_version').on(table.accountId, table.accountVersion),
    unique('wallet_entries_transfer_side').on(table.transferId, table.side),
  ],
);

/**
 * Idempotency keys of money-moving calls: the request's hash and the first answer (a refusal
 * included), kept at least 24 hours (`expires_at`, pruned by the expiry job).
 */
export const walletIdempotencyKeysTable = pgTable(
  'wallet_idempotency_keys',
  {
    scope: varchar('scope', { length: 128 }).notNull(),
    key: varchar('key', { length: 255 }).notNull(),
    requestHash: char('request_hash', { length: 64 }).notNull(),
    /** Null only inside the transaction that does the work. */
    outcome: jsonb('outcome').$type<StoredOutcome>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ name: 'wallet_idempotency_keys_pk', columns: [table.scope, table.key] }),
    index('wallet_idempotency_keys_expires_at').on(table.expiresAt),
  ],
);

/** Domain events the wallet has acted on (`user.registered`), so a repeat delivery does nothing. */
export const walletHandledEventsTable = pgTable('wallet_handled_events', {
  eventId: uuid('event_id').primaryKey(),
  handledAt: timestamp('handled_at', { withTimezone: true }).notNull().defaultNow(),
});
