import { callEndpoint } from '@parlay/client';
import type { CashoutOffer } from '@parlay/contract';
import { couponBetsEndpoints } from '@parlay/contract/endpoints';
import { useEffect, useRef, useState } from 'react';

/** How often an open coupon's offer is read again while the page is visible. */
export const cashoutRefreshMs = 5000;

/** Reasons no later read can change: the coupon settled, is not a single or express, or lost a leg. */
const finalReasons: ReadonlySet<CashoutOffer['reason']> = new Set([
  'not_open',
  'not_cashable_type',
  'leg_lost',
]);

/**
 * The cash-out offer of an open coupon, kept fresh: read at once, then every `cashoutRefreshMs`
 * while the document is visible (a hidden tab asks nothing and reads again when shown), one read at
 * a time, until an answer says no offer can come (`finalReasons`). `again` reads it at once (after
 * an offer that moved when accepted). `moved` is the latest amount that differs from an amount shown
 * before (null until one does), for the page to announce.
 */
export function useCashoutOffer(couponId: number) {
  const [offer, setOffer] = useState<CashoutOffer | null>(null);
  const [moved, setMoved] = useState<string | null>(null);
  const [asked, setAsked] = useState(0);
  const lastAmount = useRef<string | null>(null);

  useEffect(() => {
    let live = true;
    let reading = false;
    let timer: ReturnType<typeof setInterval> | undefined;
    const stop = () => {
      clearInterval(timer);
      timer = undefined;
    };
    const read = () => {
      if (reading) return;
      reading = true;
      callEndpoint(couponBetsEndpoints.cashoutOffer, { params: { couponId: String(couponId) } })
        .then(
          (answer) => {
            if (!live) return;
            setOffer(answer);
            if (answer.amount === null) {
              if (finalReasons.has(answer.reason)) finish();
              return;
            }
            if (lastAmount.current !== null && answer.amount !== lastAmount.current) setMoved(answer.amount);
            lastAmount.current = answer.amount;
          },
          // A failed read hides the offer rather than show a stale one; the next tick tries again.
          () => live && setOffer(null),
        )
        .finally(() => {
          reading = false;
        });
    };
    const start = () => {
      if (timer === undefined && document.visibilityState === 'visible')
        timer = setInterval(read, cashoutRefreshMs);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') {
        read();
        start();
      } else stop();
    };
    const finish = () => {
      stop();
      document.removeEventListener('visibilitychange', onVisibility);
    };
    read();
    start();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      live = false;
      finish();
    };
  }, [couponId, asked]);

  return { offer, moved, again: () => setAsked((count) => count + 1) };
}
