import { z } from 'zod';
import { defineTopic } from '../pubsub/pubsub.ts';

/** A selection's result in a settlement (packages/domain `OutcomeResult`). */
const selectionResultSchema = z.object({
  selectionId: z.int().positive(),
  won: z.boolean(),
  voidFactor: z.union([z.literal(0), z.literal(0.5), z.literal(1)]),
  deadHeatFactor: z.number().gt(0).max(1),
});

const cancelWindowSchema = z.object({ from: z.int().optional(), to: z.int().optional() });

const marketOf = { marketId: z.int().positive(), gameId: z.int().positive() };

/**
 * What the sportsbook tells the coupon about a market's bets (modules/sportsbook/README.md): each
 * recorded in the transaction that applied the feed message, in the feed's order.
 */
const marketEventSchemas = [
  /** Bets on the market are settled: each selection's result, as sure as `certainty` says. */
  z.object({
    type: z.literal('market.settled'),
    ...marketOf,
    certainty: z.enum(['live-scouted', 'confirmed']),
    selections: z.array(selectionResultSchema).min(1),
  }),
  /** The official result repeats the live-scouted one: bets settled on it stand. */
  z.object({ type: z.literal('market.settlement-confirmed'), ...marketOf }),
  /** The settlement is taken back: bets settled on it are open again (corrected by a new `market.settled` if any). */
  z.object({
    type: z.literal('market.settlement-rolled-back'),
    ...marketOf,
    selectionIds: z.array(z.int().positive()).min(1),
  }),
  /** Bets on the market are void: all of them, or those placed within `window` (ms since the epoch). */
  z.object({
    type: z.literal('market.cancelled'),
    ...marketOf,
    selectionIds: z.array(z.int().positive()).min(1),
    window: cancelWindowSchema,
    reason: z.enum(['odds-error', 'game-cancelled', 'other']),
  }),
  /** A cancel is taken back: the bets it voided stand again. */
  z.object({
    type: z.literal('market.cancel-rolled-back'),
    ...marketOf,
    selectionIds: z.array(z.int().positive()).min(1),
    window: cancelWindowSchema,
  }),
] as const;

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
  /**
   * A coupon staked from a bonus account was settled won or lost (coupon): its stake counts
   * towards the bonus's wagering, once per stake transfer (bonuses). A returned or cashed-out
   * coupon does not count. `amount`: the stake in minor units as a decimal string.
   */
  z.object({
    type: z.literal('coupon.bonus_stake_settled'),
    userId: z.int().positive(),
    accountId: z.int().positive(),
    couponId: z.int().positive(),
    stakeTransferId: z.int().positive(),
    currency: z.string().regex(/^[A-Z]{3,4}$/),
    amount: z.string().regex(/^\d+$/),
  }),
  /**
   * A self-exclusion (30) or timeout (33) started or was lengthened (limits): the player may not
   * play until `endsAt` (ms since the epoch); their sessions are to end at once.
   */
  z.object({
    type: z.literal('limits.exclusion_started'),
    userId: z.int().positive(),
    typeId: z.union([z.literal(30), z.literal(33)]),
    endsAt: z.int().positive(),
  }),
  ...marketEventSchemas,
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
