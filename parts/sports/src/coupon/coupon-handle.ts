import { createContext, useContext, useSyncExternalStore } from 'react';
import { type CouponGlance, couponStorageKey, emptyGlance, loadGlance, readGlance } from './coupon-glance.ts';
import type { CouponState } from './coupon-state.ts';
import type { CouponStore } from './coupon-store.ts';

type Listener = () => void;

function glanceOf(state: CouponState): CouponGlance {
  return {
    betIds: state.bets.map((bet) => bet.id),
    oneClick: state.settings.isActiveOneClick,
    hasResult: state.successCoupon !== null || state.singlesResultCoupons.length > 0,
  };
}

/**
 * The page's coupon as the first paint needs it: a glance (which prices are in it, how many bets)
 * read at once, and the store with the coupon's state, checks and remembering, loaded on the first
 * press, when the dock shows its controls, or after hydration when the remembered coupon has bets.
 * The home page's budget has no room for the store before then; a press meanwhile waits for it.
 */
export class CouponHandle {
  #glance: CouponGlance;
  #store: CouponStore | undefined;
  #loading: Promise<CouponStore> | undefined;
  #closed = false;
  readonly #open: () => Promise<CouponStore>;
  readonly #listeners = new Set<Listener>();

  constructor(open: () => Promise<CouponStore>, glance: CouponGlance = emptyGlance) {
    this.#open = open;
    this.#glance = glance;
  }

  /** The coupon remembered in this browser, followed in the other tabs until its store takes over. */
  static remembered(mayBeSignedIn: () => boolean): CouponHandle {
    const handle = new CouponHandle(
      () => import('./coupon-store.ts').then(({ CouponStore }) => CouponStore.remembered(mayBeSignedIn)),
      loadGlance(),
    );
    window.addEventListener('storage', (event) => {
      if (event.key === couponStorageKey && !handle.#store) handle.#show(readGlance(event.newValue));
    });
    return handle;
  }

  /** A handle on a store already at hand (a test's, or the server render's forgetful one). */
  static of(store: CouponStore): CouponHandle {
    const handle = new CouponHandle(() => Promise.resolve(store));
    void handle.load();
    return handle;
  }

  get glance(): CouponGlance {
    return this.#glance;
  }

  /**
   * Signed in (or maybe: `mayBeSignedIn`), the store loads and reads the player's coupon from the
   * server, so a coupon built on another device shows here; signed out, nothing is loaded.
   */
  followAccount(mayBeSignedIn: boolean): void {
    if (mayBeSignedIn && !this.#closed) void this.load().then((store) => store.resume());
  }

  /**
   * The shell says who is signed in changed while the page stayed (a sign-in through its dialog, a
   * sign-out, a session the server ended): a loaded store stops following the former player's
   * coupon, then — signed in — the new player's is read and merged with the one here, as when a
   * page starts signed in (`followAccount`).
   */
  sessionChanged(mayBeSignedIn: boolean): void {
    if (this.#closed) return;
    void this.#loading?.then((store) => store.signedOut());
    this.followAccount(mayBeSignedIn);
  }

  /** The part unmounts: its store stops following the other tabs and devices. */
  close(): void {
    this.#closed = true;
    void this.#loading?.then((store) => store.close());
  }

  /** The store, once loaded. */
  get store(): CouponStore | undefined {
    return this.#store;
  }

  /** Loads the store (once); the glance follows it from then on. */
  load(): Promise<CouponStore> {
    this.#loading ??= this.#open().then((store) => {
      this.#store = store;
      store.subscribe(() => this.#show(glanceOf(store.state)));
      this.#show(glanceOf(store.state));
      return store;
    });
    return this.#loading;
  }

  subscribe(listener: Listener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  #show(next: CouponGlance) {
    const now = this.#glance;
    const same =
      next.oneClick === now.oneClick &&
      next.hasResult === now.hasResult &&
      next.betIds.length === now.betIds.length &&
      next.betIds.every((id, index) => id === now.betIds[index]);
    if (same) return;
    this.#glance = next;
    for (const listener of this.#listeners) listener();
  }
}

/** The server render (and a test without one) gets an empty coupon that forgets. */
export const CouponHandleContext = createContext<CouponHandle>(
  new CouponHandle(() => import('./coupon-store.ts').then(({ CouponStore }) => new CouponStore())),
);

export function useCouponHandle(): CouponHandle {
  return useContext(CouponHandleContext);
}

/**
 * What `select` reads of the coupon's glance (a component re-renders only when that changes). The
 * server render and hydration see an empty coupon; the remembered one right after.
 */
export function useCouponGlance<T>(select: (glance: CouponGlance) => T): T {
  const handle = useCouponHandle();
  return useSyncExternalStore(
    (listener) => handle.subscribe(listener),
    () => select(handle.glance),
    () => select(emptyGlance),
  );
}
