import { fakeBackEnd } from '@parlay/client/testing';
import type { CouponDraft, StoredCouponDraft } from '@parlay/contract';
import { couponBetsEndpoints } from '@parlay/contract/endpoints';
import type { PartClientContext } from '@parlay/contract/part-runtime';
import { serverContextFor } from '@parlay/part-kit/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mount } from './client.tsx';
import { draftOf } from './coupon/coupon-draft.ts';
import { couponStorageKey } from './coupon/coupon-glance.ts';
import { type CouponState, emptyCoupon } from './coupon/coupon-state.ts';
import { writeCoupon } from './coupon/coupon-storage.ts';
import { draftSaveDelayMs } from './coupon/coupon-sync.ts';
import { toggleBet } from './coupon/coupon-transitions.ts';
import { render } from './server.tsx';
import { couponBet as bet } from './testing/coupon-bets.ts';

// A page of the part that reads nothing of the line (an unknown coupon to print: not found), so the
// coupon's following of the session is all there is to see.
const url = '/en/print-coupon/not-a-coupon';

afterEach(() => {
  document.body.innerHTML = '';
  // biome-ignore lint/suspicious/noDocumentCookie: the session's CSRF cookie, as the sign-in sets it
  document.cookie = 'parlay_csrf=; max-age=0; path=/';
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const context = (userId: number | null): PartClientContext => ({
  url,
  language: 'en',
  theme: 0,
  userId,
  navigate: () => {},
  reportError: () => {},
});

const withBets = (...ids: number[]): CouponState =>
  ids.reduce((state, id) => toggleBet(state, bet(id), 1000 + id), emptyCoupon);

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The account's draft on the server: read and saved over its version. */
function accountDraft(userId: number, draft: CouponDraft) {
  let stored: StoredCouponDraft = { userId, version: 1, updatedAt: null, draft };
  const saved: CouponDraft[] = [];
  let reads = 0;
  fakeBackEnd()
    .on(couponBetsEndpoints.draft, () => {
      reads += 1;
      return stored;
    })
    .on(couponBetsEndpoints.saveDraft, ({ body }) => {
      saved.push(body.draft);
      stored = {
        userId,
        version: stored.version + 1,
        updatedAt: new Date(0).toISOString(),
        draft: body.draft,
      };
      return stored;
    });
  return {
    saved,
    get reads() {
      return reads;
    },
  };
}

describe('the sports part in the browser', () => {
  it('follows the player’s coupon from a sign-in in place, and leaves it at a sign-out in place', async () => {
    // A visitor's coupon in this browser; the account's on the server.
    localStorage.setItem(couponStorageKey, writeCoupon(withBets(2)));
    const server = accountDraft(7, draftOf(withBets(1)));
    const element = document.createElement('div');
    element.innerHTML = (await render(url, serverContextFor(url))).html;
    document.body.append(element);
    const part = mount(element, context(null));
    await part.hydrated;
    await pause(50);
    expect(server.reads).toBe(0);

    // Signed in through the shell's dialog: the page stays, the shell tells the part.
    // biome-ignore lint/suspicious/noDocumentCookie: the session's CSRF cookie, as the sign-in sets it
    document.cookie = 'parlay_csrf=token; path=/';
    part.update(context(7));
    await expect.poll(() => server.saved.length, { timeout: 3000 }).toBe(1);
    expect(server.saved[0]?.bets.map((known) => known.id)).toEqual([1, 2]);

    // Signed out in place (the server ended the session): another tab's change is not saved, and
    // the focus reads nothing.
    part.update(context(null));
    window.dispatchEvent(
      new StorageEvent('storage', { key: couponStorageKey, newValue: writeCoupon(withBets(1, 2, 3)) }),
    );
    window.dispatchEvent(new Event('focus'));
    await pause(draftSaveDelayMs + 200);
    expect(server.saved).toHaveLength(1);
    expect(server.reads).toBe(1);
    part.unmount();
  });
});
