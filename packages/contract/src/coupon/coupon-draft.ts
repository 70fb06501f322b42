import { defaultMaxCouponBets } from '@parlay/domain';
import { z } from 'zod';
import { changeCoefActionSchema } from './coupon-bets.ts';

// The signed-in player's coupon as it is being built (issue 12: seed 001 §3 "Coupon state",
// "Coupon settings", "Bet", persisted across devices): what the coupon holds before it is placed,
// kept by the server so the player's other devices show it. Nothing here is money yet; amounts are
// the player's text as typed, coefficients the prices last seen.

/** The most bets a draft holds: the coupon's own maximum (packages/domain `defaultMaxCouponBets`). */
export const couponDraftMaxBets = defaultMaxCouponBets;
/** The most entries of a keyed record (per bet, per block, per currency). */
const maxRecordEntries = 100;

const idSchema = z.int().positive().max(Number.MAX_SAFE_INTEGER);
const numberSchema = z.int().min(0).max(Number.MAX_SAFE_INTEGER);
/** A draft's save count, stored as a 32-bit integer. */
const draftVersionSchema = z.int32().min(0);
/** A bet's id as a record key. */
const betIdKeySchema = z.string().regex(/^[1-9]\d{0,14}$/, 'a positive whole number');
/** An amount as the player typed it ('' before one is typed). */
const typedAmountSchema = z.string().max(40);
const nameSchema = z.string().max(300);

function limitedRecord<Value extends z.ZodType>(key: z.ZodType<string>, value: Value) {
  return z
    .record(key, value)
    .refine((record) => Object.keys(record).length <= maxRecordEntries, { message: 'too many entries' });
}

/** One bet of the coupon: the selection with the price the player last accepted, and the coupon's marks. */
export const couponDraftBetSchema = z.strictObject({
  /** The selection's id (`id` of a market in the line API). */
  id: idSchema,
  /** The price last accepted, decimal odds. */
  coef: z.number().min(1).max(1_000_000),
  sportId: numberSchema,
  /** The outcome type. */
  typeId: numberSchema,
  kind: numberSchema,
  isLive: z.boolean(),
  gameId: numberSchema,
  champId: numberSchema,
  names: z.strictObject({ game: nameSchema, market: nameSchema, outcome: nameSchema }),
  /** A multibet's element or a conditional's block; 0 alone. */
  blockId: z.int().min(0).max(100),
  banker: z.boolean(),
  isBonus: z.boolean(),
  isBannedExpress: z.boolean(),
  isDisabledBanker: z.boolean(),
});
export type CouponDraftBet = z.infer<typeof couponDraftBetSchema>;

/** Seed 001 §3 "Coupon settings". */
export const couponDraftSettingsSchema = z.strictObject({
  amountStepByCurrencyIso: limitedRecord(
    z.string().regex(/^[A-Z]{3}$/, 'a currency code'),
    typedAmountSchema,
  ),
  isManualAmountStep: z.boolean(),
  changeCoefAction: changeCoefActionSchema,
  isAutoMax: z.boolean(),
  isVipBet: z.boolean(),
  isBalanceShown: z.boolean(),
  isPossibleWinShown: z.boolean(),
  isSelectAccountShown: z.boolean(),
  isCouponFixed: z.boolean(),
  oneClickAmount: typedAmountSchema,
  isActiveOneClick: z.boolean(),
  exactCoef: z.boolean(),
  isDropOnScoreChange: z.boolean(),
  expressId: idSchema.nullable(),
  bonusAccountOneClickAmount: typedAmountSchema,
});
export type CouponDraftSettings = z.infer<typeof couponDraftSettingsSchema>;

/** The coupon being built (seed 001 §3 "Coupon state" less what a placement answered and the tab on show). */
export const couponDraftSchema = z.strictObject({
  /** Coupon type 0–9. */
  typeId: z.int().min(0).max(9),
  bets: z.array(couponDraftBetSchema).max(couponDraftMaxBets),
  accountId: idSchema.nullable(),
  amount: typedAmountSchema,
  /** A conditional's block amounts, by block id: an amount, or 'max' (the previous block's return). */
  amountByBlockId: limitedRecord(z.string().regex(/^\d{1,3}$/, 'a block id'), typedAmountSchema),
  /** Many singles: a bet's own amount, by bet id. */
  amountByBetId: limitedRecord(betIdKeySchema, typedAmountSchema),
  prepaidAmount: typedAmountSchema,
  /** A system's k. */
  systemValue: z.int().min(2).max(100),
  isActiveSystemBanker: z.boolean(),
  isActiveVipBet: z.boolean(),
  isActiveAutoMax: z.boolean(),
  promoCode: z.string().max(64),
  manualPromoCode: z.boolean(),
  expressId: idSchema.nullable(),
  /** When each bet was added (ms since the epoch). */
  addedAtByBetId: limitedRecord(betIdKeySchema, numberSchema),
  /** Bonus bets the player deleted: an offer does not put them back (seed 001 §4). */
  manuallyDeletedBetIds: z.array(idSchema).max(maxRecordEntries),
  settings: couponDraftSettingsSchema,
});
export type CouponDraft = z.infer<typeof couponDraftSchema>;

export { emptyCouponDraft } from './empty-coupon-draft.ts';

/**
 * The player's stored draft: `version` counts its saves (0 and `draft` null before the first),
 * `userId` says whose it is (a browser keeps another player's coupon apart).
 */
export const storedCouponDraftSchema = z.object({
  userId: idSchema,
  version: draftVersionSchema,
  updatedAt: z.iso.datetime({ offset: true }).nullable(),
  draft: couponDraftSchema.nullable(),
});
export type StoredCouponDraft = z.infer<typeof storedCouponDraftSchema>;

/** A save: the draft, and the version the client last read (0 when it has read none). */
export const saveCouponDraftBodySchema = z.strictObject({
  version: draftVersionSchema,
  draft: couponDraftSchema,
});
export type SaveCouponDraftBody = z.infer<typeof saveCouponDraftBodySchema>;
