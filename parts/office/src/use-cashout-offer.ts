import { callEndpoint } from '@parlay/client';
import type { CashoutOffer, PlacedCoupon } from '@parlay/contract';
import { couponBetsEndpoints } from '@parlay/contract/endpoints';
import { useEffect, useRef, useState } from 'react';
import { listenToLegs } from './coupon-odds.ts';

/** Reasons no later read can change: the coupon settled, is not a single or express, or lost a leg. */
const finalReasons: ReadonlySet<CashoutOffer['reason']> = new Set([
  'not_open',
  'not_cashable_type',
  'leg_lost',
]);

const hidden = () => document.visibilityState === 'hidden';

/**
 * The cash-out offer of an open coupon, kept fresh: read at once, then again whenever the socket
 * says a leg's price or status moved (or that any may have: a feed outage, missed events). The
 * server prices the offer (its margin, the legs' states), so a move is a reason to ask, not a new
 * amount. One read at a time: moves during a read make one more read after it. A hidden page asks
 * nothing, remembers that something moved and reads when shown again. Until an answer says no offer
 * can come (`finalReasons`). `again` reads at once (after an offer that moved when accepted).
 * `moved` is the latest amount that differs from an amount shown before (null until one does), for
 * the page to announce.
 */
export function useCashoutOffer(coupon: PlacedCoupon) {
  const [offer, setOffer] = useState<CashoutOffer | null>(null);
  const [moved, setMoved] = useState<string | null>(null);
  const lastAmount = useRef<string | null>(null);
  const readNow = useRef<() => void>(() => {});
  const couponId = coupon.id;
  // The legs as a value: a new copy of the same coupon keeps its reads and its place on the socket.
  const legs = coupon.legs.map((leg) => leg.selectionId).join(',');

  useEffect(() => {
    let done = false;
    let reading = false;
    /** Something moved during the read under way. */
    let readAfter = false;
    /** Something moved while the page was hidden, or the last read failed: the offer shown may be stale. */
    let stale = false;

    const onMove = () => {
      if (hidden()) stale = true;
      else read();
    };
    const read = () => {
      if (done) return;
      if (reading) {
        readAfter = true;
        return;
      }
      reading = true;
      stale = false;
      callEndpoint(couponBetsEndpoints.cashoutOffer, { params: { couponId: String(couponId) } })
        .then(
          (answer) => {
            if (done) return;
            setOffer(answer);
            if (answer.amount === null) {
              if (finalReasons.has(answer.reason)) finish();
              return;
            }
            if (lastAmount.current !== null && answer.amount !== lastAmount.current) setMoved(answer.amount);
            lastAmount.current = answer.amount;
          },
          // A failed read hides the offer rather than show a stale one; the next move, or the page
          // shown again, asks again (no timer: a server that fails is not asked in a loop).
          () => {
            if (done) return;
            setOffer(null);
            stale = true;
          },
        )
        .finally(() => {
          reading = false;
          if (readAfter) {
            readAfter = false;
            onMove();
          }
        });
    };
    const onVisibility = () => {
      if (!hidden() && stale) read();
    };
    const stopListening = listenToLegs(legs === '' ? [] : legs.split(',').map(Number), onMove);
    const finish = () => {
      done = true;
      stopListening();
      document.removeEventListener('visibilitychange', onVisibility);
    };
    readNow.current = read;
    read();
    document.addEventListener('visibilitychange', onVisibility);
    return finish;
  }, [couponId, legs]);

  return { offer, moved, again: () => readNow.current() };
}
