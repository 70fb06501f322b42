import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../../src/server.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-databases.ts';
import { testEnv } from '../helpers/test-env.ts';
import { connectTestSocket, ofType, type TestSocket } from '../helpers/ws-client.ts';
import { type AuthClient, authClient, registerFast } from '../modules/identity/auth-client.ts';

const balanceChange = (money: string) =>
  ({ kind: 'balance.changed', accountId: 1, currency: 'RUB', money, held: '0.00', version: 1 }) as const;

describe('/ws per-user channels by the session of the socket', () => {
  let database: TestDatabase;
  let server: RunningServer;
  let url: string;
  const sockets: TestSocket[] = [];

  /** A socket opened the way a browser opens it: with the site's cookies, if it has any. */
  const connectWith = async (cookie?: string) => {
    const socket = await connectTestSocket(url, cookie === undefined ? undefined : { cookie });
    sockets.push(socket);
    return socket;
  };
  const connectAs = (client: AuthClient) => connectWith(client.cookieHeader());

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    server = await startServer({
      env: testEnv({ PORT: '0' }),
      ...(database.client ? { database: database.client } : {}),
    });
    url = `${server.url.replace(/^http/, 'ws')}/ws`;
  });

  afterAll(async () => {
    await Promise.all(sockets.map((socket) => socket.close()));
    await server?.close();
    await database?.drop();
  });

  it("gives each player their own balance and never another player's", async () => {
    const alice = authClient(server.app);
    const bob = authClient(server.app);
    const alicePlayer = await registerFast(alice);
    const bobPlayer = await registerFast(bob);
    const aliceSocket = await connectAs(alice);
    const bobSocket = await connectAs(bob);
    for (const socket of [aliceSocket, bobSocket]) {
      socket.send({ type: 'subscribe', channel: 'balance' });
      expect(await socket.next(ofType('subscribed', 'balance'))).toMatchObject({ channel: 'balance' });
    }

    await server.app.realtime.publish('balance', balanceChange('1500'), {
      userId: String(alicePlayer.userId),
    });
    await server.app.realtime.publish('balance', balanceChange('700'), { userId: String(bobPlayer.userId) });

    expect(await aliceSocket.next(ofType('event', 'balance'))).toMatchObject({
      payload: balanceChange('1500'),
    });
    expect(await bobSocket.next(ofType('event', 'balance'))).toMatchObject({ payload: balanceChange('700') });
    // Alice's event went out first: had it been routed to Bob, it would have arrived before his own.
    expect(bobSocket.received.filter(ofType('event', 'balance'))).toEqual([
      expect.objectContaining({ payload: balanceChange('700') }),
    ]);
  });

  it('refuses the balance channel to a socket without a session, or with one that ended', async () => {
    const client = authClient(server.app);
    await registerFast(client);
    const signedOutCookies = client.cookieHeader();
    expect((await client.post('/web-api/auth/disconnect', {})).statusCode).toBe(200);

    for (const socket of [await connectWith(), await connectWith(signedOutCookies)]) {
      socket.send({ type: 'subscribe', channel: 'balance' });
      expect(await socket.next(ofType('error', 'balance'))).toEqual({
        type: 'error',
        code: 'UNAUTHORIZED',
        messageKey: 'main_unauthorized',
        channel: 'balance',
      });
    }
  });

  it('keeps the public channels open to every socket', async () => {
    const socket = await connectWith();
    socket.send({ type: 'subscribe', channel: 'odds' });
    expect(await socket.next(ofType('subscribed', 'odds'))).toMatchObject({ channel: 'odds' });
  });
});
