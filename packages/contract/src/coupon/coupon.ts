import { betStatusIds, couponTypeIds, maxCouponLegs } from '@parlay/domain';
import { z } from 'zod';
import { amountInputSchema } from '../wallet/wallet.ts';

// The coupon's arithmetic over HTTP (issue 12, BET-TYPES.md). Amounts and coefficients arrive as a
// JSON number or a decimal string ("10.50", 1.85): a number is read as the shortest decimal that
// prints it, never as its binary value, and the server checks decimals and ranges (400 naming the
// field). Money answers are JSON numbers rounded half-up to 2 decimals (109.2 is 109.20), exact
// below 2^53 hundredths; coefficients are rounded to 3 decimals.

const couponTypeIdList = Object.values(couponTypeIds);
const betStatusIdList = Object.values(betStatusIds);

/** Seed 001 §3 "Coupon types": 0 single … 9 many singles. */
export const couponTypeIdSchema = z.literal(couponTypeIdList);

/** Seed 001 §3 "Bet result statusId": −2 not calculated … 6 half lose half win. */
export const betStatusIdSchema = z.literal(betStatusIdList);

/** Decimal odds as a number (1.85) or text ("1.85"): at most 3 decimals, at least 1.001. */
export const coefInputSchema = z.union([z.string().max(40), z.number()]);

/** A bet (selection) id, the key of `amountByBetId`. */
const betIdSchema = z.int().positive().max(Number.MAX_SAFE_INTEGER);
const idKeySchema = z.string().regex(/^\d{1,15}$/, 'a whole number');

export const calculateBetSchema = z.strictObject({
  id: betIdSchema.optional(),
  coef: coefInputSchema,
  /** The leg's result; −1 (game not started) when absent. */
  statusId: betStatusIdSchema.optional(),
  /** A system banker, or a multibet lobby leg. */
  banker: z.boolean().optional(),
  /** The multibet element or the conditional block of the leg. */
  blockId: z.int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
});
export type CalculateBet = z.infer<typeof calculateBetSchema>;

export const calculateCouponBodySchema = z.strictObject({
  typeId: couponTypeIdSchema,
  /** The amount entered: split over the lines, a chain's unit, block 1's stake, each single's stake. */
  amount: amountInputSchema,
  /** k of a k/m system or multibet (2 ≤ k < m). */
  systemValue: z.int().optional(),
  /** The quoted anti-express coefficient; margin-free when absent. */
  antiExpressCoef: coefInputSchema.optional(),
  /** A conditional block's stake by blockId, or "max" for the previous block's return. */
  amountByBlockId: z.record(idKeySchema, z.union([amountInputSchema, z.literal('max')])).optional(),
  /** A single's own stake by bet id (many singles). */
  amountByBetId: z.record(idKeySchema, amountInputSchema).optional(),
  bets: z.array(calculateBetSchema).min(1).max(maxCouponLegs),
});
export type CalculateCouponBody = z.infer<typeof calculateCouponBodySchema>;

const moneyNumberSchema = z.number();

export const calculateCouponResponseSchema = z.object({
  /** Lines (combinations, chain links, blocks or singles) the amount covers. */
  lines: z.int().nonnegative(),
  /** Each line's stake where the lines share one (else null). */
  stakePerLine: moneyNumberSchema.nullable(),
  /** The money debited. */
  totalStake: moneyNumberSchema,
  /** The total coefficient of a single, express or anti-express (else null), 3 decimals. */
  coef: z.number().nullable(),
  /** The return if every leg wins (an anti-express: if it wins). */
  potentialWin: moneyNumberSchema,
  /** The return given every leg's status; null while any leg is −2 or −1. */
  settledReturn: moneyNumberSchema.nullable(),
  /** A conditional coupon's maximum stake of each block, in block order. */
  blockMaxStakes: z.array(moneyNumberSchema).optional(),
});
export type CalculateCouponResponse = z.infer<typeof calculateCouponResponseSchema>;
