import type { z } from 'zod';

/** A pub/sub channel: its name and the contract schema every message on it satisfies. */
export interface PubSubTopic<T> {
  readonly name: string;
  readonly schema: z.ZodType<T>;
}

export function defineTopic<S extends z.ZodType>(name: string, schema: S): PubSubTopic<z.output<S>> {
  return { name, schema: schema as unknown as z.ZodType<z.output<S>> };
}

/**
 * Receives a validated message with its sequence number: 1, 2, 3… per topic, the same on every
 * instance, in publish order. The realtime layer uses it as the channel version.
 */
export type PubSubHandler<T> = (message: T, sequence: number) => void;

export type Unsubscribe = () => Promise<void>;

/** Where invalid messages and failing handlers are reported (a pino logger fits). */
export interface PubSubLogger {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/**
 * Publish/subscribe between every instance of the application. Two implementations: in-process
 * (one instance) and Redis (many instances behind a load balancer).
 */
export interface PubSub {
  /** Validates and publishes; resolves with the sequence number the message got. */
  publish<T>(topic: PubSubTopic<T>, message: T): Promise<number>;
  /** Resolves once the subscription is active: later publications reach the handler. */
  subscribe<T>(topic: PubSubTopic<T>, handler: PubSubHandler<T>): Promise<Unsubscribe>;
  /** The sequence number of the topic's latest message, 0 when nothing was published yet. */
  lastSequence(topic: PubSubTopic<unknown>): Promise<number>;
  /** Rejects when the transport cannot deliver (readiness probe). */
  ping(): Promise<void>;
  close(): Promise<void>;
}
