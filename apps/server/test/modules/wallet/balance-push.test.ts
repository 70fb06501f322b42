import type { ServerMessage } from '@parlay/contract';
import { accountIdFrom, moneyFromDecimal, userIdFrom } from '@parlay/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../../../src/server.ts';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../helpers/test-databases.ts';
import { testEnv } from '../../helpers/test-env.ts';
import { connectTestSocket, type TestSocket } from '../../helpers/ws-client.ts';
import { authClient, registerFast } from '../identity/auth-client.ts';
import { freshKey } from './wallet-helpers.ts';

const balanceEvent = (message: ServerMessage) => message.type === 'event' && message.channel === 'balance';

describe.each(testDatabaseKinds)('balance changes pushed to the player on %s', (kind) => {
  let database: TestDatabase;
  let server: RunningServer;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    server = await startServer({
      env: testEnv({ ...database.env, PORT: '0' }),
      ...(database.client ? { database: database.client } : {}),
    });
  });

  afterAll(async () => {
    await Promise.all(sockets.map((socket) => socket.close()));
    await server?.close();
    await database?.drop();
  });

  it('reaches every open tab of the player, stamped with the account version, and no one else', async () => {
    const player = authClient(server.app);
    const other = authClient(server.app);
    const userId = userIdFrom((await registerFast(player)).userId);
    await registerFast(other);
    const url = `${server.url.replace(/^http/, 'ws')}/ws`;
    const [tabOne, tabTwo, otherTab] = await Promise.all(
      [player, player, other].map((client) => connectTestSocket(url, { cookie: client.cookieHeader() })),
    );
    sockets.push(tabOne!, tabTwo!, otherTab!);
    for (const socket of [tabOne!, tabTwo!, otherTab!]) {
      socket.send({ type: 'subscribe', channel: 'balance' });
      await socket.next((message) => message.type === 'subscribed');
    }
    let main: number | undefined;
    await expect
      .poll(async () => {
        main = (await server.app.wallet.listAccounts(userId))[0]?.id;
        return main;
      })
      .toBeDefined();

    await server.app.wallet.deposit({
      accountId: accountIdFrom(main!),
      amount: moneyFromDecimal('250.50', 'RUB'),
      provider: 'test',
      idempotency: freshKey(),
    });

    for (const tab of [tabOne!, tabTwo!]) {
      expect(await tab.next(balanceEvent, 1_000)).toMatchObject({
        payload: {
          kind: 'balance.changed',
          accountId: main,
          currency: 'RUB',
          money: '250.50',
          held: '0.00',
          version: 1,
        },
      });
    }
    expect(otherTab!.received.filter(balanceEvent)).toEqual([]);
  });

  it('opens the main account in the registration currency once, whatever repeats', async () => {
    const client = authClient(server.app);
    const userId = userIdFrom((await registerFast(client, { currency: 'USD' })).userId);
    await expect.poll(async () => (await server.app.wallet.listAccounts(userId)).length).toBe(1);
    const [main] = await server.app.wallet.listAccounts(userId);
    // Another delivery of the event, or another caller, finds the account already open.
    const again = await server.app.wallet.openMainAccount(userId, 'EUR');
    expect(again.id).toBe(main?.id);
    expect((await server.app.wallet.listAccounts(userId)).map((account) => account.currency)).toEqual([
      'USD',
    ]);
  });
});
