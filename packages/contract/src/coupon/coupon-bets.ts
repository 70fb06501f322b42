import { z } from 'zod';
import { siteLanguageCodeSchema } from '../site-config/site-config.ts';
import { accountIdSchema, moneyTextSchema } from '../wallet/wallet.ts';

// The player's coupons: placing one (seed 001 §3 "Coupon to submit", "Bet"), cashing one out, the
// bet history and one coupon for the print page. Amounts travel as decimal strings in major units
// of the account's currency ("150", "2.50"), as the wallet's do; coefficients as decimal numbers
// with at most three decimals (1.85), as the line gives them.

/** A positive whole number written in a path or query (`88637`). */
const idTextSchema = z
  .string()
  .regex(/^[1-9]\d{0,14}$/, 'a positive whole number')
  .transform(Number);

/** An amount as the player typed it, in major units of the account's currency ("12.50"). */
export const couponAmountSchema = z.string().min(1).max(40);

/** Coefficient-change options (seed 001 §3): 0 confirm, 1 accept any change, 2 accept increases. */
export const changeCoefActionSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export type ChangeCoefAction = z.infer<typeof changeCoefActionSchema>;

/** One bet of the coupon to submit: the selection (the seed's market id) at the price the player saw. */
export const placeBetSchema = z.strictObject({
  /** The selection's id (`id` of a market in the line API). */
  id: z.int().positive().max(Number.MAX_SAFE_INTEGER),
  /** The price the player saw, at most three decimals. */
  coef: z.number().min(1).max(1_000_000),
  /** A system's banker (sits in every line). */
  banker: z.boolean().optional(),
  /** A multibet's element or a conditional's block. */
  blockId: z.int().min(0).max(100).optional(),
});
export type PlaceBet = z.infer<typeof placeBetSchema>;

/** Seed 001 §3 "Coupon to submit" (the fields the server acts on). */
export const placeCouponBodySchema = z.strictObject({
  /** Coupon type 0–9 (single … many singles). */
  typeId: z.int().min(0).max(9),
  /** The player's money account to stake from: another player's is refused as unknown. */
  accountId: accountIdSchema,
  /** The stake entered (BET-TYPES.md "amount": a system's is split over its lines). */
  amount: couponAmountSchema,
  /** A conditional's later blocks' amounts, by block id. */
  amountByBlockId: z.record(z.string().regex(/^\d{1,3}$/), couponAmountSchema).optional(),
  /** Many singles: a bet's own amount, by selection id. */
  amountByBetId: z.record(z.string().regex(/^[1-9]\d{0,14}$/), couponAmountSchema).optional(),
  bets: z.array(placeBetSchema).min(1).max(100),
  /** What to do when a price moved since the player saw it; default 2 (seed 001 §9). */
  changeCoefAction: changeCoefActionSchema.default(2),
  /** A system's k (at least 2). */
  systemValue: z.int().min(2).max(100).optional(),
  /**
   * Drop a live coupon whose game's score changes during the bet delay (seed 001 §3 coupon
   * settings), rather than take it at a price set before the goal. Default false.
   */
  isDropOnScoreChange: z.boolean().default(false),
  /** An anti-express's quoted price. */
  antiExpressCoef: z.number().min(1).max(1_000_000).optional(),
  /**
   * A vip bet (seed 001 §5 "Coupon"): an amount above the maximum is not refused but held and left
   * to a trader, who takes the coupon (`awaiting_approval` → `open`) or refuses it (→ `rejected`,
   * the money back) before its deadline. Only where the site offers it, for line bets of a type with
   * a maximum, never many singles. Within the maximum the coupon is placed as any other. Default false.
   */
  isVipBet: z.boolean().default(false),
});
export type PlaceCouponBody = z.infer<typeof placeCouponBodySchema>;

/** Names of the coupon's texts come in this language (default English). */
export const couponLanguageQuerySchema = z.strictObject({ lang: siteLanguageCodeSchema.optional() });
export type CouponLanguageQuery = z.infer<typeof couponLanguageQuerySchema>;

/**
 * Where a placed coupon is: open until every leg is decided, then by its payout; or cashed out. A
 * vip bet first awaits a trader's approval (its stake held), then is open or rejected (nothing staked).
 */
export const couponStatuses = [
  'open',
  'won',
  'lost',
  'returned',
  'cashed_out',
  'awaiting_approval',
  'rejected',
] as const;
export const couponStatusSchema = z.enum(couponStatuses);
export type CouponStatus = z.infer<typeof couponStatusSchema>;

/** One leg of a placed coupon, with its result status (seed 001 §3 "Bet result statusId" −2…6). */
export const couponLegSchema = z.object({
  selectionId: z.int().positive(),
  marketId: z.int().positive(),
  gameId: z.int().positive(),
  /** The price taken. */
  coef: z.number(),
  banker: z.boolean(),
  blockId: z.int().nullable(),
  isLive: z.boolean(),
  statusId: z.int().min(-2).max(6),
  gameName: z.string(),
  marketName: z.string(),
  outcomeName: z.string(),
});
export type CouponLeg = z.infer<typeof couponLegSchema>;

/** A placed coupon as the player sees it (the answer to a placement, the history, the print page). */
export const placedCouponSchema = z.object({
  id: z.int().positive(),
  /** The coupon's type: 0–8 (a single of many singles is a single). */
  typeId: z.int().min(0).max(8),
  /** The type the player placed: 9 for a single of many singles, else `typeId` (the history's filter). */
  placedAsTypeId: z.int().min(0).max(9),
  accountId: z.int().positive(),
  currency: z.string(),
  amount: moneyTextSchema,
  /** What the wallet took. */
  stake: moneyTextSchema,
  /** The total coefficient as placed (exact decimal text), where the type has one. */
  coef: z.string().nullable(),
  /** The return if every leg wins, a bonus express's bonus included. */
  potentialWin: moneyTextSchema,
  /**
   * A bonus express's bonus coefficient as placed (seed 001 §5: 1.03 for three bets); the payout
   * carries the bonus the legs earn (fewer after a void, none after a half result). Null: no bonus.
   */
  bonusCoef: z.number().nullable(),
  systemValue: z.int().nullable(),
  changeCoefAction: changeCoefActionSchema,
  status: couponStatusSchema,
  /** What the coupon paid (zero when lost); null while open, awaiting approval or rejected. */
  payout: moneyTextSchema.nullable(),
  /** The amount it was cashed out at. */
  cashout: moneyTextSchema.nullable(),
  isLive: z.boolean(),
  placedAt: z.iso.datetime({ offset: true }),
  /** A vip bet's: when it is rejected unless a trader has taken it; null for any other coupon. */
  approvalDeadline: z.iso.datetime({ offset: true }).nullable(),
  /** When it was settled, cashed out or (a vip bet) rejected. */
  settledAt: z.iso.datetime({ offset: true }).nullable(),
  legs: z.array(couponLegSchema),
});
export type PlacedCoupon = z.infer<typeof placedCouponSchema>;

/**
 * The placement's answer (seed 001 §3 `successCoupon`, `singlesResultCoupons`): the coupon, or for
 * many singles (type 9) one single coupon per bet.
 */
export const placeCouponResponseSchema = z.object({
  successCoupon: placedCouponSchema.nullable(),
  singlesResultCoupons: z.array(placedCouponSchema),
});
export type PlaceCouponResponse = z.infer<typeof placeCouponResponseSchema>;

export const couponIdParamsSchema = z.strictObject({ couponId: idTextSchema });

/** What cashing out an open coupon would pay now; `amount` null (with `reason`) when no offer stands. */
export const cashoutOfferSchema = z.object({
  couponId: z.int().positive(),
  amount: moneyTextSchema.nullable(),
  reason: z.enum(['not_open', 'not_cashable_type', 'market_suspended', 'leg_lost', 'too_small']).nullable(),
});
export type CashoutOffer = z.infer<typeof cashoutOfferSchema>;

/** Accepts the offer the player saw; the price may have moved since (`changeCoefAction` decides). */
export const cashoutBodySchema = z.strictObject({
  couponId: z.int().positive().max(Number.MAX_SAFE_INTEGER),
  /** The offer the player accepted. */
  amount: couponAmountSchema,
  changeCoefAction: changeCoefActionSchema.default(2),
});
export type CashoutBody = z.infer<typeof cashoutBodySchema>;

export const cashoutResponseSchema = z.object({ coupon: placedCouponSchema });
export type CashoutResponse = z.infer<typeof cashoutResponseSchema>;

/** The bet history's filters: placed within [dateFrom, dateTo), by status and type; newest first. */
export const couponHistoryQuerySchema = z.strictObject({
  dateFrom: z.iso.datetime({ offset: true }).optional(),
  dateTo: z.iso.datetime({ offset: true }).optional(),
  status: couponStatusSchema.optional(),
  typeId: z.coerce.number().int().min(0).max(9).optional(),
  pageNumber: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  lang: siteLanguageCodeSchema.optional(),
});
export type CouponHistoryQuery = z.infer<typeof couponHistoryQuerySchema>;

export const couponHistoryResponseSchema = z.object({
  coupons: z.array(placedCouponSchema),
  /** Coupons matching the filters, on every page. */
  totalCount: z.int().nonnegative(),
});
export type CouponHistoryResponse = z.infer<typeof couponHistoryResponseSchema>;

export const couponResponseSchema = z.object({ coupon: placedCouponSchema });
export type CouponResponse = z.infer<typeof couponResponseSchema>;
