import { ApiError, type FetchApi, getCouponVia } from '@parlay/client';
import type { PlacedCoupon } from '@parlay/contract';
import type { SiteLanguageCode } from '@parlay/domain';
import { type LoadedView, notFound } from './loaded-view.ts';

const printView = (couponId: number, coupon: PlacedCoupon | null): LoadedView => ({
  status: 200,
  view: { kind: 'print-coupon', couponId, coupon },
});

/**
 * A placed coupon's print page, read as the page's visitor (`visitorApi`, the request's session):
 * the owner's page shows it; anyone else's — another player, a signed-out visitor (401), a coupon
 * that does not exist — is the same 404, so nobody learns whose coupons exist. Without that door
 * (a render given none) the browser reads it.
 */
export async function printCouponView(
  language: SiteLanguageCode,
  couponId: number,
  visitorApi: FetchApi | undefined,
): Promise<LoadedView> {
  if (visitorApi === undefined) return printView(couponId, null);
  try {
    return printView(couponId, (await getCouponVia(visitorApi, couponId, language)).coupon);
  } catch (error) {
    const status = error instanceof ApiError ? error.failure.status : undefined;
    if (status === 401 || status === 404) return notFound;
    // Terms to confirm first (451): the browser's read has the shell ask for them, as any call does.
    if (status === 451) return printView(couponId, null);
    throw error;
  }
}
