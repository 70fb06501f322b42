import type { LimitState, LimitTypeId } from '@parlay/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  jsonb,
  pgTable,
  smallint,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * The players' limits (seed 001 §3 "Limit"): one row per limit set, its stored state, and — for a
 * PENDING row — its cooling-off end and approval deadline. A row's state as the player sees it at
 * a moment is computed from the times (limits-view.ts), so reads are exact at any clock; the expiry
 * job only makes the stored state catch up. At most one ACTIVE and one PENDING row per player and type.
 */
export const limitsTable = pgTable(
  'limits',
  {
    id: uuid('id').primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    typeId: smallint('type_id').$type<LimitTypeId>().notNull(),
    state: varchar('state', { length: 8 }).$type<LimitState>().notNull(),
    /**
     * In the type's unit: minor units of `currency` (money limits), hours, minutes or days. Null on
     * a PENDING row: a removal.
     */
    value: bigint('value', { mode: 'number' }),
    /** The player's main account currency for a money limit, else null. */
    currency: varchar('currency', { length: 8 }),
    /** ACTIVE: when it took effect. PENDING: when it was asked for. */
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    /** ACTIVE self-exclusion or timeout: when it ends. */
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** PENDING: the end of the cooling-off, from when it may be confirmed. */
    startsAt: timestamp('starts_at', { withTimezone: true }),
    /** PENDING deposit limit: its approval deadline (86 400 s after `starts_at`). */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** The reason given for a self-exclusion or timeout (reasons/selfexclude). */
    selfExcludeReason: smallint('self_exclude_reason'),
    /** INACTIVE: when and why it stopped (replaced, removed, confirmed, rejected, expired, ended, superseded). */
    inactiveSince: timestamp('inactive_since', { withTimezone: true }),
    inactiveReason: varchar('inactive_reason', { length: 16 }),
  },
  (table) => [
    check('limits_state', sql`${table.state} IN ('PENDING', 'ACTIVE', 'INACTIVE')`),
    check('limits_value', sql`${table.value} IS NULL OR ${table.value} >= 0`),
    check('limits_active_value', sql`${table.state} <> 'ACTIVE' OR ${table.value} IS NOT NULL`),
    uniqueIndex('limits_one_active').on(table.userId, table.typeId).where(sql`${table.state} = 'ACTIVE'`),
    uniqueIndex('limits_one_pending').on(table.userId, table.typeId).where(sql`${table.state} = 'PENDING'`),
    index('limits_user_state_idx').on(table.userId, table.state),
  ],
);

/** One change of a questionnaire: the type and the value asked for (null: a removal). */
export interface QuestionnaireChange {
  typeId: LimitTypeId;
  value: number | null;
}

/**
 * The questionnaire step of a looser change (POST limits → testanswers): the changes waiting for
 * the answers, spent by the first answer, good for a short while. Only the player it was given to
 * can answer it.
 */
export const limitQuestionnairesTable = pgTable(
  'limit_questionnaires',
  {
    tokenGuid: uuid('token_guid').primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    changes: jsonb('changes').$type<QuestionnaireChange[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('limit_questionnaires_expires_at_idx').on(table.expiresAt)],
);

/**
 * Every change of every limit, appended and never updated (what a regulator asks to see): set,
 * requested, confirmed, rejected, removed, expired, ended, questionnaire failed.
 */
export const limitHistoryTable = pgTable(
  'limit_history',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    typeId: smallint('type_id').$type<LimitTypeId>().notNull(),
    limitId: uuid('limit_id'),
    action: varchar('action', { length: 24 }).notNull(),
    value: bigint('value', { mode: 'number' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [index('limit_history_user_idx').on(table.userId, table.at)],
);
