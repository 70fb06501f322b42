import { Redis } from 'ioredis';
import type { PubSub, PubSubLogger } from './pubsub.ts';
import { createTopicReceiver, encodeMessage } from './topic-receiver.ts';

export interface RedisPubSubOptions {
  url: string;
  /** Prepended to every channel and key, so deployments (and test runs) sharing a Redis stay apart. */
  prefix: string;
  log: PubSubLogger;
}

type Receiver = (raw: string, sequence: number) => void;

/**
 * Increments the topic's sequence and publishes "<sequence> <json>" in one atomic step, so every
 * subscriber sees sequence numbers in order even when several instances publish at once.
 */
const publishWithSequenceScript = `
local sequence = redis.call('INCR', KEYS[1])
redis.call('PUBLISH', ARGV[1], sequence .. ' ' .. ARGV[2])
return sequence
`;

interface SequencedPublisher {
  publishWithSequence(sequenceKey: string, channel: string, raw: string): Promise<number>;
}

/** Pub/sub across instances over Redis: one connection for commands, one in subscriber mode. */
export async function createRedisPubSub(options: RedisPubSubOptions): Promise<PubSub> {
  const commands = await connectRedis(options.url, 'parlay-publisher');
  const subscriber = await connectRedis(options.url, 'parlay-subscriber').catch(async (error: unknown) => {
    commands.disconnect();
    throw error;
  });
  for (const connection of [commands, subscriber]) {
    // Without a listener an error event would crash the process; ioredis reconnects by itself.
    connection.on('error', (error: Error) => options.log.warn({ err: error }, 'redis connection error'));
  }
  commands.defineCommand('publishWithSequence', { numberOfKeys: 1, lua: publishWithSequenceScript });
  const publisher = commands as Redis & SequencedPublisher;

  const channelOf = (name: string) => `${options.prefix}${name}`;
  const sequenceKeyOf = (name: string) => `${options.prefix}sequence:${name}`;
  const receivers = new Map<string, Set<Receiver>>();
  // Subscriptions to Redis still being confirmed, so a second subscriber can wait for the first.
  const pendingSubscriptions = new Map<string, Promise<unknown>>();
  let closed = false;
  const assertOpen = () => {
    if (closed) throw new Error('pub/sub is closed');
  };

  subscriber.on('message', (channel: string, wire: string) => {
    const space = wire.indexOf(' ');
    const sequence = Number(wire.slice(0, space));
    const raw = wire.slice(space + 1);
    for (const receive of receivers.get(channel) ?? []) receive(raw, sequence);
  });

  return {
    async publish(topic, message) {
      assertOpen();
      const raw = encodeMessage(topic, message);
      return publisher.publishWithSequence(sequenceKeyOf(topic.name), channelOf(topic.name), raw);
    },

    async subscribe(topic, handler) {
      assertOpen();
      const channel = channelOf(topic.name);
      const receive = createTopicReceiver(topic, handler, options.log);
      let set = receivers.get(channel);
      if (set === undefined) {
        set = new Set();
        receivers.set(channel, set);
        const subscribing = subscriber.subscribe(channel).finally(() => pendingSubscriptions.delete(channel));
        pendingSubscriptions.set(channel, subscribing);
      }
      set.add(receive);
      await pendingSubscriptions.get(channel);
      const receiversOfChannel = set;
      return async () => {
        receiversOfChannel.delete(receive);
        // After close the connection is gone, and with it every subscription.
        if (closed) return;
        if (receiversOfChannel.size === 0 && receivers.get(channel) === receiversOfChannel) {
          receivers.delete(channel);
          await subscriber.unsubscribe(channel);
        }
      };
    },

    async lastSequence(topic) {
      return Number((await commands.get(sequenceKeyOf(topic.name))) ?? 0);
    },

    async ping() {
      if (subscriber.status !== 'ready') throw new Error(`redis subscriber is ${subscriber.status}`);
      await commands.ping();
    },

    async close() {
      if (closed) return;
      closed = true;
      receivers.clear();
      await Promise.allSettled([subscriber.quit(), commands.quit()]);
    },
  };
}

/** Connects now (not lazily) so an unreachable Redis fails the start with a clear message. */
export async function connectRedis(url: string, connectionName: string): Promise<Redis> {
  const connection = new Redis(url, {
    lazyConnect: true,
    connectionName,
    connectTimeout: 5_000,
    // Commands fail fast while Redis is away instead of queueing without bound.
    maxRetriesPerRequest: 2,
  });
  let lastError: Error | undefined;
  const rememberError = (error: Error) => {
    lastError = error;
  };
  connection.on('error', rememberError);
  try {
    await connection.connect();
  } catch (error) {
    connection.disconnect();
    const reason = lastError?.message ?? (error instanceof Error ? error.message : String(error));
    throw new Error(`Redis at ${redactUrl(url)} is unreachable: ${reason}`);
  } finally {
    connection.off('error', rememberError);
  }
  return connection;
}

/** The URL without its password, fit for logs and error messages. */
function redactUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}
