import { ApiError, type ApiFailure, callEndpoint, errorMessage, newIdempotencyKey } from '@parlay/client';
import type { PlacedCoupon as AnsweredCoupon, PlaceCouponBody, PlaceCouponResponse } from '@parlay/contract';
import { couponBetsEndpoints } from '@parlay/contract/endpoints';
import { couponTypeIds, type SiteLanguageCode } from '@parlay/domain';
import type { Translator } from '@parlay/i18n';
import { useRef, useState } from 'react';
import { couponLegs, takesSystemValue } from './coupon-fit.ts';
import type { CouponBet, CouponState, PlacedCoupon } from './coupon-state.ts';

/**
 * The coupon to submit (seed 001 §3) for the bets at the prices they would be placed at. `isVipBet`:
 * the vip bet is available and chosen (the coupon's own `isActiveVipBet` is only the choice, which
 * stands while the bets or the type make it unavailable).
 */
export function placeBody(
  state: CouponState,
  bets: readonly CouponBet[],
  accountId: number,
  { isVipBet }: { isVipBet: boolean },
): PlaceCouponBody {
  const legs = couponLegs(state.typeId, bets);
  const blockAmounts = Object.entries(state.amountByBlockId).filter(
    (entry): entry is [string, string] => entry[1] !== 'max',
  );
  return {
    typeId: state.typeId,
    accountId,
    amount: state.amount.trim().replace(',', '.'),
    bets: bets.map((bet, index) => ({
      id: bet.id,
      coef: bet.coef,
      ...(legs[index]?.banker ? { banker: true } : {}),
      ...(legs[index]?.blockId !== undefined ? { blockId: legs[index].blockId } : {}),
    })),
    changeCoefAction: state.settings.changeCoefAction,
    isDropOnScoreChange: state.settings.isDropOnScoreChange,
    isVipBet,
    ...(takesSystemValue(state.typeId) ? { systemValue: state.systemValue } : {}),
    ...(state.typeId === couponTypeIds.conditional && blockAmounts.length > 0
      ? { amountByBlockId: Object.fromEntries(blockAmounts) }
      : {}),
    ...(state.typeId === couponTypeIds.manySingles && Object.keys(state.amountByBetId).length > 0
      ? { amountByBetId: Object.fromEntries(Object.entries(state.amountByBetId)) }
      : {}),
  };
}

/** What the coupon shows of a coupon the placement answered with. */
export function placedOf(coupon: AnsweredCoupon): PlacedCoupon {
  return {
    id: coupon.id,
    amount: coupon.amount,
    currency: coupon.currency,
    coef: coupon.coef,
    approvalDeadline: coupon.status === 'awaiting_approval' ? coupon.approvalDeadline : null,
  };
}

/**
 * What a refused placement says to the player. A validation error names its fields and asks to
 * check them, but the coupon marks none: the first field's own text (a vip bet not available here,
 * an amount above the maximum…) says what is wrong.
 */
export function placementFailureText(failure: ApiFailure, i18n: Translator, language: string): string {
  if (failure.code === 'VALIDATION_ERROR') {
    const key = Object.values(failure.fields ?? {}).find((fieldKey) => i18n.has(fieldKey));
    if (key !== undefined) return i18n.t(key);
  }
  return errorMessage(failure, i18n.t, language);
}

/** Sends a coupon to place under a new key (one intent). Rejects with the call's ApiError. */
export function placeCoupon(body: PlaceCouponBody, language: string): Promise<PlaceCouponResponse> {
  return callEndpoint(
    couponBetsEndpoints.place,
    { query: { lang: language as SiteLanguageCode }, body },
    { idempotencyKey: newIdempotencyKey() },
  );
}

export type Placement =
  | { kind: 'idle' }
  | { kind: 'placing' }
  | { kind: 'placed'; answer: PlaceCouponResponse }
  | { kind: 'failed'; failure: ApiFailure };

/**
 * Places coupons with an Idempotency-Key per intent: the same body sent again (after a network
 * failure, say) reuses the key, so the server stakes it once; another body gets a new key.
 */
export function usePlacement(language: string) {
  const [placement, setPlacement] = useState<Placement>({ kind: 'idle' });
  const intent = useRef<{ body: string; key: string } | null>(null);
  const place = async (body: PlaceCouponBody): Promise<Placement> => {
    const text = JSON.stringify(body);
    if (intent.current?.body !== text) intent.current = { body: text, key: newIdempotencyKey() };
    setPlacement({ kind: 'placing' });
    let next: Placement;
    try {
      const answer = await callEndpoint(
        couponBetsEndpoints.place,
        { query: { lang: language }, body } as Parameters<
          typeof callEndpoint<typeof couponBetsEndpoints.place>
        >[1],
        { idempotencyKey: intent.current.key },
      );
      intent.current = null;
      next = { kind: 'placed', answer };
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      next = { kind: 'failed', failure: error.failure };
    }
    setPlacement(next);
    return next;
  };
  const reset = () => setPlacement({ kind: 'idle' });
  return { placement, place, reset };
}
