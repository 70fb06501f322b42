import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createPubSub } from '../../src/pubsub/create-pubsub.ts';
import { defineTopic, type PubSub } from '../../src/pubsub/pubsub.ts';
import { connectRedis, createRedisPubSub } from '../../src/pubsub/redis-pubsub.ts';
import { testEnv } from '../helpers/test-env.ts';
import { pubsubEnv, type TestRedis, testPubSubKinds, testRedis } from '../helpers/test-pubsubs.ts';

const greetings = defineTopic('test.greetings', z.object({ text: z.string().min(1) }));
const log = { warn: vi.fn(), error: vi.fn() };

describe.each(testPubSubKinds)('%s pub/sub', (kind) => {
  let redis: TestRedis | undefined;
  let publisherSide: PubSub;
  let subscriberSide: PubSub;

  beforeAll(async () => {
    redis = kind === 'redis' ? testRedis() : undefined;
    const env = testEnv(pubsubEnv(kind, redis));
    publisherSide = await createPubSub(env, log);
    // Over Redis the two sides are separate connections, like two instances; in-process there is one.
    subscriberSide = kind === 'redis' ? await createPubSub(env, log) : publisherSide;
  });

  afterAll(async () => {
    await subscriberSide?.close();
    await publisherSide?.close();
    await redis?.cleanUp();
  });

  it('delivers each message to every subscriber, with consecutive sequence numbers', async () => {
    const first: [string, number][] = [];
    const second: string[] = [];
    const stopFirst = await subscriberSide.subscribe(greetings, (message, sequence) =>
      first.push([message.text, sequence]),
    );
    const stopSecond = await subscriberSide.subscribe(greetings, (message) => second.push(message.text));

    expect(await publisherSide.publish(greetings, { text: 'hello' })).toBe(1);
    expect(await publisherSide.publish(greetings, { text: 'again' })).toBe(2);

    await vi.waitFor(() =>
      expect(first).toEqual([
        ['hello', 1],
        ['again', 2],
      ]),
    );
    expect(second).toEqual(['hello', 'again']);
    expect(await subscriberSide.lastSequence(greetings)).toBe(2);
    await stopFirst();
    await stopSecond();
  });

  it('after unsubscribing, delivers nothing more to that handler', async () => {
    const received: string[] = [];
    const stop = await subscriberSide.subscribe(greetings, (message) => received.push(message.text));
    await publisherSide.publish(greetings, { text: 'before' });
    await vi.waitFor(() => expect(received).toEqual(['before']));
    await stop();
    await publisherSide.publish(greetings, { text: 'after' });
    // A message on a topic still followed proves 'after' had time to arrive.
    const probe = defineTopic('test.probe', z.object({}));
    const probed = vi.fn();
    const stopProbe = await subscriberSide.subscribe(probe, probed);
    await publisherSide.publish(probe, {});
    await vi.waitFor(() => expect(probed).toHaveBeenCalled());
    expect(received).toEqual(['before']);
    await stopProbe();
  });

  it('refuses to publish a message that breaks the topic schema', async () => {
    await expect(publisherSide.publish(greetings, { text: '' })).rejects.toThrow();
  });

  it('answers ping while open', async () => {
    await expect(publisherSide.ping()).resolves.toBeUndefined();
  });
});

describe.runIf(testPubSubKinds.includes('redis'))('Redis pub/sub receiving a malformed message', () => {
  it('drops it with a warning and keeps delivering the next ones', async () => {
    const redis = testRedis();
    const warn = vi.fn();
    const pubsub = await createRedisPubSub({
      url: redis.env.REDIS_URL,
      prefix: redis.env.REDIS_PREFIX,
      log: { warn, error: vi.fn() },
    });
    const received: string[] = [];
    await pubsub.subscribe(greetings, (message) => received.push(message.text));
    const raw = await connectRedis(redis.env.REDIS_URL, 'parlay-test-raw');
    await raw.publish(`${redis.env.REDIS_PREFIX}test.greetings`, '1 {"text": 42}');
    await pubsub.publish(greetings, { text: 'fine' });
    await vi.waitFor(() => expect(received).toEqual(['fine']));
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ topic: 'test.greetings' }),
      expect.any(String),
    );
    await raw.quit();
    await pubsub.close();
    await redis.cleanUp();
  });
});

describe('Redis pub/sub with an unreachable server', () => {
  it('fails to start with a message naming the address', async () => {
    await expect(
      createRedisPubSub({ url: 'redis://127.0.0.1:1', prefix: 'parlay-test:', log }),
    ).rejects.toThrow(/Redis at redis:\/\/127\.0\.0\.1:1.* is unreachable/);
  });
});
