import { z } from 'zod';
import { timeFilters } from '../routes/sports-segments.ts';
import { countryCodeSchema, siteLanguageCodeSchema } from '../site-config/site-config.ts';
import {
  gameClockSchema,
  gameStatusSchema,
  lineSectionSchema,
  marketStatusSchema,
  scoreSchema,
} from './sportsbook-common.ts';

// The public read API of the line (sports → championships → games → markets, and results), for
// pages and for anyone else: anonymous, cacheable by a CDN (ETag, short max-age). Names come in the
// language asked for (`lang`); every id is the book's own, every `slug` the readable part of URLs.

/** A positive whole number written in a path or query (`88637`). */
const idTextSchema = z
  .string()
  .regex(/^[1-9]\d{0,14}$/, 'a positive whole number')
  .transform(Number);

/** Line (games to come) or live (games in play). */
export const lineModeSchema = z.enum(['line', 'live']);
export type LineMode = z.infer<typeof lineModeSchema>;

export const timeFilterSchema = z.enum(timeFilters);

const filterQuery = {
  lang: siteLanguageCodeSchema,
  section: lineModeSchema,
  /** A special section's page (`epl`, `cyber`): only what belongs to it. */
  pageType: lineSectionSchema.optional(),
  timeFilter: timeFilterSchema.optional(),
  /** Only games starting within this many hours (the line's 1 h … 7 days). */
  hours: z
    .string()
    .regex(/^\d{1,3}$/, 'a whole number of hours')
    .transform(Number)
    .pipe(z.int().min(1, 'at least 1 hour').max(168, 'at most 168 hours'))
    .optional(),
};

export const sportsQuerySchema = z.strictObject(filterQuery);
export type SportsQuery = z.infer<typeof sportsQuerySchema>;

export const championshipsQuerySchema = z.strictObject({ ...filterQuery, sport: idTextSchema.optional() });
export type ChampionshipsQuery = z.infer<typeof championshipsQuerySchema>;

export const gamesQuerySchema = z.strictObject({
  ...filterQuery,
  sport: idTextSchema.optional(),
  champ: idTextSchema.optional(),
  /** Only the games this team (or player) plays in. */
  team: idTextSchema.optional(),
  limit: z
    .string()
    .regex(/^\d{1,4}$/, 'a whole number')
    .transform(Number)
    .pipe(z.int().min(1).max(500))
    .optional(),
  offset: z
    .string()
    .regex(/^\d{1,6}$/, 'a whole number')
    .transform(Number)
    .optional(),
});
export type GamesQuery = z.infer<typeof gamesQuerySchema>;

export const gameParamsSchema = z.strictObject({ gameId: idTextSchema });
export const teamParamsSchema = z.strictObject({ teamId: idTextSchema });
export const championshipParamsSchema = z.strictObject({ champId: idTextSchema });
export const gameQuerySchema = z.strictObject({ lang: siteLanguageCodeSchema });

export const resultsQuerySchema = z.strictObject({
  lang: siteLanguageCodeSchema,
  /** The day (UTC) the games started, `2025-05-17`; today when absent. */
  date: z.iso.date().optional(),
  sport: idTextSchema.optional(),
  /** `live`: games that were played live; `zone`: every game (seed 000 results/{live|zone}). */
  type: z.enum(['live', 'zone']).optional(),
});
export type ResultsQuery = z.infer<typeof resultsQuerySchema>;

const entityId = z.int().positive();
const slugSchema = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);

export const sportSchema = z.object({
  id: entityId,
  slug: slugSchema,
  name: z.string(),
  /** Games (live: in play) in the view asked for. */
  gameCount: z.int().nonnegative(),
  sortOrder: z.int(),
});
export type Sport = z.infer<typeof sportSchema>;
export const sportsResponseSchema = z.object({ sports: z.array(sportSchema) });
export type SportsResponse = z.infer<typeof sportsResponseSchema>;

export const categorySchema = z.object({
  id: entityId,
  slug: slugSchema,
  name: z.string(),
  countryCode: countryCodeSchema.nullable(),
});

export const championshipSchema = z.object({
  id: entityId,
  slug: slugSchema,
  name: z.string(),
  sportId: entityId,
  sportSlug: slugSchema,
  category: categorySchema,
  sections: z.array(lineSectionSchema),
  /** Holds long-term markets (outrights) only. */
  isLongTerm: z.boolean(),
  gameCount: z.int().nonnegative(),
  sortOrder: z.int(),
});
export type Championship = z.infer<typeof championshipSchema>;
export const championshipsResponseSchema = z.object({ championships: z.array(championshipSchema) });
export type ChampionshipsResponse = z.infer<typeof championshipsResponseSchema>;

/** A championship as its pages are addressed: with its sport, whatever games it has now. */
export const championshipResponseSchema = z.object({
  championship: championshipSchema
    .omit({ gameCount: true, isLongTerm: true, sortOrder: true })
    .extend({ sportName: z.string() }),
});
export type ChampionshipResponse = z.infer<typeof championshipResponseSchema>;

/**
 * One selectable outcome: the seed's "market" (seed 001 §3 Bet: id, coef, sportId, typeId, kind,
 * isLive, gameId, champId, names; isBlocked, isDepend, isBannedExpress, isDisabledBanker,
 * statisticId, playersDuel). `typeId` is the outcome type, `groupId` the market type it is shown
 * under, `param` its line. `isBlocked`: no bets now (suspended, settled, the feed down).
 * `isDepend` is always false here: dependence between two bets is the coupon's to decide.
 */
export const selectionSchema = z.object({
  id: entityId,
  /** Decimal odds; null while offered without a price. */
  coef: z.number().min(1).nullable(),
  /** Which way the price last moved: for the up/down indication (coefIndicationType). */
  coefMove: z.enum(['up', 'down']).nullable(),
  sportId: entityId,
  typeId: z.int().positive(),
  groupId: z.int().positive(),
  param: z.number().nullable(),
  kind: z.union([z.literal(1), z.literal(2), z.literal(7)]),
  isLive: z.boolean(),
  gameId: entityId,
  champId: entityId,
  /** The outcome's name and its market's, in the language asked for. */
  names: z.object({ market: z.string(), outcome: z.string() }),
  status: marketStatusSchema,
  isBlocked: z.boolean(),
  isDepend: z.boolean(),
  isBannedExpress: z.boolean(),
  isDisabledBanker: z.boolean(),
  statisticId: entityId,
  playersDuel: z.boolean(),
});
export type Selection = z.infer<typeof selectionSchema>;

/** A game's markets of one type (all lines of a total, say), in display order. */
export const marketGroupSchema = z.object({
  groupId: z.int().positive(),
  name: z.string(),
  markets: z.array(selectionSchema),
});
export type MarketGroup = z.infer<typeof marketGroupSchema>;

const competitorRefSchema = z.object({ id: entityId, slug: slugSchema, name: z.string() });

export const gameSummarySchema = z.object({
  id: entityId,
  slug: slugSchema,
  kind: z.enum(['match', 'outright']),
  name: z.string(),
  sportId: entityId,
  sportSlug: slugSchema,
  champId: entityId,
  champSlug: slugSchema,
  champName: z.string(),
  category: categorySchema,
  /** Null for an outright. */
  home: competitorRefSchema.nullable(),
  away: competitorRefSchema.nullable(),
  startAt: z.iso.datetime({ offset: true }),
  status: gameStatusSchema,
  finished: z.boolean(),
  /** Offered in play now. */
  isLive: z.boolean(),
  score: scoreSchema,
  periodScores: z.array(scoreSchema),
  period: z.int().nonnegative(),
  /** Game time in seconds when the last message came (null before the start); see `clock`. */
  gameTime: z.int().nonnegative().nullable(),
  clock: gameClockSchema.nullable(),
  sections: z.array(lineSectionSchema),
  isTop: z.boolean(),
  hasVideo: z.boolean(),
  statisticId: entityId,
  playersDuel: z.boolean(),
  /** Selections open or suspended, of every market. */
  marketCount: z.int().nonnegative(),
  /** The main market (result or winner, or the outright) for lists. */
  mainMarkets: z.array(marketGroupSchema),
});
export type GameSummary = z.infer<typeof gameSummarySchema>;

export const gamesResponseSchema = z.object({
  games: z.array(gameSummarySchema),
  /** Games matching, of which `games` is the page asked for. */
  total: z.int().nonnegative(),
});
export type GamesResponse = z.infer<typeof gamesResponseSchema>;

export const gameResponseSchema = z.object({
  game: gameSummarySchema.extend({ sportName: z.string() }),
  groups: z.array(marketGroupSchema),
});
export type GameResponse = z.infer<typeof gameResponseSchema>;

export const resultSchema = gameSummarySchema.omit({ mainMarkets: true, marketCount: true });
export type GameResult = z.infer<typeof resultSchema>;
export const resultsResponseSchema = z.object({ games: z.array(resultSchema) });
export type ResultsResponse = z.infer<typeof resultsResponseSchema>;

/** A finished (or cancelled) game's result: its final score and each period's, with its sport's name. */
export const resultResponseSchema = z.object({ result: resultSchema.extend({ sportName: z.string() }) });
export type ResultResponse = z.infer<typeof resultResponseSchema>;

/** A team (or a player) as its page is addressed: with its sport. */
export const teamResponseSchema = z.object({
  team: z.object({
    id: entityId,
    slug: slugSchema,
    name: z.string(),
    countryCode: countryCodeSchema.nullable(),
    sportId: entityId,
    sportSlug: slugSchema,
    sportName: z.string(),
  }),
});
export type TeamResponse = z.infer<typeof teamResponseSchema>;
