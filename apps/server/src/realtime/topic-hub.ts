import {
  type RealtimeChannel,
  type RealtimeEvent,
  realtimeEventSchema,
  type ServerMessage,
} from '@parlay/contract';
import {
  defineTopic,
  type PubSub,
  type PubSubLogger,
  type PubSubTopic,
  type Unsubscribe,
} from '../pubsub/pubsub.ts';
import { EventHistory, type VersionedEvent } from './event-history.ts';

/** One socket as the hub sees it: somewhere to deliver server messages. */
export interface Subscriber {
  /**
   * `serialized` is the message's JSON when the hub has it already: an event goes to every
   * subscriber of its topic as the same text, written once rather than once per socket.
   */
  deliver(message: ServerMessage, serialized?: string): void;
}

export interface TopicHubOptions {
  pubsub: PubSub;
  log: PubSubLogger;
  /** Events kept per topic for clients that reconnect. */
  historySize: number;
  /** How long a topic nobody follows keeps its history, for a client that comes back. */
  lingerMs: number;
}

/** While the replay decision is being made, live events wait in `buffer`. */
type Subscription = { phase: 'catching-up'; buffer: VersionedEvent[] } | { phase: 'live' };

interface Topic {
  readonly channel: RealtimeChannel;
  readonly pubsubTopic: PubSubTopic<RealtimeEvent>;
  readonly history: EventHistory;
  readonly subscriptions: Map<Subscriber, Subscription>;
  /** Resolves once pub/sub delivers this topic's events here. */
  readonly ready: Promise<Unsubscribe>;
  lingerTimer?: NodeJS.Timeout;
}

const pubsubTopicOf = (topicKey: string) => defineTopic(`realtime.${topicKey}`, realtimeEventSchema);

/**
 * Relays realtime events from pub/sub to subscribed sockets. Versions come from pub/sub's
 * sequence numbers, so they agree across instances; each topic keeps a short history so a client
 * that reconnects with `sinceVersion` gets what it missed, or `resync` when that is gone.
 * No business rules here: events are relayed as published.
 */
export class TopicHub {
  readonly #options: TopicHubOptions;
  readonly #topics = new Map<string, Topic>();

  constructor(options: TopicHubOptions) {
    this.#options = options;
  }

  /** Publishes an event to every instance's subscribers of the topic; resolves with its version. */
  publish(topicKey: string, event: RealtimeEvent): Promise<number> {
    return this.#options.pubsub.publish(pubsubTopicOf(topicKey), event);
  }

  async subscribe(
    subscriber: Subscriber,
    request: { channel: RealtimeChannel; topicKey: string; sinceVersion: number | undefined },
  ): Promise<void> {
    const topic = this.#topicFor(request.topicKey, request.channel);
    // Recorded before any wait, so that an unsubscribe meanwhile (the socket closed) finds it: one
    // recorded later would outlive its socket and keep the topic forever.
    const subscription: Subscription = { phase: 'catching-up', buffer: [] };
    topic.subscriptions.set(subscriber, subscription);
    await topic.ready;
    const published = await this.#options.pubsub.lastSequence(topic.pubsubTopic);
    // The socket may have left while we waited.
    if (topic.subscriptions.get(subscriber) !== subscription) return;

    const latest = Math.max(published, topic.history.latestVersion);
    const { channel } = request;
    subscriber.deliver({ type: 'subscribed', channel, version: latest });
    const since = request.sinceVersion ?? latest;
    const missed = since <= latest ? topic.history.eventsAfter(since) : undefined;
    if (missed === undefined || (missed.at(-1)?.version ?? since) < latest) {
      // Too old for the history, or ahead of it (the stream was restarted): start again from here.
      subscriber.deliver({ type: 'resync', channel, version: latest });
    } else {
      for (const entry of missed) subscriber.deliver(eventMessage(entry));
    }
    for (const entry of subscription.buffer) {
      if (entry.version > latest) subscriber.deliver(eventMessage(entry));
    }
    topic.subscriptions.set(subscriber, { phase: 'live' });
  }

  unsubscribe(subscriber: Subscriber, topicKey: string): void {
    const topic = this.#topics.get(topicKey);
    if (topic === undefined || !topic.subscriptions.delete(subscriber)) return;
    if (topic.subscriptions.size === 0) this.#scheduleRemoval(topicKey, topic);
  }

  async close(): Promise<void> {
    const topics = [...this.#topics.values()];
    this.#topics.clear();
    for (const topic of topics) clearTimeout(topic.lingerTimer);
    await Promise.allSettled(topics.map(async (topic) => (await topic.ready)()));
  }

  #topicFor(topicKey: string, channel: RealtimeChannel): Topic {
    const existing = this.#topics.get(topicKey);
    if (existing !== undefined) {
      clearTimeout(existing.lingerTimer);
      existing.lingerTimer = undefined;
      return existing;
    }
    const pubsubTopic = pubsubTopicOf(topicKey);
    const history = new EventHistory(this.#options.historySize);
    const subscriptions = new Map<Subscriber, Subscription>();
    const ready = this.#options.pubsub.subscribe(pubsubTopic, (event, version) =>
      this.#relay(topic, { version, event }),
    );
    const topic: Topic = { channel, pubsubTopic, history, subscriptions, ready };
    this.#topics.set(topicKey, topic);
    // A topic whose pub/sub subscription failed is forgotten, so the next subscribe tries again.
    ready.catch(() => {
      if (this.#topics.get(topicKey) === topic) this.#topics.delete(topicKey);
    });
    return topic;
  }

  #relay(topic: Topic, entry: VersionedEvent): void {
    const outcome = topic.history.record(entry);
    if (outcome === 'stale') return;
    let message: ServerMessage | undefined;
    let serialized: string | undefined;
    for (const [subscriber, subscription] of topic.subscriptions) {
      if (subscription.phase === 'catching-up') {
        subscription.buffer.push(entry);
      } else if (outcome === 'after-gap') {
        // Events were lost on the way: the client reloads, and that state includes this event.
        subscriber.deliver({ type: 'resync', channel: topic.channel, version: entry.version });
      } else {
        message ??= eventMessage(entry);
        serialized ??= JSON.stringify(message);
        subscriber.deliver(message, serialized);
      }
    }
  }

  #scheduleRemoval(topicKey: string, topic: Topic): void {
    topic.lingerTimer = setTimeout(() => {
      if (this.#topics.get(topicKey) !== topic || topic.subscriptions.size > 0) return;
      this.#topics.delete(topicKey);
      topic.ready
        .then((unsubscribe) => unsubscribe())
        .catch((error: unknown) =>
          this.#options.log.warn({ err: error, topicKey }, 'realtime unsubscribe failed'),
        );
    }, this.#options.lingerMs);
    topic.lingerTimer.unref();
  }
}

function eventMessage({ version, event }: VersionedEvent): ServerMessage {
  return { type: 'event', version, ...event };
}
