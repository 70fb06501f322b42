import { z } from 'zod';
import { defineTopic } from '../pubsub/pubsub.ts';

/**
 * Every fact one module tells the others, as a closed union by `type`. A producer records its
 * events in the transaction of the change they describe; consumers subscribe by type. Add a member
 * here when a module starts telling a new fact.
 */
export const domainEventSchema = z.discriminatedUnion('type', [
  /** A player was registered: their main account is to be opened in `currency` (seed 000 §4). */
  z.object({
    type: z.literal('user.registered'),
    userId: z.int().positive(),
    currency: z.string().regex(/^[A-Z]{3}$/),
  }),
  /**
   * A player's account moved (wallet): its balances after the movement, in minor units as
   * decimal strings, and its version (higher is newer, so a late copy can be told from a new one).
   */
  z.object({
    type: z.literal('balance.changed'),
    userId: z.int().positive(),
    accountId: z.int().positive(),
    currency: z.string().regex(/^[A-Z]{3,4}$/),
    balance: z.string().regex(/^-?\d+$/),
    available: z.string().regex(/^-?\d+$/),
    version: z.int().nonnegative(),
    transferId: z.string().regex(/^\d+$/),
  }),
]);
export type DomainEvent = z.infer<typeof domainEventSchema>;
export type DomainEventType = DomainEvent['type'];
export type DomainEventOf<T extends DomainEventType> = Extract<DomainEvent, { type: T }>;

/**
 * An event as it travels: its id (the same on every delivery, so a consumer that acts once per
 * event can tell a repeat), when it happened, and what.
 */
export const publishedEventSchema = z.object({
  id: z.uuid(),
  occurredAt: z.iso.datetime({ offset: true }),
  event: domainEventSchema,
});
export type PublishedEvent = z.infer<typeof publishedEventSchema>;

/** The pub/sub topic every instance receives every event on. */
export const domainEventsTopic = defineTopic('domain-events', publishedEventSchema);
