import type { FeedMessage } from '@parlay/contract';
import { accountIdFrom, moneyFromDecimal } from '@parlay/domain';
import { expect } from 'vitest';
import type { App } from '../../../src/app.ts';
import {
  freshKey as freshRequestKey,
  moneyOn,
  newPlayer,
  type Player,
} from '../payments/payments-helpers.ts';
import {
  descriptions,
  fixture,
  fixtureChange,
  names,
  oddsChange,
  type Sequencer,
  sequencer,
  testProducerId,
} from '../sportsbook/feed-messages.ts';

export { freshRequestKey as freshKey, moneyOn };

/** A test clock both the sportsbook and the coupon read (cancel windows compare their times). */
export function testClock(start = Date.parse('2030-03-01T12:00:00Z')) {
  let now = start;
  return {
    now: () => now,
    advance(ms: number) {
      now += ms;
    },
  };
}

export type TestClock = ReturnType<typeof testClock>;

/** The feed's producer up (a heartbeat and an empty replay) and the market names described. */
export async function openLine(app: App, clock: TestClock): Promise<Sequencer> {
  await app.sportsbook.registerProducer(testProducerId, 'test');
  await app.sportsbook.describeMarkets(descriptions);
  await app.sportsbook.recordHeartbeat(
    { type: 'heartbeat', producerId: testProducerId, timestamp: clock.now(), lastSequence: 0 },
    clock.now(),
  );
  await app.sportsbook.completeRecovery(testProducerId, clock.now());
  return sequencer();
}

/** Moves the clock on, the producer's heartbeat with it (a producer silent for 20 s takes no bets). */
export async function passTime(app: App, clock: TestClock, sequence: Sequencer, ms: number): Promise<void> {
  clock.advance(ms);
  await app.sportsbook.recordHeartbeat(
    { type: 'heartbeat', producerId: testProducerId, timestamp: clock.now(), lastSequence: sequence.last },
    clock.now(),
  );
}

/** A game's selections by outcome: 1X2 and total 2.5 over/under. */
export interface GameSelections {
  externalId: string;
  gameId: number;
  home: number;
  draw: number;
  away: number;
  over: number;
  under: number;
}

let gameNumber = 0;

/** A new game two hours ahead, priced; answers its selections' ids from the line API. */
export async function newGame(
  app: App,
  sequence: Sequencer,
  clock: TestClock,
  prices: { home: number; draw: number; away: number } = { home: 1850, draw: 3400, away: 4200 },
): Promise<GameSelections> {
  gameNumber += 1;
  const externalId = `cg${gameNumber}`;
  const home = `Home ${gameNumber}`;
  await apply(
    app,
    fixtureChange(
      sequence,
      fixture(externalId, clock.now() + 7_200_000, {
        competitors: [
          { id: `${externalId}:home`, names: names(home), countryCode: 'GB' },
          { id: `${externalId}:away`, names: names(`Away ${gameNumber}`), countryCode: 'GB' },
        ],
      }),
    ),
  );
  await apply(app, oddsChange(sequence, externalId, prices));
  const list = await app.inject({ method: 'GET', url: '/line-api/v1/games?section=line&lang=en&limit=500' });
  const game = (list.json() as { games: { id: number; name: string }[] }).games.find((candidate) =>
    candidate.name.startsWith(`${home} —`),
  );
  if (game === undefined) throw new Error(`game ${externalId} not in the line`);
  const detail = await app.inject({ method: 'GET', url: `/line-api/v1/games/${game.id}?lang=en` });
  const groups = (detail.json() as { groups: { markets: { id: number }[] }[] }).groups;
  const [result, total] = groups;
  const id = (group: typeof result, index: number) => {
    const selection = group?.markets[index];
    if (selection === undefined) throw new Error('a selection is missing');
    return selection.id;
  };
  return {
    externalId,
    gameId: game.id,
    home: id(result, 0),
    draw: id(result, 1),
    away: id(result, 2),
    over: id(total, 0),
    under: id(total, 1),
  };
}

export async function apply(app: App, message: FeedMessage): Promise<void> {
  expect(await app.sportsbook.applyFeedMessage(message)).toBe('applied');
}

/** A signed-in player whose main account (RUB) holds `funds`. */
export async function playerWith(app: App, funds: string): Promise<Player> {
  const player = await newPlayer(app);
  await app.wallet.deposit({
    accountId: accountIdFrom(player.accountId),
    amount: moneyFromDecimal(funds, 'RUB'),
    provider: 'test',
    idempotency: { scope: 'coupon-test', key: freshRequestKey() },
  });
  return player;
}

/** Posts a coupon with an `Idempotency-Key` (a fresh one unless given). */
export function place(player: Player, body: Record<string, unknown>, key: string = freshRequestKey()) {
  return player.client.post(
    '/coupon-api/place?lang=en',
    { accountId: player.accountId, ...body },
    {
      headers: { 'idempotency-key': key },
    },
  );
}

/** A bet stop on a game: its markets take no bets until the next odds change. */
export function betStop(
  sequence: Sequencer,
  clock: TestClock,
  game: Pick<GameSelections, 'externalId'>,
): FeedMessage {
  return {
    type: 'bet-stop',
    producerId: testProducerId,
    sequence: sequence.next(),
    timestamp: clock.now(),
    gameId: game.externalId,
  };
}

/** A settlement of a game's 1X2 market: which outcome won (the others lost). */
export function settleResult(
  sequence: Sequencer,
  clock: TestClock,
  game: GameSelections,
  winner: '1' | '2' | '3',
  certainty: 'live-scouted' | 'confirmed' = 'confirmed',
): FeedMessage {
  return {
    type: 'settlement',
    producerId: testProducerId,
    sequence: sequence.next(),
    timestamp: clock.now(),
    gameId: game.externalId,
    certainty,
    markets: [
      {
        typeId: 1,
        specifier: '',
        outcomes: (['1', '2', '3'] as const).map((id) => ({
          id,
          result: id === winner ? ('won' as const) : ('lost' as const),
          voidFactor: 0 as const,
          deadHeatFactor: 1,
        })),
      },
    ],
  };
}

/** The wallet's check of the whole ledger: no problem. */
export async function expectLedgerWhole(app: App): Promise<void> {
  expect((await app.wallet.verify()).problems).toEqual([]);
}
