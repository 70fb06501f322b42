/**
 * The coupon scenarios' odds provider: a scripted feed adapter (`FeedAdapter`, the boundary a real
 * provider plugs into), so the games the players bet on and their results reach the sportsbook the
 * way the real system's do — through the feed role's consumer, in sequence, with heartbeats and
 * replay — and the sportsbook tells the coupon by its domain events.
 */
import type { FeedMessage, HeartbeatMessage } from '@parlay/contract';
import { marketTypeIds } from '@parlay/domain';
import type { App } from '@parlay/server/app';
import type { FeedAdapter, FeedHandlers } from '@parlay/server/feed';
import {
  descriptions,
  fixture,
  fixtureChange,
  names,
  oddsChange,
  sequencer,
} from '@parlay/server/test/feed-messages';

/** Well clear of the simulator's producer. */
const producerId = 900;
const heartbeatEveryMs = 2_000;

/** One outcome a player may bet on, at the price the line showed. */
export interface BenchSelection {
  id: number;
  coef: number;
  /** The provider's outcome id: 1, 2, 3 of the 1X2, 9 (over) and 10 (under) of total 2.5. */
  outcome: string;
}

/** A game of the bench: its five selections, 1X2 then over and under 2.5. */
export interface BenchGame {
  externalId: string;
  gameId: number;
  selections: BenchSelection[];
}

/** A game's result: which 1X2 outcome won, and whether over 2.5 did. */
export interface BenchResult {
  winner: '1' | '2' | '3';
  over: boolean;
}

/** The ids of the selections the result makes winners. */
export function winnersOf(game: BenchGame, result: BenchResult): Set<number> {
  const won = new Set([result.winner, result.over ? '9' : '10']);
  return new Set(game.selections.filter((selection) => won.has(selection.outcome)).map(({ id }) => id));
}

export function createBenchFeed() {
  const log: FeedMessage[] = [];
  const sequence = sequencer(producerId);
  let handlers: FeedHandlers | undefined;
  let timer: NodeJS.Timeout | undefined;

  const heartbeat = async () => {
    const message: HeartbeatMessage = {
      type: 'heartbeat',
      producerId,
      timestamp: Date.now(),
      lastSequence: sequence.last,
    };
    await handlers?.onHeartbeat(message);
  };

  /** Delivers the next message; resolves once the sportsbook has applied it. */
  async function send(message: FeedMessage): Promise<void> {
    if (handlers === undefined)
      throw new Error('bench feed: not connected (is this instance the feed leader?)');
    log.push(message);
    await handlers.onMessage(message);
  }

  let gameNumber = 0;

  const adapter: FeedAdapter = {
    producer: { id: producerId, name: 'Parlay bench (scripted)' },
    describeMarkets: async () => descriptions,
    async connect(next) {
      handlers = next;
      timer = setInterval(() => void heartbeat().catch(() => {}), heartbeatEveryMs);
      timer.unref();
      await heartbeat();
      return {
        async close() {
          clearInterval(timer);
          handlers = undefined;
        },
      };
    },
    async *replay(afterSequence) {
      yield* log.slice(afterSequence);
    },
  };

  return {
    adapter,

    /** Resolves once this instance leads the feed and the producer takes bets. */
    async ready(app: App): Promise<void> {
      const deadline = Date.now() + 30_000;
      for (;;) {
        const state = await app.sportsbook.producerState(producerId);
        if (handlers !== undefined && state?.status === 'up') return;
        if (Date.now() > deadline) throw new Error('bench feed: the producer did not come up within 30 s');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },

    /** A new game two hours ahead (bets before the start: no live bet delay), priced. */
    async newGame(origin: string): Promise<BenchGame> {
      gameNumber += 1;
      const externalId = `bench${gameNumber}`;
      const home = `Bench Home ${gameNumber}`;
      const startAt = Date.now() + 2 * 60 * 60_000;
      const competitors = [
        { id: `${externalId}:home`, names: names(home), countryCode: 'GB' },
        { id: `${externalId}:away`, names: names(`Bench Away ${gameNumber}`), countryCode: 'GB' },
      ];
      await send(fixtureChange(sequence, fixture(externalId, startAt, { competitors })));
      // Prices varying a little from game to game.
      const shift = (gameNumber % 7) * 50;
      await send(oddsChange(sequence, externalId, { home: 1850 + shift, draw: 3400, away: 4200 - shift }));
      return { externalId, ...(await selectionsOf(origin, home)) };
    },

    /** The game's result, confirmed: both markets settled in one message. */
    settle(game: BenchGame, result: BenchResult): Promise<void> {
      const outcome = (id: string, won: boolean) => ({
        id,
        result: won ? ('won' as const) : ('lost' as const),
        voidFactor: 0 as const,
        deadHeatFactor: 1,
      });
      return send({
        type: 'settlement',
        producerId,
        sequence: sequence.next(),
        timestamp: Date.now(),
        gameId: game.externalId,
        certainty: 'confirmed',
        markets: [
          {
            typeId: marketTypeIds.result,
            specifier: '',
            outcomes: (['1', '2', '3'] as const).map((id) => outcome(id, id === result.winner)),
          },
          {
            typeId: marketTypeIds.total,
            specifier: 'total=2.5',
            outcomes: [outcome('9', result.over), outcome('10', !result.over)],
          },
        ],
      });
    },
  };
}

export type BenchFeed = ReturnType<typeof createBenchFeed>;

/** The game's selections, read from the line API as a player's client reads them. */
async function selectionsOf(origin: string, home: string): Promise<Omit<BenchGame, 'externalId'>> {
  const list = (await (await fetch(`${origin}/line-api/v1/games?section=line&lang=en&limit=500`)).json()) as {
    games: { id: number; name: string }[];
  };
  const game = list.games.find((candidate) => candidate.name.startsWith(`${home} —`));
  if (game === undefined) throw new Error(`bench: ${home} is not in the line`);
  const detail = (await (await fetch(`${origin}/line-api/v1/games/${game.id}?lang=en`)).json()) as {
    groups: { markets: { id: number; coef: number | null }[] }[];
  };
  const outcomes = [
    ['1', '2', '3'],
    ['9', '10'],
  ];
  const selections = detail.groups.slice(0, 2).flatMap((group, index) =>
    group.markets.map((market, position) => ({
      id: market.id,
      coef: market.coef ?? 0,
      outcome: outcomes[index]?.[position] ?? '',
    })),
  );
  if (selections.length !== 5 || selections.some((selection) => selection.coef <= 1))
    throw new Error(`bench: ${home} is not priced as sent`);
  return { gameId: game.id, selections };
}
