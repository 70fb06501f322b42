import { createContext, useContext, useSyncExternalStore } from 'react';
import type { CouponState } from './coupon-state.ts';
import { CouponStore } from './coupon-store.ts';

/** The page's coupon; the server render (and a test without one) gets an empty, forgetful one. */
export const CouponStoreContext = createContext<CouponStore>(new CouponStore());

export function useCouponStore(): CouponStore {
  return useContext(CouponStoreContext);
}

const emptyServerCoupon = new CouponStore().state;

/**
 * The coupon's state, or what `select` reads of it (a component re-renders only when that
 * changes). The server render and hydration see an empty coupon; the remembered one right after.
 */
export function useCoupon<T>(select: (state: CouponState) => T): T {
  const store = useCouponStore();
  return useSyncExternalStore(
    (listener) => store.subscribe(listener),
    () => select(store.state),
    () => select(emptyServerCoupon),
  );
}
