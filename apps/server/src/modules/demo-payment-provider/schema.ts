import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * The demo payment provider's own books (README.md): what a real provider keeps on its side. The
 * site's payments module never reads these; it learns of them through the provider interface and
 * the signed webhooks.
 */

/**
 * A payment (a deposit's checkout) or a payout, one per merchant payment id (`createPayment` and
 * `payout` are idempotent on it). `id` is the unguessable token of the checkout page's URL;
 * `reference` the provider's id the site knows it by.
 */
export const demoPaymentsTable = pgTable(
  'demo_provider_payments',
  {
    id: varchar('id', { length: 64 }).primaryKey(),
    reference: varchar('reference', { length: 64 }).notNull().unique(),
    kind: varchar('kind', { length: 8 }).notNull(),
    merchantPaymentId: bigint('merchant_payment_id', { mode: 'number' }).notNull(),
    method: varchar('method', { length: 32 }).notNull(),
    currency: varchar('currency', { length: 8 }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** `open` (on the page), then what the player chose: `success`, `fail`, `pending`, `cancel`. */
    status: varchar('status', { length: 8 }).notNull(),
    language: varchar('language', { length: 2 }).notNull(),
    /** Where the page sends the browser for each outcome. */
    returnUrls: jsonb('return_urls').$type<Record<string, string>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('demo_provider_payments_kind', sql`${table.kind} IN ('payment', 'payout')`),
    check(
      'demo_provider_payments_status',
      sql`${table.status} IN ('open', 'success', 'fail', 'pending', 'cancel')`,
    ),
    unique('demo_provider_payments_merchant').on(table.kind, table.merchantPaymentId),
  ],
);

/**
 * Webhooks the provider owes the site, with the exact body it signs: delivered at once and
 * retried until the site answers 2xx (every instance retries; the site dedups by event id).
 */
export const demoWebhooksTable = pgTable(
  'demo_provider_webhooks',
  {
    eventId: varchar('event_id', { length: 64 }).primaryKey(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (table) => [
    index('demo_provider_webhooks_undelivered').on(table.createdAt).where(sql`${table.deliveredAt} IS NULL`),
  ],
);
