import { limitRefusalReasons } from '@parlay/domain';
import { z } from 'zod';
import { storedCouponDraftSchema } from '../coupon/coupon-draft.ts';
import { errorCodeList } from './error-codes.ts';

/** Status codes named by the specification (seed 001 §8). */
export const statusCodes = {
  SAVED: 200,
  ACTION_SAVED: 204,
  ERROR: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
} as const;
export type StatusCodeName = keyof typeof statusCodes;

/**
 * Why a responsible-gaming limit refused (403 RESPONSIBLE_GAMING_LIMIT, SELF_EXCLUDED): the reason,
 * the limit type (seed 001 §3), and what remains — an amount in `currency` as `formatMoney` writes
 * it for a money limit, the end of a timeout, self-exclusion or session as an ISO time.
 */
export const limitRefusalDetailsSchema = z.object({
  reason: z.enum(limitRefusalReasons),
  typeId: z.int(),
  remaining: z.string().optional(),
  currency: z.string().optional(),
  endsAt: z.iso.datetime().optional(),
});

/**
 * The one error envelope every API error is answered with. `messageKey` is a dictionary key the
 * client translates; `message` is an optional server text (preferred by the client when present);
 * `fields` maps a request field path to the message key of what is wrong with it; `captchaCode`,
 * `retryAfter` and `exception_code` appear only on the answers docs/identity-api.md names.
 */
export const errorEnvelopeSchema = z.object({
  status: z.number().int().min(400).max(599),
  code: z.enum(errorCodeList),
  messageKey: z.string().min(1),
  message: z.string().optional(),
  fields: z.record(z.string(), z.string()).optional(),
  /** Which captcha challenge to show before repeating the request (100 | 111 | 112 | 113). */
  captchaCode: z.union([z.literal(100), z.literal(111), z.literal(112), z.literal(113)]).optional(),
  /** Seconds to wait before trying again (locked account, code resend). */
  retryAfter: z.number().int().min(0).optional(),
  /** Sub-reason of a 451: 1 = the user must confirm changed terms. */
  exception_code: z.number().int().optional(),
  /**
   * A coupon refused because prices moved beyond what its changeCoefAction accepts (409
   * COEFFICIENT_CHANGED): each bet whose price or state changed, as it is now, for the player to confirm.
   */
  changedBets: z
    .array(
      z.object({
        id: z.int().positive(),
        coef: z.number().nullable(),
        bettable: z.boolean(),
      }),
    )
    .optional(),
  /** A deposit, stake or sign-in a responsible-gaming limit refused: which, and what remains. */
  limit: limitRefusalDetailsSchema.optional(),
  /** The player's coupon draft as stored now (409 COUPON_DRAFT_STALE), for the client to merge. */
  couponDraft: storedCouponDraftSchema.optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;
export type LimitRefusalDetails = z.infer<typeof limitRefusalDetailsSchema>;

/** Captcha challenge codes the 400 envelope may carry (seed 001 §8). */
export type CaptchaCode = NonNullable<ErrorEnvelope['captchaCode']>;
