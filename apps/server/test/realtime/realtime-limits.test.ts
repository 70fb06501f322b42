import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import type { RealtimePayload } from '@parlay/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket as WsClient } from 'ws';
import { maxClientMessageBytes } from '../../src/plugins/external/websocket.ts';
import type { RealtimeOverrides } from '../../src/realtime/index.ts';
import { type RunningServer, startServer } from '../../src/server.ts';
import { oddsChanged } from '../helpers/realtime-payloads.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-databases.ts';
import { testEnv } from '../helpers/test-env.ts';
import { connectTestSocket, ofType, type TestSocket } from '../helpers/ws-client.ts';

const socketsPerAddress = 3;
const realtimeOptions: RealtimeOverrides = {
  limits: { messagesPerSecond: 5, messageBurst: 10, maxRateViolations: 3, maxBufferedBytes: 64 * 1024 },
};

/** The sockets come through a proxy on loopback that names the client's address, as in production. */
const from = (address: string) => ({ 'x-forwarded-for': address });

/** How the server answers an upgrade it refuses: status and error envelope. */
function refusedUpgrade(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const upgrade = httpRequest(url.replace(/^ws/, 'http'), {
      headers: {
        ...headers,
        connection: 'Upgrade',
        upgrade: 'websocket',
        'sec-websocket-version': '13',
        'sec-websocket-key': randomBytes(16).toString('base64'),
      },
    });
    upgrade.on('upgrade', (_response, socket) => {
      socket.destroy();
      reject(new Error('the upgrade was accepted'));
    });
    upgrade.on('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        text += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) }));
    });
    upgrade.on('error', reject);
    upgrade.end();
  });
}

/** A price change for 1,000 selections, ~45 kB of JSON: a few fill a socket's buffers. */
const bigOddsChange = (coef: number): RealtimePayload<'odds'> => ({
  kind: 'odds.changed',
  gameId: 7,
  markets: Array.from({ length: 1_000 }, (_, index) => ({ id: index + 1, coef, status: 'active' as const })),
});

describe('/ws limits per client', () => {
  let database: TestDatabase;
  let server: RunningServer;
  let url: string;
  const sockets: TestSocket[] = [];

  const connectFrom = async (address: string) => {
    const socket = await connectTestSocket(url, from(address));
    sockets.push(socket);
    return socket;
  };
  /** The socket is served: it answers a ping. */
  const expectServed = async (socket: TestSocket) => {
    const id = randomBytes(4).toString('hex');
    socket.send({ type: 'ping', id });
    expect(await socket.next(ofType('pong'))).toEqual({ type: 'pong', id });
  };
  const subscribe = async (socket: TestSocket) => {
    socket.send({ type: 'subscribe', channel: 'odds' });
    await socket.next(ofType('subscribed', 'odds'));
  };

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    server = await startServer({
      env: testEnv({
        PORT: '0',
        TRUST_PROXY: '127.0.0.1',
        REALTIME_SOCKETS_PER_ADDRESS: String(socketsPerAddress),
      }),
      realtime: realtimeOptions,
      ...(database.client ? { database: database.client } : {}),
    });
    url = `${server.url.replace(/^http/, 'ws')}/ws`;
  });

  afterAll(async () => {
    await Promise.all(sockets.map((socket) => socket.close()));
    await server?.close();
    await database?.drop();
  });

  it('refuses an address its sockets past the cap with 429, serves other addresses, and frees a place on close', async () => {
    const held = await Promise.all(
      Array.from({ length: socketsPerAddress }, () => connectFrom('203.0.113.7')),
    );

    expect(await refusedUpgrade(url, from('203.0.113.7'))).toEqual({
      status: 429,
      body: { status: 429, code: 'TOO_MANY_REQUESTS', messageKey: 'main_too_many_requests' },
    });
    await expect(connectTestSocket(url, from('203.0.113.7'))).rejects.toThrow(/could not connect/);
    await expectServed(await connectFrom('198.51.100.20'));
    for (const socket of held) await expectServed(socket);

    await held[0]?.close();
    await expectServed(await connectFrom('203.0.113.7'));
  });

  it('lets only the cap through when an address opens many sockets at once', async () => {
    const attempts = await Promise.allSettled(
      Array.from({ length: 4 * socketsPerAddress }, () => connectFrom('203.0.113.8')),
    );
    expect(attempts.filter(({ status }) => status === 'fulfilled')).toHaveLength(socketsPerAddress);
  });

  it('counts an IPv6 client by its /64, where its host part changes at will', async () => {
    for (const host of ['a', 'b', 'c']) await connectFrom(`2001:db8:1:2::${host}`);

    expect(await refusedUpgrade(url, from('2001:db8:1:2:ffff::1'))).toMatchObject({ status: 429 });
    await expectServed(await connectFrom('2001:db8:1:3::a'));
  });

  it('closes a socket that floods it with messages, while another on the same channel gets every event meanwhile', async () => {
    const watcher = await connectFrom('198.51.100.30');
    const flooder = await connectFrom('198.51.100.31');
    await subscribe(watcher);
    await subscribe(flooder);

    for (let index = 0; index < 200; index += 1) flooder.send({ type: 'ping' });
    const duringFlood = await Promise.all(
      [1.1, 1.2, 1.3].map((coef) => server.app.realtime.publish('odds', oddsChanged(7, coef))),
    );
    expect(await flooder.next(ofType('error'))).toMatchObject({ code: 'RATE_LIMITED' });
    expect((await flooder.closed).code).toBe(1008);
    const afterFlood = await server.app.realtime.publish('odds', oddsChanged(7, 1.4));

    const versions = [...duringFlood, afterFlood];
    for (const version of versions)
      expect(await watcher.next(ofType('event', 'odds'))).toMatchObject({ version });
    await expectServed(watcher);
  });

  it(`closes a socket with 1009 on a message over ${maxClientMessageBytes} bytes, before reading it`, async () => {
    const socket = await connectFrom('198.51.100.40');
    socket.sendRaw(' '.repeat(maxClientMessageBytes));
    expect(await socket.next(ofType('error'))).toMatchObject({ code: 'INVALID_MESSAGE' });

    socket.sendRaw(' '.repeat(maxClientMessageBytes + 1));
    expect((await socket.closed).code).toBe(1009);
  });

  it('cuts off a socket that stops reading, while another on the same channel gets every event', async () => {
    const watcher = await connectFrom('198.51.100.50');
    await subscribe(watcher);
    const stalled = new WsClient(url, { headers: from('198.51.100.51') });
    try {
      const stalledClose = new Promise<number>((resolve) => stalled.on('close', (code) => resolve(code)));
      await new Promise((resolve, reject) => {
        stalled.once('open', resolve);
        stalled.once('error', reject);
      });
      const stalledSubscribed = new Promise((resolve) => stalled.once('message', resolve));
      stalled.send(JSON.stringify({ type: 'subscribe', channel: 'odds' }));
      await stalledSubscribed;
      stalled.pause();

      // More than the kernel buffers of a loopback connection hold (a few MB), at the pace the
      // watcher reads.
      for (let change = 1; change <= 200; change += 1) {
        const version = await server.app.realtime.publish('odds', bigOddsChange(1 + change / 1_000));
        expect(await watcher.next(ofType('event', 'odds'))).toMatchObject({ version });
      }

      stalled.resume();
      expect(await stalledClose).toBe(1013);
    } finally {
      stalled.terminate();
    }
  });
});
