import {
  type AccountStore,
  type AccountStoreState,
  createAccountStore,
  emptyAccountState,
} from '@parlay/client';
import { useSyncExternalStore } from 'react';

let pageStore: AccountStore | null = null;

/**
 * The coupon's account store: made with the coupon's controls, it learns the signed-in player's
 * accounts from the shell's store through the page's account bus (none: a visitor), and tells the
 * header the new balance after a placement.
 */
export function couponAccountStore(): AccountStore {
  pageStore ??= createAccountStore();
  return pageStore;
}

export function useCouponAccounts(store: AccountStore = couponAccountStore()): AccountStoreState {
  return useSyncExternalStore(store.subscribe, store.getState, () => emptyAccountState);
}
