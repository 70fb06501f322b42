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
  /**
   * A payment provider's verified webhook event was stored (payments): it is applied after the
   * commit that stored it, once, by whichever instance locks it first.
   */
  z.object({
    type: z.literal('payment.provider_event_received'),
    provider: z.string().min(1).max(32),
    eventId: z.string().min(1).max(255),
  }),
  /**
   * A deposit was credited (payments), in minor units as a decimal string; `firstDeposit` when it
   * is the player's first credited deposit (the first-deposit bonus looks for it).
   */
  z.object({
    type: z.literal('payment.deposit_credited'),
    userId: z.int().positive(),
    accountId: z.int().positive(),
    paymentId: z.int().positive(),
    currency: z.string().regex(/^[A-Z]{3,4}$/),
    amount: z.string().regex(/^\d+$/),
    firstDeposit: z.boolean(),
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
