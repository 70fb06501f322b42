import { use, useSyncExternalStore } from 'react';
import { useCouponHandle } from './coupon-handle.ts';
import { type CouponState, emptyCoupon } from './coupon-state.ts';
import type { CouponStore } from './coupon-store.ts';

/**
 * The page's coupon store, for the coupon's controls (loaded after the first paint): a component
 * using it suspends until the store has loaded.
 */
export function useCouponStore(): CouponStore {
  const handle = useCouponHandle();
  return handle.store ?? use(handle.load());
}

/**
 * The coupon's state, or what `select` reads of it (a component re-renders only when that
 * changes). The server render and hydration see an empty coupon; the remembered one right after.
 */
export function useCoupon<T>(select: (state: CouponState) => T): T {
  const store = useCouponStore();
  return useSyncExternalStore(
    (listener) => store.subscribe(listener),
    () => select(store.state),
    () => select(emptyCoupon),
  );
}
