import { z } from 'zod';
import { countryCodeSchema } from '../site-config/site-config.ts';
import { gameStateSchema, lineSectionSchema, localizedTextSchema } from './sportsbook-common.ts';

/**
 * The messages an odds feed sends the book, modelled on the message set of real providers
 * (Betradar's Unified Odds Feed: odds_change, bet_stop, fixture_change, bet_settlement,
 * bet_cancel, rollback_bet_settlement, rollback_bet_cancel, alive): a closed union by `type`.
 * A feed adapter (apps/server/src/modules/feed) turns its provider's messages into these; the
 * sportsbook applies them. Ids are the provider's own (`externalId`), not the book's.
 */

/** A provider's id of a sport, a championship, a game, a competitor: `sim:match:123`, `sr:match:4711`. */
export const externalIdSchema = z.string().regex(/^[A-Za-z0-9:._-]{1,64}$/, 'a provider id');

/** Producer ids: a provider's streams (live odds, prematch), each numbering its messages 1, 2, 3… */
export const producerIdSchema = z.int().min(1).max(10_000);

/** Milliseconds since the epoch. */
const instantSchema = z.int().nonnegative();

const sequenced = {
  producerId: producerIdSchema,
  /** 1, 2, 3… per producer, without gaps: a gap means messages were lost (recover from the last applied). */
  sequence: z.int().positive(),
  /** When the provider produced it. */
  timestamp: instantSchema,
};

/**
 * A market of a game: its type (packages/domain `marketTypeIds`) and specifier, in the canonical
 * form `key=value|key=value` (`total=2.5`, `hcp=-0.75`, `goalnr=2`; empty when none).
 */
export const marketRefSchema = z.object({
  typeId: z.int().positive().max(100_000),
  specifier: z
    .string()
    .max(120)
    .regex(/^([a-z]+=[A-Za-z0-9.:_-]+(\|[a-z]+=[A-Za-z0-9.:_-]+)*)?$/, 'key=value pairs'),
});
export type MarketRef = z.infer<typeof marketRefSchema>;

/** Odds as integer thousandths (1.85 is 1850; packages/domain `Odds`): never a float. */
export const oddsThousandthsSchema = z.int().min(1001).max(1_000_000);

export const feedOutcomeSchema = z.object({
  /** The provider's outcome id within the market: the outcome type's number, or a competitor's id. */
  id: externalIdSchema,
  /** The outcome type (packages/domain `outcomeTypeIds`). */
  typeId: z.int().positive().max(100_000),
  /** Null: offered without a price for now. */
  odds: oddsThousandthsSchema.nullable(),
});

export const tradingStatusSchema = z.enum(['active', 'suspended', 'deactivated']);

export const feedMarketSchema = marketRefSchema.extend({
  status: tradingStatusSchema,
  /** Whether the market is priced in play (a live market). */
  isLive: z.boolean(),
  /** Seed market kind: 1 main, 2 other, 7 long-term. */
  kind: z.union([z.literal(1), z.literal(2), z.literal(7)]),
  outcomes: z.array(feedOutcomeSchema).min(1).max(200),
});
export type FeedMarket = z.infer<typeof feedMarketSchema>;

/** Prices and status of some of a game's markets, and the game's state when it is in play. */
export const oddsChangeMessageSchema = z.object({
  type: z.literal('odds-change'),
  ...sequenced,
  gameId: externalIdSchema,
  gameState: gameStateSchema.optional(),
  markets: z.array(feedMarketSchema).max(500),
});

/** Bets stop on some market types of a game (all when absent): prices may still move. */
export const betStopMessageSchema = z.object({
  type: z.literal('bet-stop'),
  ...sequenced,
  gameId: externalIdSchema,
  marketTypeIds: z.array(z.int().positive()).min(1).max(100).optional(),
});

export const competitorSchema = z.object({
  id: externalIdSchema,
  names: localizedTextSchema,
  countryCode: countryCodeSchema.nullable(),
});
export type Competitor = z.infer<typeof competitorSchema>;

/** A game (or an outright: a league's winner, an election) with where it belongs. */
export const fixtureSchema = z.object({
  gameId: externalIdSchema,
  kind: z.enum(['match', 'outright']),
  sport: z.object({
    id: externalIdSchema,
    names: localizedTextSchema,
    sortOrder: z.int().min(0).max(10_000),
  }),
  category: z.object({
    id: externalIdSchema,
    names: localizedTextSchema,
    countryCode: countryCodeSchema.nullable(),
  }),
  championship: z.object({
    id: externalIdSchema,
    names: localizedTextSchema,
    sections: z.array(lineSectionSchema).max(10),
    sortOrder: z.int().min(0).max(10_000),
  }),
  /** A match: home then away. An outright: every competitor. */
  competitors: z.array(competitorSchema).max(200),
  /** An outright's name ("Premier League — winner"); a match is named by its competitors. */
  names: localizedTextSchema.optional(),
  startAt: instantSchema,
  /** Will be offered in play. */
  liveCoverage: z.boolean(),
  /** Sections of the game itself: `topgame` for the top games. */
  sections: z.array(lineSectionSchema).max(10),
  hasVideo: z.boolean(),
  /** Competitors are players, not teams (tennis, fights, darts): markets are player duels. */
  playersDuel: z.boolean(),
});
export type Fixture = z.infer<typeof fixtureSchema>;

/** A game added to the line, changed (start time moved, names), or cancelled. */
export const fixtureChangeMessageSchema = z.object({
  type: z.literal('fixture-change'),
  ...sequenced,
  change: z.enum(['new', 'start-time', 'updated', 'cancelled']),
  fixture: fixtureSchema,
});

export const settlementCertaintySchema = z.enum(['live-scouted', 'confirmed']);

export const outcomeSettlementSchema = z.object({
  id: externalIdSchema,
  result: z.enum(['won', 'lost']),
  /** Refunded share: 0, 0.5 (half: a quarter line) or 1 (all: a push, a void). */
  voidFactor: z.union([z.literal(0), z.literal(0.5), z.literal(1)]),
  /** Paid share of a winning stake when tied for a place. */
  deadHeatFactor: z.number().gt(0).max(1),
});

/** Results of some of a game's markets, as sure as `certainty` says. */
export const settlementMessageSchema = z.object({
  type: z.literal('settlement'),
  ...sequenced,
  gameId: externalIdSchema,
  certainty: settlementCertaintySchema,
  markets: z
    .array(marketRefSchema.extend({ outcomes: z.array(outcomeSettlementSchema).min(1).max(200) }))
    .min(1)
    .max(500),
});

/** Bets placed from `from` (inclusive) to `to` (exclusive); an open side reaches as far as it goes. */
export const cancelWindowSchema = z
  .object({ from: instantSchema.optional(), to: instantSchema.optional() })
  .refine((window) => window.from === undefined || window.to === undefined || window.from < window.to, {
    message: 'from must come before to',
    path: ['to'],
  });

/** Void the bets of some markets (all of the game's when absent), only those placed in the window if given. */
export const cancelMessageSchema = z.object({
  type: z.literal('cancel'),
  ...sequenced,
  gameId: externalIdSchema,
  markets: z.array(marketRefSchema).min(1).max(500).optional(),
  window: cancelWindowSchema.optional(),
  reason: z.enum(['odds-error', 'game-cancelled', 'other']),
});

export const rollbackSettlementMessageSchema = z.object({
  type: z.literal('rollback-settlement'),
  ...sequenced,
  gameId: externalIdSchema,
  markets: z.array(marketRefSchema).min(1).max(500),
});

/** Takes back a cancel: the same markets and window as the cancel named. */
export const rollbackCancelMessageSchema = z.object({
  type: z.literal('rollback-cancel'),
  ...sequenced,
  gameId: externalIdSchema,
  markets: z.array(marketRefSchema).min(1).max(500).optional(),
  window: cancelWindowSchema.optional(),
});

/** The messages that change the line, each numbered in its producer's sequence. */
export const feedMessageSchema = z.discriminatedUnion('type', [
  oddsChangeMessageSchema,
  betStopMessageSchema,
  fixtureChangeMessageSchema,
  settlementMessageSchema,
  cancelMessageSchema,
  rollbackSettlementMessageSchema,
  rollbackCancelMessageSchema,
]);
export type FeedMessage = z.infer<typeof feedMessageSchema>;
export type FeedMessageOf<T extends FeedMessage['type']> = Extract<FeedMessage, { type: T }>;

/**
 * The producer is alive; `lastSequence` is the number of its latest message, so a consumer that
 * has applied less knows it missed some even when nothing else arrives. Not itself numbered.
 */
export const heartbeatMessageSchema = z.object({
  type: z.literal('heartbeat'),
  producerId: producerIdSchema,
  timestamp: instantSchema,
  lastSequence: z.int().nonnegative(),
});
export type HeartbeatMessage = z.infer<typeof heartbeatMessageSchema>;

/** Everything a feed connection delivers. */
export const feedEnvelopeSchema = z.discriminatedUnion('type', [
  ...feedMessageSchema.options,
  heartbeatMessageSchema,
]);
export type FeedEnvelope = z.infer<typeof feedEnvelopeSchema>;

/**
 * How a provider names a market type and its outcomes in every language. `{param}` is the
 * outcome's line from its own side (+1.5, 2.5), `{goalnr}` a next-goal market's goal number.
 */
export const marketDescriptionSchema = z.object({
  typeId: z.int().positive(),
  names: localizedTextSchema,
  outcomes: z.array(z.object({ typeId: z.int().positive(), names: localizedTextSchema })).max(50),
});
export type MarketDescription = z.infer<typeof marketDescriptionSchema>;
