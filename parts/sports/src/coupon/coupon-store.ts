import { couponStorageKey } from './coupon-glance.ts';
import { type CouponState, emptyCoupon } from './coupon-state.ts';
import { loadStoredCoupon, readCoupon, storeCoupon } from './coupon-storage.ts';

type Listener = () => void;

/**
 * The page's coupon: one state, changed only by the pure transitions (coupon-transitions.ts),
 * remembered in this browser after each change and followed when another tab changes it.
 * The server render has none (an empty coupon): bets are the browser's.
 */
export class CouponStore {
  #state: CouponState;
  readonly #listeners = new Set<Listener>();
  readonly #persist: boolean;
  #resume: () => void = () => {};
  #signedOut: () => void = () => {};
  #close: () => void = () => {};

  constructor(initial: CouponState = emptyCoupon, persist = false) {
    this.#state = initial;
    this.#persist = persist;
  }

  /**
   * The coupon remembered in this browser, kept there, in step with the other tabs, and — signed in
   * — with the player's other devices (coupon-sync.ts, read on `resume`, left on `signedOut`).
   */
  static remembered(mayBeSignedIn: () => boolean): CouponStore {
    const store = new CouponStore(loadStoredCoupon(), true);
    const followTabs = (event: StorageEvent) => {
      if (event.key === couponStorageKey) store.#set(readCoupon(event.newValue), false);
    };
    window.addEventListener('storage', followTabs);
    const following = import('./coupon-sync.ts').then(({ followServerDraft }) =>
      followServerDraft(store, mayBeSignedIn),
    );
    store.#resume = () => void following.then(({ sync }) => sync.refresh());
    store.#signedOut = () => void following.then(({ sync }) => sync.signOut());
    store.#close = () => {
      window.removeEventListener('storage', followTabs);
      void following.then(({ stop }) => stop());
    };
    return store;
  }

  /** Stops following the other tabs and devices (the page's coupon is gone). */
  close(): void {
    this.#close();
  }

  /** Reads the player's coupon from the server again (the page starts, a session may have begun). */
  resume(): void {
    this.#resume();
  }

  /** The player signed out in place: their coupon on the server is followed no more (it stays here). */
  signedOut(): void {
    this.#signedOut();
  }

  get state(): CouponState {
    return this.#state;
  }

  /** Applies a transition: `change(state, ...args)`. */
  apply<A extends unknown[]>(change: (state: CouponState, ...args: A) => CouponState, ...args: A): void {
    this.#set(change(this.#state, ...args), true);
  }

  subscribe(listener: Listener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  #set(next: CouponState, remember: boolean) {
    if (next === this.#state) return;
    this.#state = next;
    if (remember && this.#persist) storeCoupon(next);
    for (const listener of this.#listeners) listener();
  }
}
