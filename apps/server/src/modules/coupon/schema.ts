import type { CouponDraft } from '@parlay/contract';
import type { OutcomeResult } from '@parlay/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  char,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  unique,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type { StoredRefusal } from '../../http/request-once.ts';

/**
 * The placed coupons (README.md). Money in bigint minor units of the coupon's currency; the money
 * itself is the wallet's: a coupon names the transfers that took its stake and paid it.
 */

/**
 * A placed coupon. `amount` is what the player entered, `stake` what the wallet took (the same
 * except for a chain's or a conditional's accounting, see BET-TYPES.md). Many singles (type 9) are
 * placed as one single (type 0) per bet, so a stored coupon is of type 0–8; `placed_as_type_id`
 * keeps the 9 the player chose, for the history. `status` is `open`
 * until every leg is decided, then `won`, `lost` or `returned` by its payout, or `cashed_out`;
 * a rolled-back result opens it again. A vip bet starts `awaiting_approval`, its stake held, and
 * becomes `open` (the hold posted) or `rejected` (the hold voided). `payout_transfer_id` is the
 * wallet transfer standing as the coupon's payout now (a correction reverses it before another is made).
 */
export const couponsTable = pgTable(
  'coupons',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    currency: varchar('currency', { length: 8 }).notNull(),
    typeId: smallint('type_id').notNull(),
    /** The type the player placed: 9 for a single of many singles, else `type_id`. */
    placedAsTypeId: smallint('placed_as_type_id').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    /** A conditional coupon's amounts of its later blocks, in minor units by block id. */
    amountByBlockId: jsonb('amount_by_block_id').$type<Record<string, string>>(),
    systemValue: smallint('system_value'),
    /** An anti-express's quoted price, in thousandths. */
    antiExpressCoef: integer('anti_express_coef'),
    changeCoefAction: smallint('change_coef_action').notNull(),
    /** The total coefficient as placed (exact), where the type has one. */
    coef: numeric('coef'),
    potentialWin: bigint('potential_win', { mode: 'bigint' }).notNull(),
    /**
     * A bonus express's bonus coefficient at placement, in thousandths (seed 001 §5); null for a
     * coupon that is not one. `potential_win` includes it; settlement pays the bonus the legs earn.
     */
    bonusCoef: integer('bonus_coef'),
    status: varchar('status', { length: 20 }).notNull(),
    payout: bigint('payout', { mode: 'bigint' }),
    cashoutAmount: bigint('cashout_amount', { mode: 'bigint' }),
    /** The transfer that took the stake; null while a vip bet awaits approval and once it is rejected. */
    stakeTransferId: bigint('stake_transfer_id', { mode: 'number' }),
    /** A vip bet's hold of its stake, posted when a trader takes it, voided when rejected. */
    holdTransferId: bigint('hold_transfer_id', { mode: 'number' }),
    /** A vip bet's: rejected at this time unless a trader has taken it. Null for any other coupon. */
    approvalDeadline: timestamp('approval_deadline', { withTimezone: true }),
    payoutTransferId: bigint('payout_transfer_id', { mode: 'number' }),
    /** Counts the settlements made (each re-settlement after a correction adds one). */
    settlementVersion: integer('settlement_version').notNull().default(0),
    isLive: boolean('is_live').notNull(),
    /** Staked from a bonus account: its settlement counts towards the bonus's wagering. */
    fromBonusAccount: boolean('from_bonus_account').notNull().default(false),
    /** The `Idempotency-Key` the coupon was placed with (one request may place several singles). */
    requestKey: varchar('request_key', { length: 255 }).notNull(),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    check('coupons_type', sql`${table.typeId} BETWEEN 0 AND 8`),
    check(
      'coupons_placed_as_type',
      sql`${table.placedAsTypeId} = ${table.typeId} OR (${table.placedAsTypeId} = 9 AND ${table.typeId} = 0)`,
    ),
    check(
      'coupons_bonus_coef',
      sql`${table.bonusCoef} IS NULL OR (${table.bonusCoef} > 1000 AND ${table.typeId} = 1)`,
    ),
    check('coupons_amounts', sql`${table.amount} > 0 AND ${table.stake} > 0 AND ${table.potentialWin} >= 0`),
    check('coupons_change_coef_action', sql`${table.changeCoefAction} BETWEEN 0 AND 2`),
    check('coupons_system_value', sql`${table.systemValue} IS NULL OR ${table.systemValue} >= 2`),
    check(
      'coupons_anti_express_coef',
      sql`${table.antiExpressCoef} IS NULL OR ${table.antiExpressCoef} > 1000`,
    ),
    check(
      'coupons_status',
      sql`${table.status} IN ('open', 'won', 'lost', 'returned', 'cashed_out', 'awaiting_approval', 'rejected')`,
    ),
    // Settled exactly when it has a payout (zero for a lost coupon) and a settlement time; a
    // rejected vip bet has the time of its rejection and no payout (it staked nothing).
    check(
      'coupons_settled',
      sql`(${table.status} IN ('open', 'awaiting_approval', 'rejected')) = (${table.payout} IS NULL) AND (${table.status} IN ('open', 'awaiting_approval')) = (${table.settledAt} IS NULL)`,
    ),
    // A vip bet holds its stake and has a deadline; the stake is taken exactly when it is not
    // awaiting approval nor rejected.
    check(
      'coupons_vip',
      sql`(${table.holdTransferId} IS NULL) = (${table.approvalDeadline} IS NULL) AND (${table.status} NOT IN ('awaiting_approval', 'rejected') OR ${table.holdTransferId} IS NOT NULL)`,
    ),
    check(
      'coupons_stake_transfer_taken',
      sql`(${table.stakeTransferId} IS NULL) = (${table.status} IN ('awaiting_approval', 'rejected'))`,
    ),
    check('coupons_payout', sql`${table.payout} IS NULL OR ${table.payout} >= 0`),
    // Money paid names its transfer; nothing paid, no transfer.
    check(
      'coupons_payout_transfer',
      sql`(${table.payoutTransferId} IS NOT NULL) = (${table.payout} IS NOT NULL AND ${table.payout} > 0)`,
    ),
    check(
      'coupons_cashout',
      sql`(${table.status} = 'cashed_out') = (${table.cashoutAmount} IS NOT NULL) AND (${table.cashoutAmount} IS NULL OR ${table.cashoutAmount} = ${table.payout})`,
    ),
    unique('coupons_stake_transfer').on(table.stakeTransferId),
    unique('coupons_hold_transfer').on(table.holdTransferId),
    index('coupons_user_placed').on(table.userId, table.placedAt),
    index('coupons_open').on(table.placedAt).where(sql`${table.status} = 'open'`),
    index('coupons_awaiting_approval')
      .on(table.approvalDeadline)
      .where(sql`${table.status} = 'awaiting_approval'`),
  ],
);

/**
 * A coupon's legs in the coupon's order (a chain's and a conditional's order matters). `coef` is
 * the price taken; `status_id` the seed's bet result status (−1 until the result is known), kept
 * from `result` (the selection's settlement as last applied) and `voided_by_cancel`.
 */
export const couponLegsTable = pgTable(
  'coupon_legs',
  {
    couponId: bigint('coupon_id', { mode: 'number' }).notNull(),
    position: smallint('position').notNull(),
    selectionId: bigint('selection_id', { mode: 'number' }).notNull(),
    marketId: bigint('market_id', { mode: 'number' }).notNull(),
    gameId: bigint('game_id', { mode: 'number' }).notNull(),
    coef: integer('coef').notNull(),
    banker: boolean('banker').notNull().default(false),
    blockId: smallint('block_id'),
    isLive: boolean('is_live').notNull(),
    /** The game's, market's and outcome's names in every language when placed (the line forgets old games). */
    names: jsonb('names').$type<CouponLegNames>().notNull(),
    statusId: smallint('status_id').notNull().default(-1),
    /** The selection's result (packages/domain `OutcomeResult`) as last applied; null while none. */
    result: jsonb('result').$type<OutcomeResult>(),
    /** Placed within a cancel window of its market: void whatever the result. */
    voidedByCancel: boolean('voided_by_cancel').notNull().default(false),
  },
  (table) => [
    primaryKey({ name: 'coupon_legs_pk', columns: [table.couponId, table.position] }),
    foreignKey({
      name: 'coupon_legs_coupon',
      columns: [table.couponId],
      foreignColumns: [couponsTable.id],
    }),
    // The same selection twice in one coupon is refused by the database as well.
    unique('coupon_legs_selection').on(table.couponId, table.selectionId),
    check('coupon_legs_position', sql`${table.position} >= 0`),
    check('coupon_legs_coef', sql`${table.coef} > 1000`),
    check('coupon_legs_status', sql`${table.statusId} BETWEEN -2 AND 6`),
    check('coupon_legs_block', sql`${table.blockId} IS NULL OR ${table.blockId} >= 0`),
    index('coupon_legs_market').on(table.marketId),
  ],
);

/** Names by language code. */
export interface CouponLegNames {
  game: Record<string, string>;
  market: Record<string, string>;
  outcome: Record<string, string>;
}

/**
 * The player's `Idempotency-Key` of a placement or cash-out: the request's hash and its first
 * answer — the coupons it placed, or the refusal (the error envelope). Kept 48 h.
 */
export const couponRequestKeysTable = pgTable(
  'coupon_request_keys',
  {
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    key: varchar('key', { length: 255 }).notNull(),
    requestHash: char('request_hash', { length: 64 }).notNull(),
    couponIds: jsonb('coupon_ids').$type<number[]>(),
    refusal: jsonb('refusal').$type<StoredRefusal>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ name: 'coupon_request_keys_pk', columns: [table.userId, table.key] }),
    // Both are null only inside the transaction that claims the key and does the work.
    check('coupon_request_keys_outcome', sql`${table.couponIds} IS NULL OR ${table.refusal} IS NULL`),
    index('coupon_request_keys_expires_at').on(table.expiresAt),
  ],
);

/** The sportsbook's domain events the coupon has applied, by event id (delivery is at least once). */
export const couponHandledEventsTable = pgTable(
  'coupon_handled_events',
  {
    eventId: uuid('event_id').primaryKey(),
    handledAt: timestamp('handled_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('coupon_handled_events_handled_at').on(table.handledAt)],
);

/**
 * The signed-in player's coupon as it is being built (README.md "The coupon draft"): one row per
 * player, the draft as the contract's `couponDraftSchema` checked it, `version` raised by every
 * save (a save names the version it read, so one device never overwrites what another saved unseen).
 */
export const couponDraftsTable = pgTable(
  'coupon_drafts',
  {
    userId: bigint('user_id', { mode: 'number' }).primaryKey(),
    draft: jsonb('draft').$type<CouponDraft>().notNull(),
    version: integer('version').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [check('coupon_drafts_version', sql`${table.version} > 0`)],
);
