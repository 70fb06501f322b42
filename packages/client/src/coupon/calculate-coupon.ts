import type { CalculateCouponBody } from '@parlay/contract';
import { couponEndpoints } from '@parlay/contract/endpoints';
import { type CallOptions, callEndpoint } from '../call-endpoint.ts';

/** Lines, stakes, potential win and settled return of a coupon (the betting calculator's live result). */
export const calculateCoupon = (body: CalculateCouponBody, options?: CallOptions) =>
  callEndpoint(couponEndpoints.calculate, { body }, options);
