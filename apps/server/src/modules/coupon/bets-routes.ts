import { couponBetsEndpoints } from '@parlay/contract/endpoints';
import { userIdFrom } from '@parlay/domain';
import type { FastifyInstance } from 'fastify';
import { addEndpoint } from '../../http/endpoint-route.ts';
import { requestLanguage } from '../../http/request-language.ts';
import { couponNotFoundError } from './bet-errors.ts';
import type { BetPlacement } from './bet-placement.ts';
import type { CouponCashout } from './coupon-cashout.ts';
import type { CouponDrafts } from './coupon-drafts.ts';
import type { CouponRepository } from './coupon-repository.ts';
import { placedCouponView } from './coupon-views.ts';

export interface BetRoutesDeps {
  repository: CouponRepository;
  placement: BetPlacement;
  cashout: CouponCashout;
  drafts: CouponDrafts;
}

/** The player's bets over HTTP (packages/contract `couponBetsEndpoints`): translation only. */
export function registerBetRoutes(
  app: FastifyInstance,
  { repository, placement, cashout, drafts }: BetRoutesDeps,
): void {
  addEndpoint(app, couponBetsEndpoints.draft, (_input, { user }) => drafts.read(user.userId));

  addEndpoint(app, couponBetsEndpoints.saveDraft, ({ body }, { user }) => drafts.save(user.userId, body));

  addEndpoint(app, couponBetsEndpoints.place, async ({ body }, { request, user, idempotencyKey }) => {
    const language = requestLanguage(request);
    const context = { userId: userIdFrom(user.userId), idempotencyKey, sessionId: user.sessionId, language };
    const ids = await placement.place(context, body);
    const coupons = (await repository.findCoupons(ids)).map((coupon) => placedCouponView(coupon, language));
    return body.typeId === 9
      ? { successCoupon: null, singlesResultCoupons: coupons }
      : { successCoupon: coupons[0] ?? null, singlesResultCoupons: [] };
  });

  addEndpoint(app, couponBetsEndpoints.cashoutOffer, async ({ params }, { user }) => {
    const offer = await cashout.offer(user.userId, params.couponId);
    if (offer === undefined) throw couponNotFoundError();
    return offer;
  });

  addEndpoint(app, couponBetsEndpoints.cashout, async ({ body }, { request, user, idempotencyKey }) => {
    const couponId = await cashout.cashout({ userId: userIdFrom(user.userId), idempotencyKey }, body);
    const [coupon] = await repository.findCoupons([couponId]);
    if (coupon === undefined) throw new Error(`cashed-out coupon ${couponId} not found`);
    return { coupon: placedCouponView(coupon, requestLanguage(request)) };
  });

  addEndpoint(app, couponBetsEndpoints.history, async ({ query }, { request, user }) => {
    const { coupons, total } = await repository.history({
      userId: user.userId,
      ...(query.dateFrom === undefined ? {} : { dateFrom: new Date(query.dateFrom) }),
      ...(query.dateTo === undefined ? {} : { dateTo: new Date(query.dateTo) }),
      ...(query.status === undefined ? {} : { status: query.status }),
      ...(query.typeId === undefined ? {} : { typeId: query.typeId }),
      limit: query.pageSize,
      offset: (query.pageNumber - 1) * query.pageSize,
    });
    const language = requestLanguage(request);
    return { coupons: coupons.map((coupon) => placedCouponView(coupon, language)), totalCount: total };
  });

  addEndpoint(app, couponBetsEndpoints.getCoupon, async ({ params }, { request, user }) => {
    const found = await repository.findOwnCoupon(user.userId, params.couponId);
    if (found === undefined) throw couponNotFoundError();
    return { coupon: placedCouponView(found, requestLanguage(request)) };
  });
}
