import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * Bonuses (README.md): the rules they are granted by (seeded, changed by the operator without a
 * release), the grants with their wagering, and the stakes that count towards it. The money is
 * the wallet's: a grant names its bonus account and the transfer that credited it.
 */

/** A bonus rule: what triggers it, for which registration choice, how much, how much to wager. */
export const bonusRulesTable = pgTable(
  'bonus_rules',
  {
    id: integer('id').primaryKey(),
    /** `first_deposit`: the player's first credited deposit. */
    trigger: varchar('trigger', { length: 32 }).notNull(),
    /** `sport` (registration choice 1) or `casino` (2). */
    kind: varchar('kind', { length: 16 }).notNull(),
    /** The bonus as a whole percentage of the deposit. */
    percent: integer('percent').notNull(),
    /** The bonus times this must be staked from the bonus account before it converts. */
    wageringMultiplier: integer('wagering_multiplier').notNull(),
    /** Days the player has to wager it. */
    validityDays: integer('validity_days').notNull(),
    isActive: boolean('is_active').notNull().default(true),
  },
  (table) => [
    check('bonus_rules_trigger', sql`${table.trigger} IN ('first_deposit')`),
    check('bonus_rules_kind', sql`${table.kind} IN ('sport', 'casino')`),
    check('bonus_rules_percent', sql`${table.percent} BETWEEN 1 AND 1000`),
    check('bonus_rules_wagering', sql`${table.wageringMultiplier} BETWEEN 0 AND 1000`),
    check('bonus_rules_validity', sql`${table.validityDays} BETWEEN 1 AND 3650`),
    uniqueIndex('bonus_rules_trigger_kind').on(table.trigger, table.kind),
  ],
);

/** A rule's amounts in one currency (minor units): a currency without a row earns no bonus. */
export const bonusRuleLimitsTable = pgTable(
  'bonus_rule_limits',
  {
    ruleId: integer('rule_id')
      .notNull()
      .references(() => bonusRulesTable.id),
    currency: varchar('currency', { length: 8 }).notNull(),
    maxBonus: bigint('max_bonus', { mode: 'bigint' }).notNull(),
    minDeposit: bigint('min_deposit', { mode: 'bigint' }).notNull(),
  },
  (table) => [
    primaryKey({ name: 'bonus_rule_limits_pk', columns: [table.ruleId, table.currency] }),
    check('bonus_rule_limits_amounts', sql`${table.maxBonus} > 0 AND ${table.minDeposit} > 0`),
  ],
);

/**
 * A bonus granted to a player: `id` is its `idBonus` (the bonus account's bonus). One per player
 * and trigger. `wagered` only grows; the grant is `completed` once it reaches `wagering_required`
 * (the bonus then converts to money), `expired` when `expires_at` passed first (the rest is forfeit).
 */
export const bonusGrantsTable = pgTable(
  'bonus_grants',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    ruleId: integer('rule_id')
      .notNull()
      .references(() => bonusRulesTable.id),
    trigger: varchar('trigger', { length: 32 }).notNull(),
    kind: varchar('kind', { length: 16 }).notNull(),
    currency: varchar('currency', { length: 8 }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    wageringRequired: bigint('wagering_required', { mode: 'bigint' }).notNull(),
    wagered: bigint('wagered', { mode: 'bigint' }).notNull().default(sql`0`),
    status: varchar('status', { length: 12 }).notNull(),
    /** The payment that earned it (a first deposit). */
    sourcePaymentId: bigint('source_payment_id', { mode: 'number' }),
    /** The bonus account (type 4) and the credit, once made. */
    accountId: bigint('account_id', { mode: 'number' }),
    creditTransferId: bigint('credit_transfer_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('bonus_grants_status', sql`${table.status} IN ('active', 'completed', 'expired')`),
    check(
      'bonus_grants_amounts',
      sql`${table.amount} > 0 AND ${table.wageringRequired} >= 0 AND ${table.wagered} >= 0`,
    ),
    uniqueIndex('bonus_grants_once').on(table.userId, table.trigger),
    index('bonus_grants_user').on(table.userId),
    index('bonus_grants_uncredited').on(table.id).where(sql`${table.creditTransferId} IS NULL`),
  ],
);

/** Stakes from a bonus account that counted towards its wagering, once per ledger transfer. */
export const bonusWagersTable = pgTable(
  'bonus_wagers',
  {
    grantId: integer('grant_id')
      .notNull()
      .references(() => bonusGrantsTable.id),
    transferId: bigint('transfer_id', { mode: 'number' }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ name: 'bonus_wagers_pk', columns: [table.grantId, table.transferId] }),
    check('bonus_wagers_amount', sql`${table.amount} > 0`),
  ],
);
