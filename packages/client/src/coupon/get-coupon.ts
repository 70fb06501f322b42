import { couponBetsEndpoints } from '@parlay/contract/endpoints';
import type { SiteLanguageCode } from '@parlay/domain';
import { type CallOptions, callEndpoint } from '../call-endpoint.ts';
import { type FetchApi, readEndpoint } from '../read-endpoint.ts';

const requestOf = (couponId: number, language: SiteLanguageCode) => ({
  params: { couponId: String(couponId) },
  query: { lang: language },
});

/** One of the signed-in player's placed coupons (the print page); another player's is a 404. */
export const getCoupon = (couponId: number, language: SiteLanguageCode, options?: CallOptions) =>
  callEndpoint(couponBetsEndpoints.getCoupon, requestOf(couponId, language), options);

/**
 * The same read through a server render's door that carries the page request's session
 * (`PartServerContext.fetchApiAsVisitor`): signed out it is a 401, another player's coupon a 404.
 */
export const getCouponVia = (fetchApi: FetchApi, couponId: number, language: SiteLanguageCode) =>
  readEndpoint(fetchApi, couponBetsEndpoints.getCoupon, requestOf(couponId, language));
