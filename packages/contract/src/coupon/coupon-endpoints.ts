import { defineEndpoints } from '../http/endpoint.ts';
import { calculateCouponBodySchema, calculateCouponResponseSchema } from './coupon.ts';

/** The coupon (issue 12): its arithmetic for the betting calculator and integrators. */
export const couponEndpoints = defineEndpoints('coupon', {
  calculate: {
    method: 'POST',
    path: '/coupon-api/calculate',
    summary: 'Lines, stakes, potential win and settled return of a coupon of any of the ten types',
    description:
      'Public, no session. The arithmetic of BET-TYPES.md: exact decimals, money rounded half-up to 2 ' +
      'decimals once at the end, the coefficient to 3. `amount` and each `coef` are a JSON number or a ' +
      'decimal string; `statusId` defaults to -1 (not started), and `settledReturn` is null while any ' +
      'bet is -2 or -1. `coef` is null for types without one total coefficient; `blockMaxStakes` only ' +
      'for a conditional coupon (typeId 5). A coupon the rules refuse is a 400 VALIDATION_ERROR whose ' +
      '`fields` names the field (`systemValue`, `bets`, `bets.2.banker`, `amountByBlockId.1`, …).',
    tags: ['coupon'],
    body: calculateCouponBodySchema,
    response: calculateCouponResponseSchema,
    errors: ['VALIDATION_ERROR'],
  },
});
