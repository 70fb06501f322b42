import { limitStates } from '@parlay/domain';
import { z } from 'zod';
import { limitTypeIdSchema } from '../site-config/site-config.ts';

// The limit service (seed 001 §3 "Limit", §4 "Limits", §5 "Limits", §7 "Limit service"). A money
// limit's value and balance are integers in minor units of the player's main account currency,
// whose code is the limit's `measure`; other limits count hours (session), minutes (reality check)
// or days (self-exclusion, timeout). Times of the Limit entity are in seconds since the epoch.

/** The values a type accepts: a free integer range (money limits) or a list of choices. */
export const availableLimitValuesSchema = z.union([
  z.array(z.int()),
  z.object({ min: z.int(), max: z.int() }),
]);

/** The unit of a limit's value: a currency code for money limits, else hours, minutes or days. */
export const limitMeasureSchema = z.string().min(1).max(8);

/**
 * One limit (seed 001 §3 "Limit", every field, plus `id`). ACTIVE: in force since `startedAt`, until
 * `endsAt` (self-exclusion and timeout) or without end (null). PENDING: a looser value (null: a
 * removal) that may be confirmed from `startedAt` (the end of the cooling-off) and, for deposit
 * limits, until `endsAt` (86 400 s later); `needApprove` says the player's confirmation is awaited.
 * INACTIVE: a type the site offers and the player has not set (`id` null).
 */
export const limitSchema = z.object({
  /** The limit's id for `limitaction` and `DELETE limit`; null for an INACTIVE type not set. */
  id: z.string().nullable(),
  limitType: limitTypeIdSchema,
  limitState: z.enum(limitStates),
  /** The value in the measure's unit; null: no limit (a pending removal, an INACTIVE type). */
  limitValue: z.int().nullable(),
  /**
   * What remains: of a money limit, its value less what its window used (minor units); of a session
   * limit, the milliseconds left of this session. Null when not known or not meaningful.
   */
  limitBalance: z.int().nullable(),
  needApprove: z.boolean(),
  startedAt: z.int().nullable(),
  endsAt: z.int().nullable(),
  availableValues: availableLimitValuesSchema,
  measure: limitMeasureSchema,
  /** The dictionary key of the type's name (`responsible_gaming_limit_type_20`). */
  label: z.string(),
  /** The reason id given for a self-exclusion or timeout (`reasons/selfexclude`), else null. */
  selfExcludeReason: z.int().nullable(),
});
export type Limit = z.infer<typeof limitSchema>;

export const limitsResponseSchema = z.object({ limits: z.array(limitSchema) });
export type LimitsResponse = z.infer<typeof limitsResponseSchema>;

/** Every type the site offers, as the player has it (or INACTIVE), and the cooling-off in hours. */
export const availableLimitsResponseSchema = z.object({
  limits: z.array(limitSchema),
  coolingOffHours: z.number().positive(),
});
export type AvailableLimitsResponse = z.infer<typeof availableLimitsResponseSchema>;

/**
 * One change asked for. `limitType` any integer: a type the site does not offer is refused naming
 * the field. `limitValue` any number: a fraction, a negative or a value outside availableValues is
 * refused naming it (999999999 for a deposit limit and -1 for a session limit mean "no limit").
 */
export const limitChangeSchema = z.strictObject({
  limitType: z.int(),
  limitValue: z.number(),
  /** For a self-exclusion or timeout: the reason chosen from `reasons/selfexclude`. */
  selfExcludeReason: z.int().optional(),
});
export type LimitChange = z.infer<typeof limitChangeSchema>;

export const setLimitsBodySchema = z.strictObject({ limits: z.array(limitChangeSchema).min(1).max(14) });
export type SetLimitsBody = z.infer<typeof setLimitsBodySchema>;

/** A responsible-gaming question; texts are dictionary keys. */
export const limitQuestionSchema = z.object({
  id: z.int(),
  textKey: z.string(),
  answers: z.array(z.object({ id: z.int(), textKey: z.string() })),
});
export type LimitQuestionView = z.infer<typeof limitQuestionSchema>;

/**
 * The answer to a change: stricter values took effect at once (in `limitsData`); a looser value or
 * a removal waits for the questions to be answered (`testanswers` with `tokenGuid`). No looser
 * change: no questions and `tokenGuid` null.
 */
export const questionnaireResponseSchema = z.object({
  questions: z.array(limitQuestionSchema),
  tokenGuid: z.string().nullable(),
  limitsData: z.array(limitSchema),
});
export type QuestionnaireResponse = z.infer<typeof questionnaireResponseSchema>;

export const testAnswersBodySchema = z.strictObject({
  tokenGuid: z.string().min(1).max(64),
  answers: z
    .array(z.strictObject({ questionId: z.int(), answerId: z.int() }))
    .min(1)
    .max(20),
});
export type TestAnswersBody = z.infer<typeof testAnswersBodySchema>;

/**
 * `success`: the answers passed and the looser changes are now PENDING (cooling-off, then the
 * player's confirmation); false: nothing changed. The token is spent either way.
 */
export const testAnswersResponseSchema = z.object({
  questionsResult: z.array(z.object({ questionId: z.int(), passed: z.boolean() })),
  success: z.boolean(),
  limitsData: z.array(limitSchema),
});
export type TestAnswersResponse = z.infer<typeof testAnswersResponseSchema>;

export const limitIdSchema = z.string().min(1).max(64);

export const limitActionBodySchema = z.strictObject({
  limitId: limitIdSchema,
  action: z.enum(['confirm', 'reject']),
});
export type LimitActionBody = z.infer<typeof limitActionBodySchema>;

export const limitActionResponseSchema = z.object({
  success: z.literal(true),
  limitsData: z.array(limitSchema),
});
export type LimitActionResponse = z.infer<typeof limitActionResponseSchema>;

export const removeLimitQuerySchema = z.strictObject({ limitId: limitIdSchema });

export const selfExcludeReasonsResponseSchema = z.object({
  reasons: z.array(z.object({ id: z.int(), label: z.string() })),
});
export type SelfExcludeReasonsResponse = z.infer<typeof selfExcludeReasonsResponseSchema>;

/** Self-exclusion (30) or timeout (33) for `limitValue` days, with the reason chosen. */
export const blockUserBodySchema = z.strictObject({
  limitType: z.int(),
  limitValue: z.number(),
  selfExcludeReason: z.int().optional(),
});
export type BlockUserBody = z.infer<typeof blockUserBodySchema>;

export const blockUserResponseSchema = z.object({ success: z.literal(true) });

/** The 30 s ping while a session limit exists: whether the session limit has run out. */
export const pingResponseSchema = z.object({
  sessionLimitEnded: z.boolean(),
  /** Milliseconds left of the session limit; null without one. */
  sessionRemainingMs: z.int().nullable(),
  /**
   * The session limit in force (hours × 3 600 000 ms); null without one. The browser counts it from
   * the session's start as it read it once, so a limit changed meanwhile moves its own timer.
   */
  sessionLimitMs: z.int().nullable(),
});
export type PingResponse = z.infer<typeof pingResponseSchema>;

/**
 * What the browser needs every 30 s (the client limits call): the session's start and its limit
 * (hours × 3 600 000 ms), the reality-check interval, and what this session staked and won so the
 * reality check shows the net position (won − staked). Times in ms since the epoch, amounts in
 * minor units of `play.currency`; `play` null when the amounts cannot be told.
 */
export const clientLimitsResponseSchema = z.object({
  serverTime: z.int(),
  session: z.object({
    startedAt: z.int(),
    limitMs: z.int().nullable(),
    remainingMs: z.int().nullable(),
    ended: z.boolean(),
  }),
  realityCheck: z.object({ intervalMs: z.int().nullable() }),
  play: z.object({ currency: z.string(), staked: z.int(), won: z.int() }).nullable(),
});
export type ClientLimitsResponse = z.infer<typeof clientLimitsResponseSchema>;
