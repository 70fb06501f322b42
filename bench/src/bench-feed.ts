/**
 * The coupon scenarios' odds provider: a scripted feed adapter (`FeedAdapter`, the boundary a real
 * provider plugs into), so the games the players bet on and their results reach the sportsbook the
 * way the real system's do — through the feed role's consumer, in sequence, with heartbeats and
 * replay — and the sportsbook tells the coupon by its domain events.
 */
import type {
  FeedMessage,
  Fixture,
  HeartbeatMessage,
  LocalizedText,
  MarketDescription,
} from '@parlay/contract';
import { marketTypeIds, outcomeTypeIds, siteLanguageCodes } from '@parlay/domain';
import type { App } from '@parlay/server/app';
import type { FeedAdapter, FeedHandlers } from '@parlay/server/feed';

/** Well clear of the simulator's producer. */
const producerId = 900;
const heartbeatEveryMs = 2_000;

function names(english: string): LocalizedText {
  return Object.fromEntries(siteLanguageCodes.map((language) => [language, english])) as LocalizedText;
}

const descriptions: MarketDescription[] = [
  {
    typeId: marketTypeIds.result,
    names: names('1X2'),
    outcomes: [
      { typeId: outcomeTypeIds.home, names: names('1') },
      { typeId: outcomeTypeIds.draw, names: names('X') },
      { typeId: outcomeTypeIds.away, names: names('2') },
    ],
  },
  {
    typeId: marketTypeIds.total,
    names: names('Total'),
    outcomes: [
      { typeId: outcomeTypeIds.over, names: names('Over ({param})') },
      { typeId: outcomeTypeIds.under, names: names('Under ({param})') },
    ],
  },
];

/** A message without its producer, number and time, which the feed gives it when sent. */
type Unnumbered = FeedMessage extends infer Message
  ? Message extends FeedMessage
    ? Omit<Message, 'producerId' | 'sequence' | 'timestamp'>
    : never
  : never;

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
  let handlers: FeedHandlers | undefined;
  let timer: NodeJS.Timeout | undefined;

  const heartbeat = async () => {
    const message: HeartbeatMessage = {
      type: 'heartbeat',
      producerId,
      timestamp: Date.now(),
      lastSequence: log.length,
    };
    await handlers?.onHeartbeat(message);
  };

  /** Numbers the message and delivers it; resolves once the sportsbook has applied it. */
  async function send(message: Unnumbered): Promise<void> {
    if (handlers === undefined)
      throw new Error('bench feed: not connected (is this instance the feed leader?)');
    const numbered = {
      ...message,
      producerId,
      sequence: log.length + 1,
      timestamp: Date.now(),
    } as FeedMessage;
    log.push(numbered);
    await handlers.onMessage(numbered);
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
      await send({ type: 'fixture-change', change: 'new', fixture: fixtureOf(externalId, home, gameNumber) });
      await send({ type: 'odds-change', gameId: externalId, markets: pricedMarkets(gameNumber) });
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

function fixtureOf(externalId: string, home: string, number: number): Fixture {
  return {
    gameId: externalId,
    kind: 'match',
    sport: { id: 'bench:sport:football', names: names('Football'), sortOrder: 1 },
    category: { id: 'bench:category:england', names: names('England'), countryCode: 'GB' },
    championship: { id: 'bench:champ:league', names: names('Bench League'), sections: [], sortOrder: 1 },
    competitors: [
      { id: `${externalId}:home`, names: names(home), countryCode: 'GB' },
      { id: `${externalId}:away`, names: names(`Bench Away ${number}`), countryCode: 'GB' },
    ],
    startAt: Date.now() + 2 * 60 * 60_000,
    liveCoverage: true,
    sections: [],
    hasVideo: false,
    playersDuel: false,
  };
}

/** 1X2 and total 2.5, prices varying a little from game to game. */
function pricedMarkets(number: number) {
  const shift = (number % 7) * 50;
  return [
    {
      typeId: marketTypeIds.result,
      specifier: '',
      status: 'active' as const,
      isLive: false,
      kind: 1 as const,
      outcomes: [
        { id: '1', typeId: outcomeTypeIds.home, odds: 1850 + shift },
        { id: '2', typeId: outcomeTypeIds.draw, odds: 3400 },
        { id: '3', typeId: outcomeTypeIds.away, odds: 4200 - shift },
      ],
    },
    {
      typeId: marketTypeIds.total,
      specifier: 'total=2.5',
      status: 'active' as const,
      isLive: false,
      kind: 1 as const,
      outcomes: [
        { id: '9', typeId: outcomeTypeIds.over, odds: 1900 },
        { id: '10', typeId: outcomeTypeIds.under, odds: 1900 },
      ],
    },
  ];
}

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
