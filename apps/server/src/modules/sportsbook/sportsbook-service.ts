import type { MarketDescription } from '@parlay/contract';
import type { Odds } from '@parlay/domain';
import type { Database } from '../../db/database.ts';
import type { EventBus } from '../../events/event-bus.ts';
import type { RealtimePublisher } from '../../realtime/index.ts';
import { createFeedApplier } from './feed-applier.ts';
import { createFeedRepository, type MarketTypeRow } from './feed-repository.ts';
import { createLineRepository } from './line-repository.ts';
import { createLineService, type LineService } from './line-service.ts';
import { availabilityOf, effectiveStatus } from './line-views.ts';
import { marketTypeRowsOf } from './market-names.ts';
import { createProducerTracker } from './producer-tracker.ts';
import type { SelectionState, Sportsbook } from './sportsbook-api.ts';

export interface SportsbookDeps {
  db: Database;
  events: EventBus;
  realtime: RealtimePublisher;
  log: { warn(details: object, message: string): void; error(details: object, message: string): void };
  now: () => number;
}

/** Market type names change only when a provider says so: kept a minute between reads. */
const marketTypesTtlMs = 60_000;

export function createSportsbook(deps: SportsbookDeps): { sportsbook: Sportsbook; line: LineService } {
  const { db, events, realtime, log, now } = deps;
  const feedRepository = createFeedRepository(db);
  const lineRepository = createLineRepository(db);

  let marketTypes: { rows: ReadonlyMap<number, MarketTypeRow>; readAt: number } | undefined;
  const loadMarketTypes = async (): Promise<ReadonlyMap<number, MarketTypeRow>> => {
    if (marketTypes === undefined || now() - marketTypes.readAt > marketTypesTtlMs) {
      const rows = await feedRepository.marketTypes();
      marketTypes = { rows: new Map(rows.map((row) => [row.id, row])), readAt: now() };
    }
    return marketTypes.rows;
  };

  const applier = createFeedApplier({
    repository: feedRepository,
    events,
    marketTypes: () => marketTypes?.rows ?? new Map(),
    publish: async (publication) => {
      if (publication.channel === 'odds') await realtime.publish('odds', publication.payload);
      else await realtime.publish('scores', publication.payload);
    },
    log,
  });
  const producers = createProducerTracker({
    repository: feedRepository,
    publish: async (payload) => {
      await realtime.publish('odds', payload);
    },
  });

  const sportsbook: Sportsbook = {
    async findSelections(ids, within, options) {
      // One after the other: inside a caller's transaction both run on its one connection.
      const rows = await lineRepository.selectionsById(ids, within, options?.lockMarkets ?? true);
      const producerRows = await lineRepository.producers(within);
      const producerUp = availabilityOf(producerRows, now());
      const found = new Map<number, SelectionState>();
      for (const { selection, market, game } of rows) {
        const status = effectiveStatus(market.status, producerUp(game.producerId));
        found.set(selection.id, {
          id: selection.id,
          marketId: market.id,
          gameId: game.id,
          sportId: game.sportId,
          champId: game.champId,
          typeId: selection.typeId,
          groupId: market.typeId,
          param: selection.param,
          kind: market.kind,
          isLive: market.isLive,
          coef: selection.coef as Odds | null,
          status,
          bettable: status === 'active' && selection.coef !== null,
          isBannedExpress: market.isBannedExpress,
          isDisabledBanker: market.isDisabledBanker,
          playersDuel: game.playersDuel,
          statisticId: game.id,
          names: { ...selection.names, game: game.names },
          game: {
            status: game.status,
            startAt: game.startAt,
            score: { home: game.scoreHome, away: game.scoreAway },
            gameTime: game.clockSeconds,
          },
          result: market.results?.[selection.outcomeKey] ?? null,
          certainty: market.certainty,
          cancelWindows: market.cancelWindows,
        });
      }
      return found;
    },

    registerProducer: (producerId, name) => producers.register(producerId, name),

    async describeMarkets(descriptions: readonly MarketDescription[]) {
      await feedRepository.saveMarketTypes(marketTypeRowsOf(descriptions));
      marketTypes = undefined;
      await loadMarketTypes();
    },

    async applyFeedMessage(message) {
      await loadMarketTypes();
      return applier.apply(message);
    },

    recordHeartbeat: (message, receivedAt) => producers.heartbeat(message, receivedAt),
    completeRecovery: (producerId, at) => producers.recovered(producerId, at),
    checkLiveness: (at) => producers.checkLiveness(at),
    producerState: (producerId) => producers.state(producerId),
  };

  const line = createLineService({ repository: lineRepository, marketTypes: loadMarketTypes, now });
  return { sportsbook, line };
}
