import { gameStatusIdList, marketStatuses } from '@parlay/domain';
import { z } from 'zod';
import { siteLanguageCodeSchema } from '../site-config/site-config.ts';

/** A text in every site language (a sport's, a team's, a market's name). */
export const localizedTextSchema = z.record(siteLanguageCodeSchema, z.string().min(1).max(300));
export type LocalizedText = z.infer<typeof localizedTextSchema>;

/**
 * Special sections of the line, each a page type of its own (seed 000 §2, seed 001 §2): a
 * championship or game in one shows on that section's pages too.
 */
export const lineSections = [
  'cyber',
  'marble',
  'topgame',
  'ipl',
  'epl',
  'laliga',
  'europaleague',
  'ufc',
  'politics',
] as const;
export const lineSectionSchema = z.enum(lineSections);
export type LineSection = z.infer<typeof lineSectionSchema>;

export const marketStatusSchema = z.enum(marketStatuses);

/** A game's status by number (packages/domain `gameStatusIds`: 1 not started … 4 ended). */
export const gameStatusSchema = z.literal(gameStatusIdList);

export const scoreSchema = z.object({ home: z.int().nonnegative(), away: z.int().nonnegative() });
export type ScoreValue = z.infer<typeof scoreSchema>;

/**
 * A game's clock: its game time in seconds at `at` (ms since the epoch), and how fast it runs while
 * `running` — 1 for real games; more for the demo feed's games played in accelerated time — so a
 * page moves it on between messages.
 */
export const gameClockSchema = z.object({
  seconds: z.int().nonnegative(),
  running: z.boolean(),
  rate: z.number().positive().max(1000),
  at: z.int().nonnegative(),
});
export type GameClock = z.infer<typeof gameClockSchema>;

/** A game's state in play: status, score, the score of each period so far, the period, the clock. */
export const gameStateSchema = z.object({
  status: gameStatusSchema,
  score: scoreSchema,
  periodScores: z.array(scoreSchema).max(30),
  /** 0 before the start, then 1, 2… */
  period: z.int().min(0).max(30),
  clock: gameClockSchema.nullable(),
});
export type GameState = z.infer<typeof gameStateSchema>;
