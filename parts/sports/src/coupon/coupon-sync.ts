import { ApiError, callEndpoint } from '@parlay/client';
import type { CouponDraft, SaveCouponDraftBody, StoredCouponDraft } from '@parlay/contract';
import { emptyCouponDraft } from '@parlay/contract/empty-coupon-draft';
import { couponBetsEndpoints } from '@parlay/contract/endpoints';
import { adoptDraft, draftOf, sameValue } from './coupon-draft.ts';
import { isRecord } from './coupon-glance.ts';
import { mergeDrafts } from './coupon-merge.ts';
import { couponOf } from './coupon-storage.ts';
import type { CouponStore } from './coupon-store.ts';

/** The server's coupon draft calls (a test gives its own). Each rejects with the call's ApiError. */
export interface DraftApi {
  read(): Promise<StoredCouponDraft>;
  save(body: SaveCouponDraftBody): Promise<StoredCouponDraft>;
}

export const draftApi: DraftApi = {
  read: () => callEndpoint(couponBetsEndpoints.draft, {}),
  save: (body) => callEndpoint(couponBetsEndpoints.saveDraft, { body }),
};

/**
 * What this browser last agreed with the server, remembered beside the coupon (so a reload, and the
 * other tabs, know it): whose coupon it is, the version read or saved, and the draft of that version
 * — the `base` a merge compares each side with.
 */
interface SyncRecord {
  userId: number;
  version: number;
  base: CouponDraft;
}

export const couponSyncStorageKey = 'parlay.coupon.sync';

/** Waits this long after the last change before saving: a burst of presses is one save. */
export const draftSaveDelayMs = 500;

export interface CouponSyncOptions {
  api?: DraftApi;
  /** Where the sync record lives; the browser's localStorage by default. */
  storage?: Pick<Storage, 'getItem' | 'setItem'> | null;
  /**
   * Whether a session may exist (the shell says a player is signed in, and the session's CSRF
   * cookie is there): without one nothing is asked.
   */
  mayBeSignedIn: () => boolean;
  delayMs?: number;
}

function readRecord(text: string | null): SyncRecord | null {
  if (text === null) return null;
  try {
    const record: unknown = JSON.parse(text);
    if (isRecord(record) && typeof record.userId === 'number' && typeof record.version === 'number')
      // The base read as a coupon is, so a merge meets every field it expects.
      return { userId: record.userId, version: record.version, base: draftOf(couponOf(record.base)) };
  } catch {
    // A record a former version or a hand edit broke: as if none.
  }
  return null;
}

/**
 * The coupon in step with the signed-in player's other devices (README.md "Across devices"): the
 * server's draft read and adopted — merged with what changed here — when asked (the page starts,
 * comes back into view or focus, a player signs in in place), every change saved after a short
 * pause over the version read. A save refused as stale merges the server's newer draft and saves
 * again; any other failure keeps the coupon here as it is (it is remembered in this browser
 * anyway), logs, and is tried again on the next change. Signed out (`signOut`, or a 401), nothing
 * leaves the browser. Reads and saves run one at a time.
 */
export class CouponSync {
  readonly #store: CouponStore;
  readonly #api: DraftApi;
  readonly #storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  readonly #mayBeSignedIn: () => boolean;
  readonly #delayMs: number;
  /** Whose draft this page follows: null until a read says, and after a 401. */
  #userId: number | null = null;
  #memory: SyncRecord | null = null;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #reading: Promise<void> | undefined;
  /** Counts sign-outs: a read asked before one, or a save's answer that comes after one, is dropped. */
  #session = 0;
  #queue: Promise<void> = Promise.resolve();
  #stopped = false;
  readonly #unsubscribe: () => void;

  constructor(store: CouponStore, options: CouponSyncOptions) {
    this.#store = store;
    this.#api = options.api ?? draftApi;
    this.#storage = options.storage === undefined ? defaultStorage() : options.storage;
    this.#mayBeSignedIn = options.mayBeSignedIn;
    this.#delayMs = options.delayMs ?? draftSaveDelayMs;
    this.#unsubscribe = store.subscribe(() => this.#schedule());
  }

  /**
   * Stops following (the part unmounted). A store left behind must not write its older coupon over
   * one a newer page saved; a change still waiting is remembered in this browser, and the next page
   * to follow the draft saves it.
   */
  stop(): void {
    this.#unsubscribe();
    clearTimeout(this.#timer);
    this.#stopped = true;
  }

  /**
   * The player signed out in place (or another signs in): the former player's draft is followed no
   * more. A change still waiting for its pause stays in this browser only, a read asked before and
   * an answer still on its way are dropped; the next `refresh` (a sign-in) reads and merges again,
   * as a page that starts signed in does.
   */
  signOut(): void {
    clearTimeout(this.#timer);
    this.#userId = null;
    this.#session += 1;
    this.#reading = undefined;
  }

  /**
   * Reads the server's draft and adopts it (the page starts, comes back into view, a player signs
   * in). Asked again before that read is done — focus, visibility and pageshow come together — it is
   * the same read.
   */
  refresh(): Promise<void> {
    if (this.#reading) return this.#reading;
    const reading = this.#read(this.#session).finally(() => {
      if (this.#reading === reading) this.#reading = undefined;
    });
    this.#reading = reading;
    return reading;
  }

  #read(session: number): Promise<void> {
    return this.#run(async () => {
      if (session !== this.#session) return;
      if (!this.#mayBeSignedIn()) {
        this.#userId = null;
        return;
      }
      try {
        const stored = await this.#api.read();
        if (session === this.#session) this.#reconcile(stored);
      } catch (error) {
        if (session === this.#session) this.#failed('read', error);
      }
    });
  }

  /** Saves now what waits for its pause (a test, a page about to go). */
  flush(): Promise<void> {
    clearTimeout(this.#timer);
    return this.#run(() => this.#save());
  }

  #run(task: () => Promise<void>): Promise<void> {
    // One failing task (a draft that does not read) must not stop the ones after it.
    this.#queue = this.#queue
      .then(task)
      .catch((error: unknown) => console.warn('[coupon] draft sync failed', error));
    return this.#queue;
  }

  #schedule() {
    if (this.#userId === null || this.#stopped) return;
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => void this.#run(() => this.#save()), this.#delayMs);
  }

  /** `stale`: the server refused a save over `record`'s version, so its draft is the one to merge with. */
  #reconcile(stored: StoredCouponDraft, stale = false) {
    if (this.#stopped) return;
    const record = this.#record();
    const server = stored.draft ?? emptyCouponDraft;
    const local = draftOf(this.#store.state);
    this.#userId = stored.userId;
    let next: CouponDraft;
    if (record?.userId === stored.userId) {
      // Nothing newer on the server (or an answer overtaken by a save): what is here stands.
      if (!stale && stored.version <= record.version) return this.#schedule();
      next = mergeDrafts(local, server, record.base);
    } else if (record !== null) {
      // The coupon here is another player's (signed out since): this player's own replaces it.
      next = server;
    } else {
      // Made before signing in: merged into the account's.
      next = mergeDrafts(local, server, emptyCouponDraft);
    }
    this.#write({ userId: stored.userId, version: stored.version, base: server });
    this.#store.apply(adoptDraft, next);
    this.#schedule();
  }

  async #save(): Promise<void> {
    if (this.#stopped) return;
    const record = this.#record();
    if (this.#userId === null || record?.userId !== this.#userId) return;
    const draft = draftOf(this.#store.state);
    if (sameValue(draft, record.base)) return;
    const session = this.#session;
    try {
      const saved = await this.#api.save({ version: record.version, draft });
      // What the server now holds, remembered even after a sign-out meanwhile (the same player's
      // next sign-in starts from it).
      this.#write({ userId: saved.userId, version: saved.version, base: saved.draft ?? draft });
    } catch (error) {
      // Signed out meanwhile: the former player's draft is not merged into the coupon here.
      if (session !== this.#session) return;
      const current = error instanceof ApiError ? error.failure.couponDraft : undefined;
      if (error instanceof ApiError && error.failure.code === 'COUPON_DRAFT_STALE' && current)
        this.#reconcile(current, true);
      else this.#failed('save', error);
    }
  }

  #failed(what: string, error: unknown) {
    if (error instanceof ApiError && error.failure.status === 401) {
      // Signed out meanwhile: the coupon stays in this browser only.
      this.#userId = null;
      return;
    }
    // The coupon is kept here; the next change (or the next read) tries again.
    console.warn(`[coupon] draft ${what} failed`, error);
  }

  #record(): SyncRecord | null {
    if (this.#storage === null) return this.#memory;
    try {
      return readRecord(this.#storage.getItem(couponSyncStorageKey));
    } catch {
      return this.#memory;
    }
  }

  #write(record: SyncRecord) {
    this.#memory = record;
    try {
      this.#storage?.setItem(couponSyncStorageKey, JSON.stringify(record));
    } catch {
      // Storage refused: the record lasts this page.
    }
  }
}

function defaultStorage(): Pick<Storage, 'getItem' | 'setItem'> | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/**
 * Follows the server's draft for the page's coupon: read when asked and whenever the page is back
 * in view or focus. `stop` ends it (the part unmounts).
 */
export function followServerDraft(
  store: CouponStore,
  mayBeSignedIn: () => boolean,
): { sync: CouponSync; stop: () => void } {
  const sync = new CouponSync(store, { mayBeSignedIn });
  const again = () => {
    if (document.visibilityState === 'visible') void sync.refresh();
  };
  // A page about to go saves what waits for its pause (the request may still leave).
  const leaving = () => void sync.flush();
  window.addEventListener('focus', again);
  document.addEventListener('visibilitychange', again);
  window.addEventListener('pageshow', again);
  window.addEventListener('pagehide', leaving);
  const stop = () => {
    window.removeEventListener('focus', again);
    document.removeEventListener('visibilitychange', again);
    window.removeEventListener('pageshow', again);
    window.removeEventListener('pagehide', leaving);
    sync.stop();
  };
  return { sync, stop };
}
