import { sql } from 'drizzle-orm';
import {
  bigint,
  char,
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * Payments (README.md): one row per deposit or withdrawal the player started, the idempotency keys
 * of those requests, and the provider events received by webhook. Money itself is the wallet's:
 * a payment names the transfers it caused.
 */

/**
 * A deposit or withdrawal. `amount` in minor units of `currency` (the account's). `status` moves
 * only as packages/domain `canMovePaymentStatus` allows; a final one never changes.
 */
export const paymentsTable = pgTable(
  'payments',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    kind: varchar('kind', { length: 10 }).notNull(),
    status: varchar('status', { length: 10 }).notNull(),
    currency: varchar('currency', { length: 8 }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    method: varchar('method', { length: 32 }).notNull(),
    provider: varchar('provider', { length: 32 }).notNull(),
    /** The provider's id of the payment or payout, once it gave one. */
    providerReference: varchar('provider_reference', { length: 128 }),
    /** The provider's hosted page of a deposit. */
    checkoutUrl: varchar('checkout_url', { length: 2048 }),
    /** A withdrawal's payout details as the player gave them (what the provider pays out to). */
    details: jsonb('details').$type<Record<string, string>>(),
    /** The language of the pages the player is sent to. */
    language: char('language', { length: 2 }).notNull(),
    /** The wallet's hold of a withdrawal (its pending transfer). */
    holdTransferId: bigint('hold_transfer_id', { mode: 'number' }),
    /** The wallet's transfer that settled it: a deposit's credit, a withdrawal's post or void. */
    settlementTransferId: bigint('settlement_transfer_id', { mode: 'number' }),
    /** Why it failed, for the operator (`rejected`, `provider_refused`, `amount_mismatch`…). */
    failureReason: varchar('failure_reason', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    /** When it reached a final status. */
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    check('payments_kind', sql`${table.kind} IN ('deposit', 'withdrawal')`),
    check(
      'payments_status',
      sql`${table.status} IN ('created', 'pending', 'processing', 'success', 'fail', 'cancel')`,
    ),
    check('payments_amount', sql`${table.amount} > 0`),
    check(
      'payments_final_completed',
      sql`(${table.status} IN ('success', 'fail', 'cancel')) = (${table.completedAt} IS NOT NULL)`,
    ),
    // A credited deposit names its credit: no success without the money having moved.
    check(
      'payments_success_settled',
      sql`${table.status} <> 'success' OR ${table.settlementTransferId} IS NOT NULL`,
    ),
    uniqueIndex('payments_provider_reference').on(table.provider, table.providerReference),
    index('payments_user_created').on(table.userId, table.createdAt),
    index('payments_open').on(table.kind, table.status).where(sql`${table.completedAt} IS NULL`),
  ],
);

/**
 * The player's `Idempotency-Key` of a deposit or withdrawal request: the request's hash and its
 * first answer — the payment it made, or the refusal (`refusal`, the error envelope). Kept 48 h.
 */
export const paymentRequestKeysTable = pgTable(
  'payment_request_keys',
  {
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    key: varchar('key', { length: 255 }).notNull(),
    requestHash: char('request_hash', { length: 64 }).notNull(),
    paymentId: bigint('payment_id', { mode: 'number' }).references(() => paymentsTable.id),
    refusal: jsonb('refusal').$type<StoredRefusal>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ name: 'payment_request_keys_pk', columns: [table.userId, table.key] }),
    // Both are null only inside the transaction that claims the key and does the work.
    check('payment_request_keys_outcome', sql`${table.paymentId} IS NULL OR ${table.refusal} IS NULL`),
    index('payment_request_keys_expires_at').on(table.expiresAt),
  ],
);

/** A refusal as first answered: its status, code, message key and fields. */
export interface StoredRefusal {
  status: number;
  code: string;
  messageKey: string;
  fields?: Record<string, string>;
}

/**
 * Provider events received by webhook, by the provider's event id: a repeat delivery finds its row
 * and does nothing. Applied after the commit that stored them (`processed_at`, `outcome`); kept
 * 35 days after receipt, so any redelivery within a provider's 30-day retry window is recognised.
 */
export const paymentProviderEventsTable = pgTable(
  'payment_provider_events',
  {
    provider: varchar('provider', { length: 32 }).notNull(),
    eventId: varchar('event_id', { length: 255 }).notNull(),
    eventType: varchar('event_type', { length: 64 }).notNull(),
    /** The body as received (verified), for the audit and for applying it after the commit. */
    body: jsonb('body').$type<Record<string, unknown>>().notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    /** What applying it did: `applied`, `ignored_status`, `unknown_payment`, `mismatch`, `unknown_type`. */
    outcome: varchar('outcome', { length: 32 }),
  },
  (table) => [
    primaryKey({ name: 'payment_provider_events_pk', columns: [table.provider, table.eventId] }),
    index('payment_provider_events_unprocessed')
      .on(table.receivedAt)
      .where(sql`${table.processedAt} IS NULL`),
    index('payment_provider_events_received_at').on(table.receivedAt),
  ],
);
