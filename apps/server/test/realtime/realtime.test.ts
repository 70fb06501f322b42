import type { RealtimeChannel } from '@parlay/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RealtimeOverrides } from '../../src/realtime/index.ts';
import { type RunningServer, startServer } from '../../src/server.ts';
import { oddsChanged, scoreChanged } from '../helpers/realtime-payloads.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-databases.ts';
import { testEnv } from '../helpers/test-env.ts';
import { pubsubEnv, type TestRedis, testPubSubKinds, testRedis } from '../helpers/test-pubsubs.ts';
import { connectTestSocket, ofType, type TestSocket } from '../helpers/ws-client.ts';

const realtimeOptions: RealtimeOverrides = { historySize: 3 };

const oddsChange = (coef: number) => oddsChanged(7, coef);

// One database for the whole file: the realtime layer does not touch it.
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase('pglite');
});
afterAll(async () => {
  await database?.drop();
});

describe.each(testPubSubKinds)('/ws on %s pub/sub, two instances', (pubsubKind) => {
  let redis: TestRedis | undefined;
  let first: RunningServer;
  let second: RunningServer;
  const sockets: TestSocket[] = [];

  const connect = async (server: RunningServer) => {
    const socket = await connectTestSocket(`${server.url.replace(/^http/, 'ws')}/ws`);
    sockets.push(socket);
    return socket;
  };
  const subscribe = async (socket: TestSocket, channel: RealtimeChannel, sinceVersion?: number) => {
    socket.send({ type: 'subscribe', channel, ...(sinceVersion === undefined ? {} : { sinceVersion }) });
    return socket.next(ofType('subscribed', channel));
  };

  beforeAll(async () => {
    redis = pubsubKind === 'redis' ? testRedis() : undefined;
    const env = testEnv({ ...pubsubEnv(pubsubKind, redis), PORT: '0' });
    const common = {
      env,
      realtime: realtimeOptions,
      ...(database.client ? { database: database.client } : {}),
    };
    first = await startServer(common);
    // In-process pub/sub lives in one app: the second instance shares the first one's.
    second = await startServer({
      ...common,
      ...(pubsubKind === 'memory' ? { pubsub: first.app.pubsub } : {}),
    });
  });

  afterAll(async () => {
    await Promise.all(sockets.map((socket) => socket.close()));
    await second?.close();
    await first?.close();
    await redis?.cleanUp();
  });

  it('delivers an event published on one instance to subscribers on both, with the same version', async () => {
    const onFirst = await connect(first);
    const onSecond = await connect(second);
    expect(await subscribe(onFirst, 'odds')).toEqual({ type: 'subscribed', channel: 'odds', version: 0 });
    await subscribe(onSecond, 'odds');

    const version = await first.app.realtime.publish('odds', oddsChange(1.85));

    const expected = { type: 'event', channel: 'odds', version, payload: oddsChange(1.85) };
    expect(await onFirst.next(ofType('event'))).toEqual(expected);
    expect(await onSecond.next(ofType('event'))).toEqual(expected);
  });

  it('on reconnect with sinceVersion, replays what the client missed, in order', async () => {
    const socket = await connect(second);
    const { version: seen } = (await subscribe(socket, 'scores')) as { version: number };
    await socket.close();
    for (const home of [1, 2]) {
      await first.app.realtime.publish('scores', scoreChanged(7, home, 0));
    }
    // The instance that keeps the history has relayed both before the client comes back.
    const watcher = await connect(second);
    await subscribe(watcher, 'scores');
    await first.app.realtime.publish('scores', scoreChanged(7, 3, 0));
    await watcher.next(ofType('event', 'scores'));

    const reconnected = await connect(second);
    await subscribe(reconnected, 'scores', seen);
    const replayed = [
      await reconnected.next(ofType('event')),
      await reconnected.next(ofType('event')),
      await reconnected.next(ofType('event')),
    ];
    expect(replayed.map((message) => message.type === 'event' && message.payload)).toEqual([
      scoreChanged(7, 1, 0),
      scoreChanged(7, 2, 0),
      scoreChanged(7, 3, 0),
    ]);
    expect(replayed.map((message) => message.type === 'event' && message.version)).toEqual([
      seen + 1,
      seen + 2,
      seen + 3,
    ]);
  });

  it('on reconnect with a version older than the history, tells the client to resync', async () => {
    const watcher = await connect(first);
    await subscribe(watcher, 'notifications');
    let latest = 0;
    for (const id of ['a', 'b', 'c', 'd', 'e']) {
      latest = await second.app.realtime.publish('notifications', {
        kind: 'notice',
        id,
        messageKey: 'main_notice',
      });
    }
    await watcher.next((message) => message.type === 'event' && message.version === latest);

    const reconnected = await connect(first);
    await subscribe(reconnected, 'notifications', latest - 5);
    expect(await reconnected.next(ofType('resync'))).toEqual({
      type: 'resync',
      channel: 'notifications',
      version: latest,
    });
  });

  it('on reconnect with a version ahead of the server (a restarted stream), tells the client to resync', async () => {
    const socket = await connect(first);
    await subscribe(socket, 'config', 1_000);
    expect(await socket.next(ofType('resync'))).toMatchObject({ type: 'resync', channel: 'config' });
  });

  it('after unsubscribe, sends no more events of that channel', async () => {
    const socket = await connect(first);
    await subscribe(socket, 'odds');
    socket.send({ type: 'unsubscribe', channel: 'odds' });
    expect(await socket.next(ofType('unsubscribed'))).toEqual({ type: 'unsubscribed', channel: 'odds' });
    await first.app.realtime.publish('odds', oddsChange(2.1));
    socket.send({ type: 'ping', id: 'after-publish' });
    await socket.next(ofType('pong'));
    // The event and the pong race on different paths; give the event a moment to show up if it would.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(socket.received.filter(ofType('event'))).toEqual([]);
  });
});

describe('/ws with invalid or unwelcome input', () => {
  let server: RunningServer;
  let url: string;

  beforeAll(async () => {
    server = await startServer({
      env: testEnv({ PORT: '0' }),
      realtime: realtimeOptions,
      ...(database.client ? { database: database.client } : {}),
    });
    url = `${server.url.replace(/^http/, 'ws')}/ws`;
  });

  afterAll(async () => {
    await server?.close();
  });

  it.each([
    ['not JSON', 'hello'],
    ['an unknown message type', JSON.stringify({ type: 'bet', amount: 100 })],
    ['an unknown channel', JSON.stringify({ type: 'subscribe', channel: 'jackpots' })],
    ['a negative version', JSON.stringify({ type: 'subscribe', channel: 'odds', sinceVersion: -1 })],
  ])('with %s, answers an error message and keeps the socket open', async (_case, text) => {
    const socket = await connectTestSocket(url);
    socket.sendRaw(text);
    expect(await socket.next()).toEqual({
      type: 'error',
      code: 'INVALID_MESSAGE',
      messageKey: 'main_validation_error',
    });
    socket.send({ type: 'ping', id: 'still-there' });
    expect(await socket.next()).toEqual({ type: 'pong', id: 'still-there' });
    await socket.close();
  });

  it('refuses a per-user channel to an anonymous socket', async () => {
    const socket = await connectTestSocket(url);
    socket.send({ type: 'subscribe', channel: 'balance' });
    expect(await socket.next()).toEqual({
      type: 'error',
      code: 'UNAUTHORIZED',
      messageKey: 'main_unauthorized',
      channel: 'balance',
    });
    await socket.close();
  });

  it('refuses an upgrade from a page of another origin', async () => {
    await expect(connectTestSocket(url, { origin: 'https://evil.example' })).rejects.toThrow(
      /could not connect/,
    );
    const sameOrigin = await connectTestSocket(url, { origin: server.url });
    await sameOrigin.close();
  });
});
