import { ApiError, type ApiFailure, callEndpoint } from '@parlay/client';
import type { PlaceCouponBody, PlaceCouponResponse } from '@parlay/contract';
import { couponBetsEndpoints } from '@parlay/contract/endpoints';
import { couponTypeIds, type SiteLanguageCode } from '@parlay/domain';
import { useRef, useState } from 'react';
import { couponLegs, takesSystemValue } from './coupon-fit.ts';
import type { CouponBet, CouponState } from './coupon-state.ts';

/** The coupon to submit (seed 001 §3) for the bets at the prices they would be placed at. */
export function placeBody(
  state: CouponState,
  bets: readonly CouponBet[],
  accountId: number,
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
    isVipBet: state.isActiveVipBet,
    ...(takesSystemValue(state.typeId) ? { systemValue: state.systemValue } : {}),
    ...(state.typeId === couponTypeIds.conditional && blockAmounts.length > 0
      ? { amountByBlockId: Object.fromEntries(blockAmounts) }
      : {}),
    ...(state.typeId === couponTypeIds.manySingles && Object.keys(state.amountByBetId).length > 0
      ? { amountByBetId: Object.fromEntries(Object.entries(state.amountByBetId)) }
      : {}),
  };
}

/** Sends a coupon to place under a new key (one intent). Rejects with the call's ApiError. */
export function placeCoupon(body: PlaceCouponBody, language: string): Promise<PlaceCouponResponse> {
  return callEndpoint(
    couponBetsEndpoints.place,
    { query: { lang: language as SiteLanguageCode }, body },
    { idempotencyKey: newIdempotencyKey() },
  );
}

/** A key for one intent to place: a retry of the same coupon goes with it, so it is staked once. */
function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
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
