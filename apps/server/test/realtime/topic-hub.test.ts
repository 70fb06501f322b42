import type { RealtimeEvent, ServerMessage } from '@parlay/contract';
import { describe, expect, it, vi } from 'vitest';
import type { PubSub, PubSubHandler } from '../../src/pubsub/pubsub.ts';
import { TopicHub } from '../../src/realtime/topic-hub.ts';
import { scoreChanged } from '../helpers/realtime-payloads.ts';

const score = (value: string): RealtimeEvent => ({
  channel: 'scores',
  payload: scoreChanged(3, Number(value.split(':')[0]), Number(value.split(':')[1])),
});

/** A pub/sub whose deliveries the test drives by hand, sequence numbers included. */
function scriptedPubSub(lastSequence = 0) {
  const handlers = new Map<string, PubSubHandler<unknown>>();
  const pubsub: PubSub = {
    publish: vi.fn(),
    subscribe: async (topic, handler) => {
      handlers.set(topic.name, handler as PubSubHandler<unknown>);
      return async () => {
        handlers.delete(topic.name);
      };
    },
    lastSequence: async () => lastSequence,
    ping: async () => {},
    close: async () => {},
  };
  const deliver = (event: RealtimeEvent, sequence: number) =>
    handlers.get('realtime.scores')?.(event, sequence);
  return { pubsub, deliver, handlers };
}

function recordingSubscriber() {
  const messages: ServerMessage[] = [];
  return { messages, subscriber: { deliver: (message: ServerMessage) => messages.push(message) } };
}

const hubOn = (pubsub: PubSub) =>
  new TopicHub({ pubsub, log: { warn: vi.fn(), error: vi.fn() }, historySize: 10, lingerMs: 1_000 });

describe('TopicHub', () => {
  it('when versions jump while a client is live, tells it to resync instead of relaying', async () => {
    const { pubsub, deliver } = scriptedPubSub();
    const hub = hubOn(pubsub);
    const { messages, subscriber } = recordingSubscriber();
    await hub.subscribe(subscriber, { channel: 'scores', topicKey: 'scores', sinceVersion: undefined });
    deliver(score('1:0'), 1);
    deliver(score('3:0'), 3);
    expect(messages.map(({ type }) => type)).toEqual(['subscribed', 'event', 'resync']);
    expect(messages[2]).toEqual({ type: 'resync', channel: 'scores', version: 3 });
    await hub.close();
  });

  it('hands every live subscriber an event with its JSON text, to write as is', async () => {
    const { pubsub, deliver } = scriptedPubSub();
    const hub = hubOn(pubsub);
    const texts: (string | undefined)[] = [];
    const subscribers = [0, 1, 2].map(() => ({
      deliver: (message: ServerMessage, serialized?: string) => {
        if (message.type === 'event') {
          expect(JSON.parse(serialized!)).toEqual(message);
          texts.push(serialized);
        }
      },
    }));
    for (const subscriber of subscribers)
      await hub.subscribe(subscriber, { channel: 'scores', topicKey: 'scores', sinceVersion: undefined });
    deliver(score('1:0'), 1);
    expect(texts).toHaveLength(3);
    await hub.close();
  });

  it('relays a duplicate delivery only once', async () => {
    const { pubsub, deliver } = scriptedPubSub();
    const hub = hubOn(pubsub);
    const { messages, subscriber } = recordingSubscriber();
    await hub.subscribe(subscriber, { channel: 'scores', topicKey: 'scores', sinceVersion: undefined });
    deliver(score('1:0'), 1);
    deliver(score('1:0'), 1);
    expect(messages.filter(({ type }) => type === 'event')).toHaveLength(1);
    await hub.close();
  });

  it('keeps one subscription and no pile of timers however often a subscriber comes and goes', async () => {
    vi.useFakeTimers();
    try {
      const { pubsub, deliver } = scriptedPubSub();
      const hub = hubOn(pubsub);
      const { messages, subscriber } = recordingSubscriber();
      for (let round = 0; round < 1_000; round += 1) {
        await hub.subscribe(subscriber, { channel: 'scores', topicKey: 'scores', sinceVersion: undefined });
        hub.unsubscribe(subscriber, 'scores');
      }
      // The linger of the topic nobody follows now.
      expect(vi.getTimerCount()).toBe(1);

      await hub.subscribe(subscriber, { channel: 'scores', topicKey: 'scores', sinceVersion: undefined });
      expect(vi.getTimerCount()).toBe(0);
      deliver(score('1:0'), 1);
      expect(messages.filter(({ type }) => type === 'event')).toHaveLength(1);
      await hub.close();
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps no subscriber that left while its topic was still being set up', async () => {
    vi.useFakeTimers();
    try {
      const { pubsub, handlers } = scriptedPubSub();
      let setUp!: () => void;
      const subscribed = new Promise<void>((resolve) => {
        setUp = resolve;
      });
      const slowPubsub: PubSub = {
        ...pubsub,
        subscribe: async (topic, handler) => {
          await subscribed;
          return pubsub.subscribe(topic, handler);
        },
      };
      const hub = hubOn(slowPubsub);
      const { messages, subscriber } = recordingSubscriber();
      const subscribing = hub.subscribe(subscriber, {
        channel: 'scores',
        topicKey: 'scores',
        sinceVersion: undefined,
      });
      hub.unsubscribe(subscriber, 'scores');
      setUp();
      await subscribing;

      expect(messages).toEqual([]);
      await vi.advanceTimersByTimeAsync(1_000);
      expect(handlers.has('realtime.scores')).toBe(false);
      await hub.close();
    } finally {
      vi.useRealTimers();
    }
  });

  it('after the last subscriber leaves, keeps the topic for the linger time, then lets go of pub/sub', async () => {
    vi.useFakeTimers();
    try {
      const { pubsub, handlers } = scriptedPubSub();
      const hub = hubOn(pubsub);
      const { subscriber } = recordingSubscriber();
      await hub.subscribe(subscriber, { channel: 'scores', topicKey: 'scores', sinceVersion: undefined });
      hub.unsubscribe(subscriber, 'scores');
      expect(handlers.has('realtime.scores')).toBe(true);
      await vi.advanceTimersByTimeAsync(1_000);
      expect(handlers.has('realtime.scores')).toBe(false);
      await hub.close();
    } finally {
      vi.useRealTimers();
    }
  });
});
