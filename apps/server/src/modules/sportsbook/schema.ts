import type {
  CancelWindow,
  MarketResults,
  MarketStatus,
  SettlementCertainty,
  TradingStatus,
} from '@parlay/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  char,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

/** A name in every site language (`{en, ru, uk, kk, az, es}`). */
type Names = Record<string, string>;
/** A score of home and away. */
type ScorePair = { home: number; away: number };

/**
 * The sportsbook's line (README.md): what the feed said, applied message by message. Ids are the
 * book's own (identities); `external_id` is the provider's, unique per kind of thing.
 */

/** Feed producers: up, down or recovering, and the last message applied (messages apply in sequence). */
export const sportsbookProducersTable = pgTable('sportsbook_producers', {
  id: integer('id').primaryKey(),
  name: varchar('name', { length: 64 }).notNull(),
  status: varchar('status', { length: 16 }).$type<'up' | 'down' | 'recovering'>().notNull().default('down'),
  lastAliveAt: timestamp('last_alive_at', { withTimezone: true }),
  lastSequence: bigint('last_sequence', { mode: 'number' }).notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sportsbookSportsTable = pgTable(
  'sportsbook_sports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    externalId: varchar('external_id', { length: 64 }).notNull(),
    slug: varchar('slug', { length: 120 }).notNull(),
    names: jsonb('names').$type<Names>().notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [uniqueIndex('sportsbook_sports_external').on(table.externalId)],
);

/** Countries and other groupings of championships within a sport (International, Esports). */
export const sportsbookCategoriesTable = pgTable(
  'sportsbook_categories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    externalId: varchar('external_id', { length: 64 }).notNull(),
    sportId: integer('sport_id')
      .notNull()
      .references(() => sportsbookSportsTable.id),
    slug: varchar('slug', { length: 120 }).notNull(),
    names: jsonb('names').$type<Names>().notNull(),
    countryCode: char('country_code', { length: 2 }),
  },
  (table) => [uniqueIndex('sportsbook_categories_external').on(table.externalId)],
);

export const sportsbookChampionshipsTable = pgTable(
  'sportsbook_championships',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    externalId: varchar('external_id', { length: 64 }).notNull(),
    sportId: integer('sport_id')
      .notNull()
      .references(() => sportsbookSportsTable.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => sportsbookCategoriesTable.id),
    slug: varchar('slug', { length: 120 }).notNull(),
    names: jsonb('names').$type<Names>().notNull(),
    /** Special sections (epl, cyber, politics…) it shows in. */
    sections: jsonb('sections').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [uniqueIndex('sportsbook_championships_external').on(table.externalId)],
);

/** Teams and players (competitors). */
export const sportsbookTeamsTable = pgTable(
  'sportsbook_teams',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    externalId: varchar('external_id', { length: 64 }).notNull(),
    sportId: integer('sport_id')
      .notNull()
      .references(() => sportsbookSportsTable.id),
    slug: varchar('slug', { length: 120 }).notNull(),
    names: jsonb('names').$type<Names>().notNull(),
    countryCode: char('country_code', { length: 2 }),
  },
  (table) => [uniqueIndex('sportsbook_teams_external').on(table.externalId)],
);

/** Games and outrights, with their state in play. */
export const sportsbookGamesTable = pgTable(
  'sportsbook_games',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity({ startWith: 1_000_000 }),
    externalId: varchar('external_id', { length: 64 }).notNull(),
    producerId: integer('producer_id')
      .notNull()
      .references(() => sportsbookProducersTable.id),
    kind: varchar('kind', { length: 8 }).$type<'match' | 'outright'>().notNull(),
    sportId: integer('sport_id')
      .notNull()
      .references(() => sportsbookSportsTable.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => sportsbookCategoriesTable.id),
    champId: integer('champ_id')
      .notNull()
      .references(() => sportsbookChampionshipsTable.id),
    homeTeamId: integer('home_team_id').references(() => sportsbookTeamsTable.id),
    awayTeamId: integer('away_team_id').references(() => sportsbookTeamsTable.id),
    /** An outright's competitors (team ids) in the feed's order. */
    competitorIds: jsonb('competitor_ids').$type<number[]>().notNull().default(sql`'[]'::jsonb`),
    slug: varchar('slug', { length: 160 }).notNull(),
    names: jsonb('names').$type<Names>().notNull(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    /** packages/domain `gameStatusIds`: 1 not started, 2 in play, 3 interrupted, 4 ended, 5 cancelled, 6 postponed. */
    status: smallint('status').notNull().default(1),
    scoreHome: integer('score_home').notNull().default(0),
    scoreAway: integer('score_away').notNull().default(0),
    periodScores: jsonb('period_scores').$type<ScorePair[]>().notNull().default(sql`'[]'::jsonb`),
    period: smallint('period').notNull().default(0),
    clockSeconds: integer('clock_seconds'),
    clockRunning: boolean('clock_running').notNull().default(false),
    clockRate: real('clock_rate').notNull().default(1),
    clockAt: timestamp('clock_at', { withTimezone: true }),
    /** Will be (or is) offered in play. */
    liveCoverage: boolean('live_coverage').notNull().default(false),
    sections: jsonb('sections').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    hasVideo: boolean('has_video').notNull().default(false),
    playersDuel: boolean('players_duel').notNull().default(false),
    /** When the game ended (status 4), for the results. */
    endedAt: timestamp('ended_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('sportsbook_games_external').on(table.externalId),
    index('sportsbook_games_status_start').on(table.status, table.startAt),
    index('sportsbook_games_champ').on(table.champId),
    check('sportsbook_games_status', sql`${table.status} BETWEEN 1 AND 6`),
  ],
);

/**
 * A game's markets as the feed has them (one per type and specifier: "total 2.5"), with the state
 * machine's status (packages/domain `MarketState`).
 */
export const sportsbookMarketsTable = pgTable(
  'sportsbook_markets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    gameId: integer('game_id')
      .notNull()
      .references(() => sportsbookGamesTable.id, { onDelete: 'cascade' }),
    /** packages/domain `marketTypeIds`: the group a selection shows under. */
    typeId: integer('type_id').notNull(),
    specifier: varchar('specifier', { length: 120 }).notNull(),
    status: varchar('status', { length: 16 }).$type<MarketStatus>().notNull(),
    trading: varchar('trading', { length: 16 }).$type<TradingStatus>().notNull(),
    certainty: varchar('certainty', { length: 16 }).$type<SettlementCertainty>(),
    results: jsonb('results').$type<MarketResults>(),
    cancelWindows: jsonb('cancel_windows').$type<CancelWindow[]>().notNull().default(sql`'[]'::jsonb`),
    isLive: boolean('is_live').notNull().default(false),
    /** 1 main, 2 other, 7 long-term. */
    kind: smallint('kind').notNull(),
    isBannedExpress: boolean('is_banned_express').notNull().default(false),
    isDisabledBanker: boolean('is_disabled_banker').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('sportsbook_markets_game_type_specifier').on(table.gameId, table.typeId, table.specifier),
    check(
      'sportsbook_markets_status',
      sql`${table.status} IN ('active','suspended','deactivated','settled','cancelled')`,
    ),
  ],
);

/**
 * Selections: the outcomes of a market, each what the specification calls a market (id, coef,
 * typeId…) and what a coupon's bet points at. `coef` in thousandths (packages/domain `Odds`).
 */
export const sportsbookSelectionsTable = pgTable(
  'sportsbook_selections',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity({ startWith: 10_000_000 }),
    marketId: integer('market_id')
      .notNull()
      .references(() => sportsbookMarketsTable.id, { onDelete: 'cascade' }),
    gameId: integer('game_id').notNull(),
    /** The feed's outcome id within the market. */
    outcomeKey: varchar('outcome_key', { length: 64 }).notNull(),
    /** packages/domain `outcomeTypeIds`. */
    typeId: integer('type_id').notNull(),
    /** The line from this outcome's side (+1.5), or null. */
    param: real('param'),
    /** A competitor of an outright. */
    teamId: integer('team_id'),
    coef: integer('coef'),
    /** The price before the last change, for the up/down indication. */
    previousCoef: integer('previous_coef'),
    names: jsonb('names').$type<{ market: Names; outcome: Names }>().notNull(),
    sortOrder: smallint('sort_order').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('sportsbook_selections_market_outcome').on(table.marketId, table.outcomeKey),
    index('sportsbook_selections_game').on(table.gameId),
    check('sportsbook_selections_coef', sql`${table.coef} IS NULL OR ${table.coef} > 1000`),
  ],
);

/** Market names by type, as the feed describes them (templates with `{param}`, `{goalnr}`). */
export const sportsbookMarketTypesTable = pgTable('sportsbook_market_types', {
  id: integer('id').primaryKey(),
  names: jsonb('names').$type<Names>().notNull(),
  outcomeNames: jsonb('outcome_names').$type<Record<string, Names>>().notNull(),
});
