import type { PubSub, PubSubLogger } from './pubsub.ts';
import { createTopicReceiver, encodeMessage } from './topic-receiver.ts';

type Receiver = (raw: string, sequence: number) => void;

/**
 * Pub/sub inside one process. Messages are serialised and delivered asynchronously, like over
 * Redis, so code behaves the same on both.
 */
export function createMemoryPubSub(options: { log: PubSubLogger }): PubSub {
  const sequences = new Map<string, number>();
  const receivers = new Map<string, Set<Receiver>>();
  let closed = false;

  const assertOpen = () => {
    if (closed) throw new Error('pub/sub is closed');
  };

  return {
    async publish(topic, message) {
      assertOpen();
      const raw = encodeMessage(topic, message);
      const sequence = (sequences.get(topic.name) ?? 0) + 1;
      sequences.set(topic.name, sequence);
      // Like Redis: whoever is subscribed at publish time receives it.
      const targets = [...(receivers.get(topic.name) ?? [])];
      queueMicrotask(() => {
        for (const receive of targets) receive(raw, sequence);
      });
      return sequence;
    },

    async subscribe(topic, handler) {
      assertOpen();
      const receive = createTopicReceiver(topic, handler, options.log);
      const set = receivers.get(topic.name) ?? new Set();
      set.add(receive);
      receivers.set(topic.name, set);
      return async () => {
        set.delete(receive);
        if (set.size === 0 && receivers.get(topic.name) === set) receivers.delete(topic.name);
      };
    },

    async lastSequence(topic) {
      return sequences.get(topic.name) ?? 0;
    },

    async ping() {
      assertOpen();
    },

    async close() {
      closed = true;
      receivers.clear();
    },
  };
}
