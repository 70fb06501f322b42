import { defineEndpoints } from '../http/endpoint.ts';
import {
  cashoutBodySchema,
  cashoutOfferSchema,
  cashoutResponseSchema,
  couponHistoryQuerySchema,
  couponHistoryResponseSchema,
  couponIdParamsSchema,
  couponLanguageQuerySchema,
  couponResponseSchema,
  placeCouponBodySchema,
  placeCouponResponseSchema,
} from './coupon-bets.ts';
import { saveCouponDraftBodySchema, storedCouponDraftSchema } from './coupon-draft.ts';

/**
 * The signed-in player's bets (apps/server/src/modules/coupon/README.md): placing a coupon, its
 * cash-out, the bet history and one coupon for the print page. An account or coupon that is not the
 * caller's is answered like one that does not exist. Each money-moving call takes an
 * `Idempotency-Key`: repeated with the same body it answers the first answer again, with another 409.
 */
export const couponBetsEndpoints = defineEndpoints('couponBets', {
  place: {
    method: 'POST',
    path: '/coupon-api/place',
    summary: 'Places a coupon: checks its selections, prices and amounts, takes the stake and stores it',
    description:
      'One transaction: every selection open and not suspended, every price acceptable under changeCoefAction (else 409 COEFFICIENT_CHANGED with changedBets), the amount rules, the stake through the wallet, the coupon and its legs. A live coupon waits the bet delay first and is refused if a bet stop came meanwhile.',
    tags: ['coupon'],
    query: couponLanguageQuerySchema,
    body: placeCouponBodySchema,
    response: placeCouponResponseSchema,
    errors: [
      'INSUFFICIENT_FUNDS',
      'COEFFICIENT_CHANGED',
      'SELECTION_UNAVAILABLE',
      'RESPONSIBLE_GAMING_LIMIT',
    ],
    requires: { session: 'user', idempotencyKey: true, noStore: true },
  },
  cashoutOffer: {
    method: 'GET',
    path: '/coupon-api/cashout/:couponId',
    summary: 'What cashing out an open single or express would pay now (null with a reason when nothing)',
    tags: ['coupon'],
    params: couponIdParamsSchema,
    response: cashoutOfferSchema,
    errors: ['NOT_FOUND'],
    requires: { session: 'user', noStore: true },
  },
  cashout: {
    method: 'POST',
    path: '/coupon-api/cashout',
    summary:
      'Cashes an open coupon out at the current offer, settling it (changeCoefAction decides on a moved offer)',
    tags: ['coupon'],
    query: couponLanguageQuerySchema,
    body: cashoutBodySchema,
    response: cashoutResponseSchema,
    errors: ['COEFFICIENT_CHANGED', 'SELECTION_UNAVAILABLE'],
    requires: { session: 'user', idempotencyKey: true, noStore: true },
  },
  history: {
    method: 'GET',
    path: '/coupon-api/history',
    summary: "The player's coupons, newest first, by page, filtered by date, status and type",
    tags: ['coupon'],
    query: couponHistoryQuerySchema,
    response: couponHistoryResponseSchema,
    errors: [],
    requires: { session: 'user', noStore: true },
  },
  getCoupon: {
    method: 'GET',
    path: '/coupon-api/coupons/:couponId',
    summary: "One of the player's coupons with its legs (the print page); another player's is 404",
    tags: ['coupon'],
    params: couponIdParamsSchema,
    query: couponLanguageQuerySchema,
    response: couponResponseSchema,
    errors: ['NOT_FOUND'],
    requires: { session: 'user', noStore: true },
  },
  draft: {
    method: 'GET',
    path: '/coupon-api/draft',
    summary: "The player's coupon as it is being built (version 0 and draft null before the first save)",
    tags: ['coupon'],
    response: storedCouponDraftSchema,
    errors: [],
    requires: { session: 'user', noStore: true },
  },
  saveDraft: {
    method: 'PUT',
    path: '/coupon-api/draft',
    summary: "Saves the player's coupon being built, over the version the client last read",
    description:
      'The version must be the stored one (0 before the first save): the answer is the draft with the next version. A stale version changes nothing and answers 409 COUPON_DRAFT_STALE with `couponDraft`, the draft stored now, for the client to merge and save again. Placing a coupon takes its selections out of the draft (a new version).',
    tags: ['coupon'],
    body: saveCouponDraftBodySchema,
    response: storedCouponDraftSchema,
    errors: ['COUPON_DRAFT_STALE'],
    requires: { session: 'user', noStore: true },
  },
});
