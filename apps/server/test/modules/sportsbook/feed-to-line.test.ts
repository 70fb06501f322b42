import type { ServerMessage } from '@parlay/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DomainEvent } from '../../../src/events/domain-event.ts';
import { type RunningServer, startServer } from '../../../src/server.ts';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../helpers/test-databases.ts';
import { testEnv } from '../../helpers/test-env.ts';
import { connectTestSocket, type TestSocket } from '../../helpers/ws-client.ts';
import {
  descriptions,
  fixture,
  fixtureChange,
  names,
  oddsChange,
  type Sequencer,
  sequencer,
  testProducerId,
} from './feed-messages.ts';

const oddsEvent = (message: ServerMessage) => message.type === 'event' && message.channel === 'odds';
const scoresEvent = (message: ServerMessage) => message.type === 'event' && message.channel === 'scores';

describe.each(testDatabaseKinds)('feed messages in, line and socket messages out, on %s', (kind) => {
  let database: TestDatabase;
  let server: RunningServer;
  let socket: TestSocket;
  let now = Date.parse('2030-01-10T12:00:00Z');
  const sequence: Sequencer = sequencer();
  const events: DomainEvent[] = [];
  let firstGameId = 0;

  const get = async (url: string) => server.app.inject({ method: 'GET', url });
  const apply = (message: Parameters<RunningServer['app']['sportsbook']['applyFeedMessage']>[0]) =>
    server.app.sportsbook.applyFeedMessage(message);
  const gameIdOf = async (externalName: string) => {
    const response = await get('/line-api/v1/games?section=line&lang=en&limit=500');
    return response.json().games.find((game: { name: string }) => game.name === externalName)?.id as number;
  };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    server = await startServer({
      env: testEnv({ ...database.env, PORT: '0' }),
      ...(database.client ? { database: database.client } : {}),
      sportsbook: { now: () => now },
    });
    for (const type of [
      'market.settled',
      'market.settlement-confirmed',
      'market.settlement-rolled-back',
      'market.cancelled',
      'market.cancel-rolled-back',
    ] as const)
      await server.app.events.on(type, (event) => {
        events.push(event);
      });
    await server.app.sportsbook.registerProducer(testProducerId, 'test');
    await server.app.sportsbook.describeMarkets(descriptions);
    // Up: a first heartbeat, then the (empty) replay.
    await server.app.sportsbook.recordHeartbeat(
      { type: 'heartbeat', producerId: testProducerId, timestamp: now, lastSequence: 0 },
      now,
    );
    await server.app.sportsbook.completeRecovery(testProducerId, now);
    socket = await connectTestSocket(`${server.url.replace(/^http/, 'ws')}/ws`);
    for (const channel of ['odds', 'scores'] as const) {
      socket.send({ type: 'subscribe', channel });
      await socket.next((message) => message.type === 'subscribed' && message.channel === channel);
    }
  });

  afterAll(async () => {
    await socket?.close();
    await server?.close();
    await database?.drop();
  });

  it('puts a new game with its prices in the line, names in the language asked for', async () => {
    expect(await apply(fixtureChange(sequence, fixture('g1', now + 3_600_000)))).toBe('applied');
    expect(await apply(oddsChange(sequence, 'g1', { home: 1850, draw: 3400, away: 4200 }))).toBe('applied');

    const sports = (await get('/line-api/v1/sports?section=line&lang=ru')).json();
    expect(sports.sports).toEqual([
      expect.objectContaining({ name: 'Football ru', slug: 'football', gameCount: 1 }),
    ]);
    const games = (await get('/line-api/v1/games?section=line&lang=en&pageType=epl')).json();
    expect(games.total).toBe(1);
    const [game] = games.games;
    expect(game).toMatchObject({
      name: 'Arsenal — Chelsea',
      slug: 'arsenal-chelsea',
      champName: 'Premier League',
      category: { name: 'England', countryCode: 'GB' },
      home: { name: 'Arsenal' },
      status: 1,
      marketCount: 5,
    });
    const result = game.mainMarkets.find((group: { groupId: number }) => group.groupId === 1);
    expect(result.name).toBe('1X2');
    expect(
      result.markets.map((market: { coef: number; names: { outcome: string } }) => [
        market.names.outcome,
        market.coef,
      ]),
    ).toEqual([
      ['1', 1.85],
      ['X', 3.4],
      ['2', 4.2],
    ]);
    expect(result.markets[0]).toMatchObject({
      status: 'active',
      isBlocked: false,
      kind: 1,
      isLive: false,
      typeId: 1,
    });
    const detail = (await get(`/line-api/v1/games/${game.id}?lang=es`)).json();
    const total = detail.groups.find((group: { groupId: number }) => group.groupId === 17);
    expect(
      total.markets.map((market: { names: { outcome: string }; param: number }) => [
        market.names.outcome,
        market.param,
      ]),
    ).toEqual([
      ['Over (2.5) es', 2.5],
      ['Under (2.5) es', 2.5],
    ]);
  });

  it('moves prices on the socket and shows which way they moved; a repeat changes nothing, a gap is not applied', async () => {
    const gameId = await gameIdOf('Arsenal — Chelsea');
    const message = oddsChange(sequence, 'g1', { home: 1750, draw: 3500, away: 4400 });
    expect(await apply(message)).toBe('applied');
    const event = await socket.next(
      (received) => oddsEvent(received) && JSON.stringify(received).includes('1.75'),
    );
    expect(event).toMatchObject({ payload: { kind: 'odds.changed', gameId } });
    const moved = (event as { payload: { markets: { coef: number; status: string }[] } }).payload.markets;
    expect(moved.map((market) => market.coef).sort()).toEqual([1.75, 3.5, 4.4]);
    expect(moved.every((market) => market.status === 'active')).toBe(true);

    expect(await apply(message)).toBe('duplicate');
    const missing = oddsChange(sequence, 'g1', { home: 1800, draw: 3400, away: 4300 });
    const ahead = oddsChange(sequence, 'g1', { home: 1750, draw: 3500, away: 4400 });
    expect(await apply(ahead)).toBe('gap');
    let detail = (await get(`/line-api/v1/games/${gameId}?lang=en`)).json();
    expect(detail.groups[0].markets[0].coef).toBe(1.75);
    // The replay brings the missing one, then the one after it applies.
    expect(await apply(missing)).toBe('applied');
    expect(await apply(ahead)).toBe('applied');
    detail = (await get(`/line-api/v1/games/${gameId}?lang=en`)).json();
    expect(detail.groups[0].markets[0]).toMatchObject({ coef: 1.75, coefMove: 'down' });
    expect(detail.groups[0].markets[2]).toMatchObject({ coef: 4.4, coefMove: 'up' });
  });

  it('goes live: the score and clock reach the scores channel; a bet stop suspends the game and reopens with the next prices', async () => {
    const gameId = await gameIdOf('Arsenal — Chelsea');
    firstGameId = gameId;
    const clock = { seconds: 600, running: true, rate: 1, at: now };
    const live = {
      status: 2 as const,
      score: { home: 1, away: 0 },
      periodScores: [{ home: 1, away: 0 }],
      period: 1,
      clock,
    };
    expect(
      await apply(oddsChange(sequence, 'g1', { home: 1400, draw: 4500, away: 7000 }, { gameState: live })),
    ).toBe('applied');
    expect(await socket.next(scoresEvent)).toMatchObject({
      payload: {
        kind: 'score.changed',
        gameId,
        status: 2,
        score: { home: 1, away: 0 },
        clock,
        finished: false,
      },
    });
    const liveGames = (await get('/line-api/v1/games?section=live&lang=en')).json();
    expect(liveGames.games.map((game: { id: number }) => game.id)).toEqual([gameId]);
    expect(liveGames.games[0]).toMatchObject({ isLive: true, gameTime: 600, period: 1 });
    expect((await get('/line-api/v1/games?section=line&lang=en')).json().total).toBe(0);

    await apply({
      type: 'bet-stop',
      producerId: testProducerId,
      sequence: sequence.next(),
      timestamp: now,
      gameId: 'g1',
    });
    const stopped = await socket.next(
      (message) => oddsEvent(message) && JSON.stringify(message).includes('suspended'),
    );
    expect((stopped as { payload: { markets: { status: string }[] } }).payload.markets).toHaveLength(5);
    const [selection] = (await get(`/line-api/v1/games/${gameId}?lang=en`)).json().groups[0].markets;
    expect(selection).toMatchObject({ status: 'suspended', isBlocked: true });
    const found = await server.app.sportsbook.findSelections([selection.id, 999_999_999]);
    expect(found.size).toBe(1);
    expect(found.get(selection.id)).toMatchObject({
      status: 'suspended',
      bettable: false,
      coef: 1400,
      game: { status: 2 },
    });

    await apply(oddsChange(sequence, 'g1', { home: 1450, draw: 4300, away: 6800 }, { gameState: live }));
    expect((await server.app.sportsbook.findSelections([selection.id])).get(selection.id)).toMatchObject({
      status: 'active',
      bettable: true,
      coef: 1450,
    });
  });

  it('settles live-scouted then confirmed, tells the coupon once each, and rolls a settlement back', async () => {
    const gameId = firstGameId;
    const ended = {
      status: 4 as const,
      score: { home: 2, away: 0 },
      periodScores: [
        { home: 1, away: 0 },
        { home: 1, away: 0 },
      ],
      period: 2,
      clock: null,
    };
    await apply(
      oddsChange(
        sequence,
        'g1',
        { home: 1450, draw: 4300, away: 6800 },
        { gameState: ended, status: 'deactivated' },
      ),
    );
    const settlement = (certainty: 'live-scouted' | 'confirmed') => ({
      type: 'settlement' as const,
      producerId: testProducerId,
      sequence: sequence.next(),
      timestamp: now,
      gameId: 'g1',
      certainty,
      markets: [
        {
          typeId: 1,
          specifier: '',
          outcomes: [
            { id: '1', result: 'won' as const, voidFactor: 0 as const, deadHeatFactor: 1 },
            { id: '2', result: 'lost' as const, voidFactor: 0 as const, deadHeatFactor: 1 },
            { id: '3', result: 'lost' as const, voidFactor: 0 as const, deadHeatFactor: 1 },
          ],
        },
      ],
    });
    events.length = 0;
    await apply(settlement('live-scouted'));
    await apply(settlement('confirmed'));
    await expect
      .poll(() => events.map((event) => event.type))
      .toEqual(['market.settled', 'market.settlement-confirmed']);
    const settled = events[0] as Extract<DomainEvent, { type: 'market.settled' }>;
    expect(settled).toMatchObject({ gameId, certainty: 'live-scouted' });
    expect(settled.selections.map((entry) => entry.won)).toEqual([true, false, false]);
    const found = await server.app.sportsbook.findSelections([settled.selections[0]!.selectionId]);
    expect(found.get(settled.selections[0]!.selectionId)).toMatchObject({
      status: 'settled',
      certainty: 'confirmed',
      result: { won: true, voidFactor: 0, deadHeatFactor: 1 },
      bettable: false,
    });
    const results = (await get('/line-api/v1/results?lang=en&date=2030-01-10')).json();
    expect(results.games).toEqual([
      expect.objectContaining({ id: gameId, status: 4, finished: true, score: { home: 2, away: 0 } }),
    ]);

    await apply({
      type: 'rollback-settlement',
      producerId: testProducerId,
      sequence: sequence.next(),
      timestamp: now,
      gameId: 'g1',
      markets: [{ typeId: 1, specifier: '' }],
    });
    await expect.poll(() => events.at(-1)?.type).toBe('market.settlement-rolled-back');
    expect(found.size).toBe(1);
    expect(
      (await server.app.sportsbook.findSelections([settled.selections[0]!.selectionId])).get(
        settled.selections[0]!.selectionId,
      ),
    ).toMatchObject({ status: 'deactivated', result: null });
  });

  it('voids bets within a cancel window, and takes the cancel back', async () => {
    await apply(
      fixtureChange(
        sequence,
        fixture('g2', now + 7_200_000, {
          competitors: [
            { id: 'g2:home', names: names('Everton'), countryCode: 'GB' },
            { id: 'g2:away', names: names('Fulham'), countryCode: 'GB' },
          ],
        }),
      ),
    );
    await apply(oddsChange(sequence, 'g2', { home: 2100, draw: 3300, away: 3400 }));
    const window = { from: now - 60_000, to: now };
    events.length = 0;
    await apply({
      type: 'cancel',
      producerId: testProducerId,
      sequence: sequence.next(),
      timestamp: now,
      gameId: 'g2',
      markets: [{ typeId: 17, specifier: 'total=2.5' }],
      window,
      reason: 'odds-error',
    });
    await expect.poll(() => events.map((event) => event.type)).toEqual(['market.cancelled']);
    const cancelled = events[0] as Extract<DomainEvent, { type: 'market.cancelled' }>;
    expect(cancelled).toMatchObject({ window, reason: 'odds-error' });
    expect(cancelled.selectionIds).toHaveLength(2);
    const [over] = cancelled.selectionIds;
    expect((await server.app.sportsbook.findSelections([over!])).get(over!)).toMatchObject({
      status: 'active',
      cancelWindows: [window],
    });
    await apply({
      type: 'rollback-cancel',
      producerId: testProducerId,
      sequence: sequence.next(),
      timestamp: now,
      gameId: 'g2',
      markets: [{ typeId: 17, specifier: 'total=2.5' }],
      window,
    });
    await expect.poll(() => events.at(-1)?.type).toBe('market.cancel-rolled-back');
    expect((await server.app.sportsbook.findSelections([over!])).get(over!)?.cancelWindows).toEqual([]);
  });

  it('suspends every market of a producer silent for over 20 s, until it is back and has replayed', async () => {
    const gameId = await gameIdOf('Everton — Fulham');
    const heartbeat = {
      type: 'heartbeat' as const,
      producerId: testProducerId,
      timestamp: now,
      lastSequence: sequence.last,
    };
    await server.app.sportsbook.recordHeartbeat(heartbeat, now);
    now += 20_000;
    expect(await server.app.sportsbook.checkLiveness(now)).toEqual([]);
    now += 1;
    expect(await server.app.sportsbook.checkLiveness(now)).toEqual([testProducerId]);
    expect(
      await socket.next((message) => oddsEvent(message) && JSON.stringify(message).includes('feed.status')),
    ).toMatchObject({
      payload: { kind: 'feed.status', producerId: testProducerId, available: false },
    });
    const suspended = (await get(`/line-api/v1/games/${gameId}?lang=en`)).json().groups[0].markets[0];
    expect(suspended).toMatchObject({ status: 'suspended', isBlocked: true });

    expect(await server.app.sportsbook.recordHeartbeat({ ...heartbeat, timestamp: now }, now)).toEqual({
      replay: true,
      afterSequence: sequence.last,
    });
    // Recovering: still no bets until the replay is through.
    expect((await get(`/line-api/v1/games/${gameId}?lang=en`)).json().groups[0].markets[0].status).toBe(
      'suspended',
    );
    await server.app.sportsbook.completeRecovery(testProducerId, now);
    expect(
      await socket.next((message) => JSON.stringify(message).includes('"available":true')),
    ).toMatchObject({
      payload: { kind: 'feed.status', available: true },
    });
    expect((await get(`/line-api/v1/games/${gameId}?lang=en`)).json().groups[0].markets[0]).toMatchObject({
      status: 'active',
      isBlocked: false,
    });
  });

  it('names outright selections by their competitor, as a long-term market', async () => {
    const competitors = ['Arsenal', 'Liverpool', 'Manchester City'].map((name, index) => ({
      id: `team:${index}`,
      names: names(name),
      countryCode: 'GB',
    }));
    await apply(
      fixtureChange(
        sequence,
        fixture('o1', now + 90 * 24 * 3_600_000, {
          kind: 'outright',
          competitors,
          names: names('Premier League — winner'),
        }),
      ),
    );
    await apply({
      type: 'odds-change',
      producerId: testProducerId,
      sequence: sequence.next(),
      timestamp: now,
      gameId: 'o1',
      markets: [
        {
          typeId: 500,
          specifier: '',
          status: 'active',
          isLive: false,
          kind: 7,
          outcomes: competitors.map((competitor, index) => ({
            id: competitor.id,
            typeId: 1000,
            odds: 2000 + index * 1000,
          })),
        },
      ],
    });
    const champs = (await get('/line-api/v1/championships?section=line&lang=en')).json().championships;
    expect(champs).toEqual([
      expect.objectContaining({ name: 'Premier League', gameCount: 2, isLongTerm: false }),
    ]);
    const outright = (await get('/line-api/v1/games?section=line&lang=kk'))
      .json()
      .games.find((game: { kind: string }) => game.kind === 'outright');
    expect(outright).toMatchObject({ name: 'Premier League — winner kk', home: null });
    expect(
      outright.mainMarkets[0].markets.map(
        (market: { names: { outcome: string }; kind: number; isDisabledBanker: boolean }) => [
          market.names.outcome,
          market.kind,
          market.isDisabledBanker,
        ],
      ),
    ).toEqual([
      ['Arsenal kk', 7, true],
      ['Liverpool kk', 7, true],
      ['Manchester City kk', 7, true],
    ]);
  });
});
