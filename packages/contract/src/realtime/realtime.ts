import { z } from 'zod';
import { languageCodeSchema } from '../site-config/site-config.ts';
import { gameStateSchema, marketStatusSchema } from '../sportsbook/sportsbook-common.ts';

/**
 * Messages of the one `/ws` endpoint, as closed unions per direction (client → server, server →
 * client) and per channel. The payloads are the first, minimal shapes; the areas that publish them
 * (feed, wallet, notifications) widen them in their issues.
 */

export const realtimeChannels = ['odds', 'scores', 'balance', 'notifications', 'config'] as const;
export const realtimeChannelSchema = z.enum(realtimeChannels);
export type RealtimeChannel = z.infer<typeof realtimeChannelSchema>;

/** Channels whose events belong to one player: subscribing needs an authenticated socket. */
export const privateRealtimeChannels: readonly RealtimeChannel[] = ['balance'];

/** Version stamped by the server on every event of a channel, counting from 1 without gaps. */
export const realtimeVersionSchema = z.int().positive();

// --- Event payloads, one closed union per channel (discriminated by `kind`) ---

/**
 * Prices and status of selections (the seed's markets) that changed in one feed message about one
 * game: a bet stop arrives as the game's selections `suspended`, a settlement as `settled`.
 * `coef` is decimal odds (null: offered without a price).
 */
export const oddsChangedPayloadSchema = z.object({
  kind: z.literal('odds.changed'),
  gameId: z.int().positive(),
  markets: z
    .array(
      z.object({
        id: z.int().positive(),
        coef: z.number().min(1).nullable(),
        status: marketStatusSchema,
      }),
    )
    .min(1)
    .max(1000),
});

export const oddsPayloadSchema = z.discriminatedUnion('kind', [
  oddsChangedPayloadSchema,
  /**
   * A feed producer went silent (every market it feeds takes no bets: show them suspended) or is
   * back and has replayed what it missed (reload the prices over HTTP).
   */
  z.object({
    kind: z.literal('feed.status'),
    producerId: z.int().positive(),
    available: z.boolean(),
  }),
]);

/** A game's score, status, period or clock changed (its clock runs on between messages at `clock.rate`). */
export const scoresPayloadSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('score.changed'),
    gameId: z.int().positive(),
    ...gameStateSchema.shape,
    finished: z.boolean(),
  }),
]);

export const balancePayloadSchema = z.discriminatedUnion('kind', [
  /** One of the player's accounts moved: its new state, as `GET /web-api/user/balance` shows it. */
  z.object({
    kind: z.literal('balance.changed'),
    accountId: z.int().positive(),
    currency: z.string().regex(/^[A-Z]{3,4}$/),
    /** What the account may spend, in major units ("12.50"), as an account's `money`. */
    money: z.string().regex(/^-?\d+(\.\d+)?$/),
    /** Held by pending transfers, as an account's `held`. */
    held: z.string().regex(/^-?\d+(\.\d+)?$/),
    /** The account's version: a copy with a version the client has seen already changes nothing. */
    version: z.int().nonnegative(),
  }),
]);

export const notificationsPayloadSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('notice'),
    id: z.string().min(1),
    messageKey: z.string().min(1),
    message: z.string().optional(),
  }),
]);

export const configPayloadSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('config.changed'),
    lang: languageCodeSchema.optional(),
  }),
]);

const channelEvent = <C extends RealtimeChannel, P extends z.ZodType>(channel: C, payload: P) =>
  z.object({ channel: z.literal(channel), payload });

/** An event as published: which channel and its payload (what travels over pub/sub). */
export const realtimeEventSchema = z.discriminatedUnion('channel', [
  channelEvent('odds', oddsPayloadSchema),
  channelEvent('scores', scoresPayloadSchema),
  channelEvent('balance', balancePayloadSchema),
  channelEvent('notifications', notificationsPayloadSchema),
  channelEvent('config', configPayloadSchema),
]);
export type RealtimeEvent = z.infer<typeof realtimeEventSchema>;
export type RealtimePayload<C extends RealtimeChannel> = Extract<RealtimeEvent, { channel: C }>['payload'];

// --- Client → server ---

export const subscribeMessageSchema = z.object({
  type: z.literal('subscribe'),
  channel: realtimeChannelSchema,
  /** The last version the client saw: the server sends what came after it, or `resync`. */
  sinceVersion: z.int().nonnegative().optional(),
});

export const unsubscribeMessageSchema = z.object({
  type: z.literal('unsubscribe'),
  channel: realtimeChannelSchema,
});

export const pingMessageSchema = z.object({
  type: z.literal('ping'),
  id: z.string().max(64).optional(),
});

export const clientMessageSchema = z.discriminatedUnion('type', [
  subscribeMessageSchema,
  unsubscribeMessageSchema,
  pingMessageSchema,
]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;

// --- Server → client ---

const eventEnvelope = { type: z.literal('event'), version: realtimeVersionSchema };

/** An event as delivered to a subscriber, stamped with its channel version. */
export const eventMessageSchema = z.discriminatedUnion('channel', [
  channelEvent('odds', oddsPayloadSchema).extend(eventEnvelope),
  channelEvent('scores', scoresPayloadSchema).extend(eventEnvelope),
  channelEvent('balance', balancePayloadSchema).extend(eventEnvelope),
  channelEvent('notifications', notificationsPayloadSchema).extend(eventEnvelope),
  channelEvent('config', configPayloadSchema).extend(eventEnvelope),
]);
export type EventMessage = z.infer<typeof eventMessageSchema>;

/** Confirms a subscription; `version` is the channel's latest version when it started. */
export const subscribedMessageSchema = z.object({
  type: z.literal('subscribed'),
  channel: realtimeChannelSchema,
  version: z.int().nonnegative(),
});

export const unsubscribedMessageSchema = z.object({
  type: z.literal('unsubscribed'),
  channel: realtimeChannelSchema,
});

/**
 * The events after `sinceVersion` are no longer available: the client reloads the channel's state
 * over HTTP and carries on from `version`.
 */
export const resyncMessageSchema = z.object({
  type: z.literal('resync'),
  channel: realtimeChannelSchema,
  version: z.int().nonnegative(),
});

export const pongMessageSchema = z.object({
  type: z.literal('pong'),
  id: z.string().max(64).optional(),
});

export const realtimeErrorCodeSchema = z.enum([
  'INVALID_MESSAGE',
  'RATE_LIMITED',
  'UNAUTHORIZED',
  'INTERNAL_ERROR',
]);
export type RealtimeErrorCode = z.infer<typeof realtimeErrorCodeSchema>;

export const errorMessageSchema = z.object({
  type: z.literal('error'),
  code: realtimeErrorCodeSchema,
  messageKey: z.string().min(1),
  channel: realtimeChannelSchema.optional(),
});

export const serverMessageSchema = z.discriminatedUnion('type', [
  eventMessageSchema,
  subscribedMessageSchema,
  unsubscribedMessageSchema,
  resyncMessageSchema,
  pongMessageSchema,
  errorMessageSchema,
]);
export type ServerMessage = z.infer<typeof serverMessageSchema>;
