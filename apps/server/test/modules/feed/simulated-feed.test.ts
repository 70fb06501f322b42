import type { ServerMessage } from '@parlay/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DomainEvent } from '../../../src/events/domain-event.ts';
import { manualClock } from '../../../src/modules/feed/index.ts';
import { defaultScheduleOptions } from '../../../src/modules/feed/simulator/schedule.ts';
import { type RunningServer, startServer } from '../../../src/server.ts';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../helpers/test-databases.ts';
import { testEnv } from '../../helpers/test-env.ts';
import { connectTestSocket, type TestSocket } from '../../helpers/ws-client.ts';

const isOdds = (message: ServerMessage) => message.type === 'event' && message.channel === 'odds';
const isScores = (message: ServerMessage) => message.type === 'event' && message.channel === 'scores';
type OddsPayload = { kind: string; gameId: number; markets: { id: number; status: string }[] };

describe.each(testDatabaseKinds)('the built-in feed simulator driving the line on %s', (kind) => {
  let database: TestDatabase;
  let server: RunningServer;
  let socket: TestSocket;
  // The simulated world's time, moved by the test: the feed, the line and liveness all follow it.
  const clock = manualClock(Date.parse('2030-05-01T12:00:00Z'));
  const events: DomainEvent[] = [];

  const get = (url: string) => server.app.inject({ method: 'GET', url });
  const simulator = () => server.app.feed.simulator!;
  /**
   * One simulated step: time moves, the simulator produces, the line applies it all, and the event
   * loop gets a turn to carry what was published through the socket (PGlite answers without I/O).
   */
  const step = async (ms: number) => {
    clock.advance(ms);
    await simulator().heartbeat();
    await simulator().round();
    await server.app.feed.consumer!.settled();
    for (let turn = 0; turn < 3; turn += 1) await new Promise((resolve) => setImmediate(resolve));
  };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    server = await startServer({
      env: testEnv({ ...database.env, PORT: '0' }),
      ...(database.client ? { database: database.client } : {}),
      roles: ['web', 'feed'],
      feed: {
        now: clock.now,
        // Liveness is checked by the test against its clock, never by the consumer's real-time timer.
        livenessEveryMs: 24 * 3_600_000,
        simulator: {
          clock,
          autoRun: false,
          timings: { confirmAfterMs: 30_000 },
          schedule: {
            ...defaultScheduleOptions,
            lineDays: 2,
            sports: ['football', 'marble_racing', 'politics'],
          },
        },
      },
      sportsbook: { now: clock.now },
    });
    for (const type of ['market.settled', 'market.settlement-confirmed', 'market.cancelled'] as const)
      await server.app.events.on(type, (event) => {
        events.push(event);
      });
    socket = await connectTestSocket(`${server.url.replace(/^http/, 'ws')}/ws`);
    for (const channel of ['odds', 'scores'] as const) {
      socket.send({ type: 'subscribe', channel });
      await socket.next((message) => message.type === 'subscribed' && message.channel === channel);
    }
    await simulator().heartbeat();
    await step(0);
  });

  afterAll(async () => {
    await socket?.close();
    await server?.close();
    await database?.drop();
  });

  it('fills the line for the coming days with named sports, championships, specials and long-term markets', async () => {
    expect(server.app.feed.isLeader()).toBe(true);
    const sports = (await get('/line-api/v1/sports?section=line&lang=uk')).json().sports;
    expect(sports.map((sport: { name: string }) => sport.name)).toEqual([
      'Футбол',
      'Перегони кульок',
      'Політика',
    ]);
    const epl = (await get('/line-api/v1/championships?section=line&lang=es&pageType=epl')).json()
      .championships;
    expect(epl).toEqual([
      expect.objectContaining({
        name: 'Premier League',
        category: expect.objectContaining({ name: 'Inglaterra' }),
      }),
    ]);
    const politics = (await get('/line-api/v1/games?section=line&lang=ru&pageType=politics')).json().games;
    expect(politics.map((game: { name: string }) => game.name)).toEqual([
      'Парламентские выборы: партия-победитель',
      'Президентские выборы: победитель',
    ]);
    expect(politics[0].mainMarkets[0].markets[0]).toMatchObject({
      kind: 7,
      groupId: 500,
      names: { outcome: 'Зелёный союз' },
    });
    const football = (await get('/line-api/v1/games?section=line&lang=en&limit=500&sport=1')).json();
    expect(football.total).toBeGreaterThan(30);
    const [game] = football.games.filter((entry: { kind: string }) => entry.kind === 'match');
    const detail = (await get(`/line-api/v1/games/${game.id}?lang=en`)).json();
    expect(detail.groups.map((group: { name: string }) => group.name)).toEqual([
      'Match result',
      'Double chance',
      'Handicap',
      'Total',
      'Both teams to score',
    ]);
    // A market's prices carry the book's margin: implied probabilities above 1.
    const result = detail.groups[0].markets.map((market: { coef: number }) => market.coef);
    const implied = result.reduce((sum: number, coef: number) => sum + 1 / coef, 0);
    expect(implied).toBeGreaterThan(1.03);
    expect(implied).toBeLessThan(1.1);
  });

  it('plays live games: scores reach the socket, markets stop around a goal and reopen, games end settled', async () => {
    const live = (await get('/line-api/v1/games?section=live&lang=en')).json();
    expect(live.total).toBeGreaterThan(0);
    let stopped: { gameId: number; at: number } | undefined;
    let reopened = false;
    const scored = new Set<number>();
    let settled: Extract<DomainEvent, { type: 'market.settled' }> | undefined;
    // At most an hour of the world, in 3-second steps.
    for (let index = 0; index < 1200 && !(reopened && settled); index += 1) {
      await step(3_000);
      for (const message of socket.received.filter(isOdds).splice(0)) {
        const payload = (message as { payload: OddsPayload }).payload;
        if (payload.kind !== 'odds.changed') continue;
        const statuses = new Set(payload.markets.map((market) => market.status));
        if (
          stopped === undefined &&
          statuses.size === 1 &&
          statuses.has('suspended') &&
          payload.markets.length > 5
        )
          stopped = { gameId: payload.gameId, at: clock.now() };
        else if (stopped !== undefined && payload.gameId === stopped.gameId && statuses.has('active'))
          reopened = true;
      }
      for (const message of socket.received.filter(isScores)) {
        const { payload } = message as { payload: { gameId: number; score: { home: number; away: number } } };
        if (payload.score.home + payload.score.away > 0) scored.add(payload.gameId);
      }
      socket.received.length = 0;
      settled ??= events.find(
        (event): event is Extract<DomainEvent, { type: 'market.settled' }> =>
          event.type === 'market.settled' &&
          event.certainty === 'live-scouted' &&
          event.selections.length === 3,
      );
    }
    expect(stopped).toBeDefined();
    expect(reopened).toBe(true);
    // The goal that stopped the game reached the scores channel.
    expect(scored.has(stopped!.gameId)).toBe(true);
    expect(settled).toBeDefined();
    const selection = (await server.app.sportsbook.findSelections([settled!.selections[0]!.selectionId])).get(
      settled!.selections[0]!.selectionId,
    );
    expect(selection).toMatchObject({ status: 'settled', bettable: false });
    const day = new Date(clock.now()).toISOString().slice(0, 10);
    const results = (await get(`/line-api/v1/results?lang=en&date=${day}&type=live`)).json().games;
    expect(
      results.some((game: { id: number; finished: boolean }) => game.id === settled!.gameId && game.finished),
    ).toBe(true);
    // The official results follow the scouted ones.
    for (
      let index = 0;
      index < 20 && !events.some((event) => event.type === 'market.settlement-confirmed');
      index += 1
    )
      await step(3_000);
    expect(
      events.some(
        (event) => event.type === 'market.settlement-confirmed' && event.gameId === settled!.gameId,
      ),
    ).toBe(true);
  });

  it('suspends every market when the feed falls silent for over 20 s, and reopens after the replay', async () => {
    // A live market open at this moment: every live game can be stopped around a goal, or between
    // one game's end and the next one's kick-off, so the simulation runs on until one is open.
    const openLiveMarket = async (): Promise<{ id: number } | undefined> => {
      const live = (await get('/line-api/v1/games?section=live&lang=en')).json().games;
      return live
        .flatMap((game: { mainMarkets: { markets: { id: number; status: string }[] }[] }) =>
          game.mainMarkets.flatMap((group) => group.markets),
        )
        .find((market: { status: string }) => market.status === 'active');
    };
    let open: { id: number } | undefined;
    for (let index = 0; index < 30 && open === undefined; index += 1) {
      await step(1_000);
      open = await openLiveMarket();
    }
    if (open === undefined) throw new Error('no live market opened in 30 simulated seconds');
    clock.advance(21_000);
    expect(await server.app.sportsbook.checkLiveness(clock.now())).toEqual([simulator().producer.id]);
    expect(
      await socket.next((message) => JSON.stringify(message).includes('"available":false')),
    ).toBeDefined();
    expect((await server.app.sportsbook.findSelections([open.id])).get(open.id)).toMatchObject({
      status: 'suspended',
      bettable: false,
    });

    // Messages produced while the line was not listening: the replay brings them.
    await server.app.feed.consumer!.stop();
    await simulator().round();
    const behind = await server.app.sportsbook.producerState(simulator().producer.id);
    await server.app.feed.consumer!.start();
    await simulator().heartbeat();
    await server.app.feed.consumer!.settled();
    const caughtUp = await server.app.sportsbook.producerState(simulator().producer.id);
    expect(caughtUp?.status).toBe('up');
    expect(caughtUp!.lastSequence).toBeGreaterThan(behind!.lastSequence);
    expect(
      await socket.next((message) => JSON.stringify(message).includes('"available":true')),
    ).toBeDefined();
  });

  it('carries on after a restart without announcing anything twice', async () => {
    const before = (await get('/line-api/v1/games?section=line&lang=en&limit=1')).json().total;
    const state = await server.app.sportsbook.producerState(simulator().producer.id);
    await server.app.feed.consumer!.stop();
    await server.app.feed.consumer!.start();
    await simulator().heartbeat();
    await step(1_000);
    const after = await server.app.sportsbook.producerState(simulator().producer.id);
    expect(after!.lastSequence).toBeGreaterThanOrEqual(state!.lastSequence);
    expect(
      (await get('/line-api/v1/games?section=line&lang=en&limit=1')).json().total,
    ).toBeGreaterThanOrEqual(before - 2);
  });
});
