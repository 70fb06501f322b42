import type { Database, Transaction } from '../db/database.ts';
import type { ScheduledJob } from '../jobs/scheduled-job.ts';
import type { PubSub, PubSubLogger, Unsubscribe } from '../pubsub/pubsub.ts';
import {
  type DomainEvent,
  type DomainEventOf,
  type DomainEventType,
  domainEventsTopic,
  type PublishedEvent,
} from './domain-event.ts';
import type { EventsRepository, StoredEvent } from './events-repository.ts';

/** What a handler learns besides the event: its id (the same on a repeat delivery) and its time. */
export interface EventMeta {
  id: string;
  occurredAt: Date;
}

export type EventHandler<T extends DomainEventType> = (
  event: DomainEventOf<T>,
  meta: EventMeta,
) => void | Promise<void>;

/** Records an event in the transaction at hand; it goes out once that transaction commits. */
export type Emit = (event: DomainEvent) => Promise<void>;

export interface EventBus {
  /**
   * Runs `work` in a new transaction whose events, recorded with `emit`, are written with it and
   * published after it commits. A rolled-back transaction tells nothing.
   */
  transaction<R>(work: (transaction: Transaction, emit: Emit) => Promise<R>): Promise<R>;
  /**
   * Records events in a transaction the bus did not open (a scheduled job's): they go out with
   * the relay once that transaction has committed, up to a relay round later.
   */
  emitIn(transaction: Transaction): Emit;
  /**
   * Calls `handler` for every event of `type`, on every instance, at least once: a consumer that
   * must act once keeps the ids it has seen (`meta.id`). Resolves once the subscription is active.
   */
  on<T extends DomainEventType>(type: T, handler: EventHandler<T>): Promise<Unsubscribe>;
  /**
   * The scheduled job that publishes what the after-commit publication missed (the pub/sub was
   * down, the process stopped in between) and forgets what went out long ago.
   */
  relayJob: ScheduledJob;
}

export interface EventBusDeps {
  db: Database;
  repository: EventsRepository;
  pubsub: PubSub;
  log: PubSubLogger;
}

/** Left to the after-commit publication for this long before the relay takes an event over. */
export const relayGraceMs = 60_000;
/** Published events are kept this long (for looking into what happened), then deleted. */
export const publishedRetentionMs = 7 * 24 * 60 * 60_000;
/** Events one relay run publishes at most (the rest wait for the next round). */
const relayBatch = 500;

export function createEventBus(deps: EventBusDeps): EventBus {
  const { db, repository, pubsub, log } = deps;

  const toPublished = (stored: StoredEvent): PublishedEvent => ({
    id: stored.id,
    occurredAt: stored.occurredAt.toISOString(),
    event: stored.event,
  });

  /** Publishes in order and marks what went out; stops at the first failure, for the relay to retry. */
  async function publish(events: readonly StoredEvent[], executor: Database | Transaction): Promise<number> {
    const published: string[] = [];
    try {
      for (const stored of events) {
        await pubsub.publish(domainEventsTopic, toPublished(stored));
        published.push(stored.id);
      }
    } catch (error) {
      log.warn({ err: error, pending: events.length - published.length }, 'domain events left to the relay');
    }
    await repository.markPublished(published, new Date(), executor);
    return published.length;
  }

  return {
    async transaction(work) {
      const recorded: StoredEvent[] = [];
      const result = await db.transaction(async (transaction) => {
        // Written together when the work is done, still inside its transaction: one statement.
        const emitted: DomainEvent[] = [];
        const outcome = await work(transaction, async (event) => {
          emitted.push(event);
        });
        recorded.push(...(await repository.insertMany(emitted, transaction)));
        return outcome;
      });
      if (recorded.length > 0) {
        try {
          await publish(recorded, db);
        } catch (error) {
          // Committed is committed: the change stands and the relay publishes its events later.
          log.warn({ err: error }, 'domain events not marked as published');
        }
      }
      return result;
    },

    emitIn(transaction) {
      return async (event) => {
        await repository.insert(event, transaction);
      };
    },

    on(type, handler) {
      return pubsub.subscribe(domainEventsTopic, (message) => {
        if (message.event.type !== type) return;
        const meta = { id: message.id, occurredAt: new Date(message.occurredAt) };
        Promise.resolve()
          .then(() => handler(message.event as DomainEventOf<typeof type>, meta))
          .catch((error: unknown) =>
            log.error({ err: error, event: meta.id, type }, 'domain event handler failed'),
          );
      });
    },

    relayJob: {
      name: 'domain-events-relay',
      async run(transaction, now) {
        const due = await repository.listUnpublished(
          new Date(now.getTime() - relayGraceMs),
          relayBatch,
          transaction,
        );
        const published = due.length === 0 ? 0 : await publish(due, transaction);
        const forgotten = await repository.removePublished(
          new Date(now.getTime() - publishedRetentionMs),
          transaction,
        );
        return published + forgotten;
      },
    },
  };
}
