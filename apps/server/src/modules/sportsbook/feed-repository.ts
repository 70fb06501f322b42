import type {
  CancelWindow,
  MarketResults,
  MarketStatus,
  SettlementCertainty,
  TradingStatus,
} from '@parlay/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database.ts';
import {
  sportsbookCategoriesTable as categories,
  sportsbookChampionshipsTable as championships,
  sportsbookGamesTable as games,
  sportsbookMarketsTable as markets,
  sportsbookMarketTypesTable as marketTypes,
  sportsbookProducersTable as producers,
  sportsbookSelectionsTable as selections,
  sportsbookSportsTable as sports,
  sportsbookTeamsTable as teams,
} from './schema.ts';

export type ProducerRow = typeof producers.$inferSelect;
export type GameRow = typeof games.$inferSelect;
export type NewGameRow = Omit<typeof games.$inferInsert, 'id'>;
export type MarketRow = typeof markets.$inferSelect;
export type NewMarketRow = Omit<typeof markets.$inferInsert, 'id'>;
export type SelectionRow = typeof selections.$inferSelect;
export type NewSelectionRow = Omit<typeof selections.$inferInsert, 'id'>;
export type MarketTypeRow = typeof marketTypes.$inferSelect;
type Names = Record<string, string>;

/** What a market's state machine decided, to write back. */
export interface MarketStateWrite {
  id: number;
  status: MarketStatus;
  trading: TradingStatus;
  certainty: SettlementCertainty | null;
  results: MarketResults | null;
  cancelWindows: readonly CancelWindow[];
  isLive: boolean;
}

const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;

/** The sportsbook's writes from the feed, each on the caller's transaction when given. */
export function createFeedRepository(db: Database) {
  return {
    async ensureProducer(id: number, name: string, executor: Executor = db): Promise<void> {
      await executor.insert(producers).values({ id, name }).onConflictDoNothing();
    },

    async producer(id: number, executor: Executor = db): Promise<ProducerRow | undefined> {
      const [row] = await executor.select().from(producers).where(eq(producers.id, id));
      return row;
    },

    async listProducers(executor: Executor = db): Promise<ProducerRow[]> {
      return executor.select().from(producers);
    },

    async saveProducerStatus(
      id: number,
      values: { status: ProducerRow['status']; lastAliveAt: Date | null },
      executor: Executor = db,
    ): Promise<void> {
      await executor
        .update(producers)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(producers.id, id));
    },

    /**
     * Takes the next number of the producer's sequence when `sequence` is it: messages apply once,
     * in order, whoever applies them (the row is locked until the transaction ends).
     */
    async claimSequence(
      producerId: number,
      sequence: number,
      executor: Executor,
    ): Promise<'apply' | 'duplicate' | 'gap'> {
      const claimed = await executor
        .update(producers)
        .set({ lastSequence: sequence, updatedAt: new Date() })
        .where(and(eq(producers.id, producerId), eq(producers.lastSequence, sequence - 1)))
        .returning({ id: producers.id });
      if (claimed.length > 0) return 'apply';
      const [row] = await executor
        .select({ lastSequence: producers.lastSequence })
        .from(producers)
        .where(eq(producers.id, producerId));
      if (row === undefined) throw new Error(`producer ${producerId} is not known`);
      return sequence <= row.lastSequence ? 'duplicate' : 'gap';
    },

    async upsertSport(
      values: { externalId: string; slug: string; names: Names; sortOrder: number },
      executor: Executor,
    ): Promise<number> {
      const [row] = await executor
        .insert(sports)
        .values(values)
        .onConflictDoUpdate({
          target: sports.externalId,
          set: { names: values.names, slug: values.slug, sortOrder: values.sortOrder },
        })
        .returning({ id: sports.id });
      return row!.id;
    },

    async upsertCategory(
      values: { externalId: string; sportId: number; slug: string; names: Names; countryCode: string | null },
      executor: Executor,
    ): Promise<number> {
      const [row] = await executor
        .insert(categories)
        .values(values)
        .onConflictDoUpdate({
          target: categories.externalId,
          set: { names: values.names, slug: values.slug, countryCode: values.countryCode },
        })
        .returning({ id: categories.id });
      return row!.id;
    },

    async upsertChampionship(
      values: {
        externalId: string;
        sportId: number;
        categoryId: number;
        slug: string;
        names: Names;
        sections: string[];
        sortOrder: number;
      },
      executor: Executor,
    ): Promise<number> {
      const [row] = await executor
        .insert(championships)
        .values(values)
        .onConflictDoUpdate({
          target: championships.externalId,
          set: {
            names: values.names,
            slug: values.slug,
            sections: values.sections,
            sortOrder: values.sortOrder,
          },
        })
        .returning({ id: championships.id });
      return row!.id;
    },

    /** Teams by external id → id, inserted or renamed as the feed has them. */
    async upsertTeams(
      values: readonly {
        externalId: string;
        sportId: number;
        slug: string;
        names: Names;
        countryCode: string | null;
      }[],
      executor: Executor,
    ): Promise<Map<string, number>> {
      if (values.length === 0) return new Map();
      const rows = await executor
        .insert(teams)
        .values([...values])
        .onConflictDoUpdate({
          target: teams.externalId,
          set: {
            names: sql`excluded.names`,
            slug: sql`excluded.slug`,
            countryCode: sql`excluded.country_code`,
          },
        })
        .returning({ id: teams.id, externalId: teams.externalId });
      return new Map(rows.map((row) => [row.externalId, row.id]));
    },

    /** The game as it was before this fixture (undefined when new) and its id now. */
    async upsertGame(
      values: NewGameRow,
      executor: Executor,
    ): Promise<{ id: number; previous: GameRow | undefined }> {
      const [previous] = await executor
        .select()
        .from(games)
        .where(eq(games.externalId, values.externalId))
        .for('update');
      if (previous === undefined) {
        const [row] = await executor.insert(games).values(values).returning({ id: games.id });
        return { id: row!.id, previous };
      }
      const { externalId: _externalId, producerId: _producerId, ...changes } = values;
      await executor
        .update(games)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(games.id, previous.id));
      return { id: previous.id, previous };
    },

    async gameByExternalId(externalId: string, executor: Executor): Promise<GameRow | undefined> {
      const [row] = await executor.select().from(games).where(eq(games.externalId, externalId)).for('update');
      return row;
    },

    async updateGame(id: number, changes: Partial<NewGameRow>, executor: Executor): Promise<void> {
      await executor
        .update(games)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(games.id, id));
    },

    /** Competitors by the provider's id: the book's id and names. */
    async teamsByExternalId(
      externalIds: readonly string[],
      executor: Executor,
    ): Promise<Map<string, { id: number; names: Names }>> {
      if (externalIds.length === 0) return new Map();
      const rows = await executor
        .select({ id: teams.id, externalId: teams.externalId, names: teams.names })
        .from(teams)
        .where(inArray(teams.externalId, [...new Set(externalIds)]));
      return new Map(rows.map((row) => [row.externalId, { id: row.id, names: row.names }]));
    },

    async marketsOfGame(gameId: number, executor: Executor): Promise<MarketRow[]> {
      return executor.select().from(markets).where(eq(markets.gameId, gameId));
    },

    async insertMarkets(rows: readonly NewMarketRow[], executor: Executor): Promise<MarketRow[]> {
      if (rows.length === 0) return [];
      return executor
        .insert(markets)
        .values([...rows])
        .returning();
    },

    /** Writes what the state machine decided for each market, in one statement. */
    async updateMarketStates(writes: readonly MarketStateWrite[], executor: Executor): Promise<void> {
      if (writes.length === 0) return;
      const rows = sql.join(
        writes.map(
          (write) =>
            sql`(${write.id}::integer, ${write.status}::varchar, ${write.trading}::varchar, ${write.certainty}::varchar, ${write.results === null ? sql`NULL::jsonb` : json(write.results)}, ${json(write.cancelWindows)}, ${write.isLive}::boolean)`,
        ),
        sql`, `,
      );
      await executor.execute(sql`
        UPDATE sportsbook_markets AS market
        SET status = next.status, trading = next.trading, certainty = next.certainty,
            results = next.results, cancel_windows = next.cancel_windows, is_live = next.is_live,
            updated_at = now()
        FROM (VALUES ${rows}) AS next (id, status, trading, certainty, results, cancel_windows, is_live)
        WHERE market.id = next.id`);
    },

    async selectionsOfMarkets(marketIds: readonly number[], executor: Executor): Promise<SelectionRow[]> {
      if (marketIds.length === 0) return [];
      return executor
        .select()
        .from(selections)
        .where(inArray(selections.marketId, [...marketIds]));
    },

    async insertSelections(rows: readonly NewSelectionRow[], executor: Executor): Promise<SelectionRow[]> {
      if (rows.length === 0) return [];
      return executor
        .insert(selections)
        .values([...rows])
        .returning();
    },

    /** New prices, the old ones kept as `previous_coef` for the up/down indication; one statement. */
    async updateSelectionPrices(
      updates: readonly { id: number; coef: number | null; previousCoef: number | null }[],
      executor: Executor,
    ): Promise<void> {
      if (updates.length === 0) return;
      const rows = sql.join(
        updates.map(
          (update) => sql`(${update.id}::integer, ${update.coef}::integer, ${update.previousCoef}::integer)`,
        ),
        sql`, `,
      );
      await executor.execute(sql`
        UPDATE sportsbook_selections AS selection
        SET coef = next.coef, previous_coef = next.previous_coef, updated_at = now()
        FROM (VALUES ${rows}) AS next (id, coef, previous_coef)
        WHERE selection.id = next.id`);
    },

    async marketTypes(executor: Executor = db): Promise<MarketTypeRow[]> {
      return executor.select().from(marketTypes);
    },

    async saveMarketTypes(rows: readonly MarketTypeRow[], executor: Executor = db): Promise<void> {
      if (rows.length === 0) return;
      await executor
        .insert(marketTypes)
        .values([...rows])
        .onConflictDoUpdate({
          target: marketTypes.id,
          set: { names: sql`excluded.names`, outcomeNames: sql`excluded.outcome_names` },
        });
    },
  };
}

export type FeedRepository = ReturnType<typeof createFeedRepository>;
