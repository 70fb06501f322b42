import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryPubSub } from '../src/pubsub/memory-pubsub.ts';
import type { PubSub } from '../src/pubsub/pubsub.ts';
import { type RunningServer, startServer } from '../src/server.ts';
import { buildTestApp } from './helpers/test-app.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-databases.ts';
import { testEnv } from './helpers/test-env.ts';
import { connectTestSocket } from './helpers/ws-client.ts';

/** A pub/sub whose readiness probe takes a while, to have a request in flight during shutdown. */
function slowPingPubSub(delayMs: number): PubSub {
  const pubsub = createMemoryPubSub({ log: { warn: () => {}, error: () => {} } });
  return { ...pubsub, ping: () => new Promise((resolve) => setTimeout(resolve, delayMs)) };
}

describe('startServer', () => {
  let database: TestDatabase;
  let server: RunningServer;
  const pubsub = slowPingPubSub(300);

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    server = await startServer({
      env: testEnv({ PORT: '0' }),
      pubsub,
      ...(database.client ? { database: database.client } : {}),
    });
  });

  afterAll(async () => {
    await server?.close();
    await pubsub.close();
    await database?.drop();
  });

  it('listens on HOST and a real port, and answers there', async () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const response = await fetch(`${server.url}/healthz`);
    expect(response.status).toBe(200);
  });

  it('on close, finishes the request in flight, closes WebSockets with 1001 and stops listening', async () => {
    const socket = await connectTestSocket(`${server.url.replace(/^http/, 'ws')}/ws`);
    const inFlight = fetch(`${server.url}/readyz`);
    // Let the request reach its handler before shutting down.
    await new Promise((resolve) => setTimeout(resolve, 100));

    await Promise.all([server.close(), server.close()]);

    expect((await inFlight).status).toBe(200);
    expect((await socket.closed).code).toBe(1001);
    await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
  });
});

describe('demo features allowed beyond loopback', () => {
  it('warns at start of each demo feature the address exposes', async () => {
    const database = await createTestDatabase('pglite');
    const warnings: string[] = [];
    const app = await buildTestApp(database, {
      env: {
        HOST: '0.0.0.0',
        DEBUGGER_ENABLED: 'true',
        DEMO_SOCIAL_PROVIDER: 'true',
        ALLOW_DEMO_FEATURES_ON_PUBLIC_ADDRESS: 'true',
        PUBLIC_URL: 'https://parlay.example',
      },
      logger: { level: 'warn', stream: { write: (line: string) => warnings.push(line) } },
    });
    try {
      const messages = warnings.map((line) => (JSON.parse(line) as { msg: string }).msg);
      for (const variable of ['DEBUGGER_ENABLED', 'DEMO_SOCIAL_PROVIDER'])
        expect(messages).toContainEqual(
          expect.stringContaining(`${variable} is on while the site listens on 0.0.0.0`),
        );
    } finally {
      await app.close();
      await database.drop();
    }
  });
});
