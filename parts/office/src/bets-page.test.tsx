import { failWith, fakeBackEnd } from '@parlay/client/testing';
import type { PlacedCoupon } from '@parlay/contract';
import { couponBetsEndpoints } from '@parlay/contract/endpoints';
import { act, cleanup, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { plain, renderOffice } from './testing/render-office.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function coupon(id: number, changes: Partial<PlacedCoupon> = {}): PlacedCoupon {
  return {
    id,
    typeId: 1,
    accountId: 7,
    currency: 'RUB',
    amount: '100.00',
    stake: '100.00',
    coef: '3.600',
    potentialWin: '360.00',
    systemValue: null,
    changeCoefAction: 2,
    status: 'open',
    payout: null,
    cashout: null,
    isLive: false,
    placedAt: '2030-03-01T08:00:00.000Z',
    settledAt: null,
    legs: [
      {
        selectionId: id * 10 + 1,
        marketId: id * 10 + 1,
        gameId: id,
        coef: 2,
        banker: false,
        blockId: null,
        isLive: false,
        statusId: 1,
        gameName: 'Arsenal — Chelsea',
        marketName: 'Match result',
        outcomeName: '1',
      },
      {
        selectionId: id * 10 + 2,
        marketId: id * 10 + 2,
        gameId: id + 1,
        coef: 1.8,
        banker: false,
        blockId: null,
        isLive: false,
        statusId: -1,
        gameName: 'Liverpool — Everton',
        marketName: 'Match result',
        outcomeName: 'X',
      },
    ],
    ...changes,
  };
}

/** 13 coupons, newest first, as the server pages them; filtered by status when asked. */
function history() {
  const all = Array.from({ length: 13 }, (_, index) =>
    coupon(
      500 - index,
      index === 1 ? { status: 'won', payout: '360.00', settledAt: '2030-03-01T10:00:00.000Z' } : {},
    ),
  );
  return fakeBackEnd()
    .on(couponBetsEndpoints.history, ({ query }) => {
      const matching = all.filter((item) => query.status === undefined || item.status === query.status);
      const start = (query.pageNumber - 1) * query.pageSize;
      return { coupons: matching.slice(start, start + query.pageSize), totalCount: matching.length };
    })
    .on(couponBetsEndpoints.cashoutOffer, ({ params }) =>
      params.couponId === 500
        ? { couponId: 500, amount: '150.00', reason: null }
        : { couponId: params.couponId, amount: null, reason: 'not_cashable_type' as const },
    );
}

const asked = (back: ReturnType<typeof history>) =>
  back.calls
    .filter((call) => call.endpoint.endsWith('history'))
    .map((call) => Object.fromEntries(new URL(call.request.url).searchParams));

/** How many times the offer of `couponId` was read. */
const offerReads = (back: ReturnType<typeof history>, couponId: number) =>
  back.calls.filter((call) => new URL(call.request.url).pathname === `/coupon-api/cashout/${couponId}`)
    .length;

/** Only the refresh's interval is faked: the page's reads and the queries' waits keep real time. */
function fakeRefreshClock() {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  return (ms: number) => act(() => vi.advanceTimersByTime(ms));
}

/**
 * Ticks the refresh until the `reads`-th read is asked: a tick while the previous read is under way
 * asks nothing (one read at a time), so the count never passes `reads`.
 */
function tickUntilRead(advance: (ms: number) => void, count: () => number, reads: number) {
  return vi.waitFor(() => {
    advance(5000);
    expect(count()).toBe(reads);
  });
}

/** The document shown or hidden, as a tab switch would, telling the page. */
function showDocument(state: DocumentVisibilityState) {
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(state);
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

describe('bet history', () => {
  it('lists the coupons with their legs, results, stake and what they may win or paid', async () => {
    history();
    renderOffice('/en/office/history');
    const first = await screen.findByRole('article', { name: 'Coupon №500 · Express' });
    expect(within(first).getByText('Open')).toBeTruthy();
    const legs = within(first).getByRole('list', { name: 'Bets of the coupon' });
    expect(plain(legs.textContent)).toMatch(/Arsenal — ChelseaMatch result: 12\.00Won/);
    expect(plain(legs.textContent)).toMatch(/Match result: X1\.80Not started/);
    expect(plain(first.textContent)).toMatch(/Potential win₽360\.00/);
    const won = screen.getByRole('article', { name: 'Coupon №499 · Express' });
    expect(plain(won.textContent)).toMatch(/Paid₽360\.00/);
    expect(within(won).getByRole('link', { name: 'Print the coupon' }).getAttribute('href')).toBe(
      '/en/print-coupon/499',
    );
    expect(screen.getByText('Page 1 of 2 · 13 coupons in all')).toBeTruthy();
  });

  it('filters by status and pages, asking the server', async () => {
    const back = history();
    renderOffice('/en/office/history');
    await screen.findByRole('article', { name: 'Coupon №500 · Express' });
    await userEvent.click(
      within(screen.getByRole('navigation', { name: 'Pages of the bet history' })).getByRole('button', {
        name: 'Next',
      }),
    );
    expect(await screen.findByRole('article', { name: 'Coupon №490 · Express' })).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Won');
    expect(await screen.findByText('Page 1 of 1 · 1 coupons in all')).toBeTruthy();
    expect(asked(back).map((query) => [query.pageNumber, query.status])).toEqual([
      ['1', undefined],
      ['2', undefined],
      ['1', 'won'],
    ]);
  });

  it('cashes a coupon out at the offer, once per press, and shows it settled', async () => {
    const keys: (string | null)[] = [];
    history().on(couponBetsEndpoints.cashout, ({ body }, request) => {
      keys.push(request.headers.get('idempotency-key'));
      return { coupon: coupon(body.couponId, { status: 'cashed_out', cashout: body.amount }) };
    });
    renderOffice('/en/office/history');
    const first = await screen.findByRole('article', { name: 'Coupon №500 · Express' });
    await userEvent.click(await within(first).findByRole('button', { name: /Cash out for ₽150\.00/ }));
    expect(await within(first).findByText('Cashed out', { selector: 'span' })).toBeTruthy();
    expect(plain(first.textContent)).toMatch(/Cashed out₽150\.00/);
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    // No offer, no button.
    const other = screen.getByRole('article', { name: 'Coupon №498 · Express' });
    expect(within(other).queryByRole('button', { name: /Cash out/ })).toBeNull();
  });

  it('says when the offer moved before the player pressed', async () => {
    history().on(couponBetsEndpoints.cashout, () =>
      failWith({ status: 409, code: 'COEFFICIENT_CHANGED', messageKey: 'coupon_coefficient_changed' }),
    );
    renderOffice('/en/office/history');
    const first = await screen.findByRole('article', { name: 'Coupon №500 · Express' });
    await userEvent.click(await within(first).findByRole('button', { name: /Cash out/ }));
    expect(await within(first).findByText('The offer has changed: check the new amount.')).toBeTruthy();
  });

  it('keeps the offer fresh while the page is shown, says a new amount and cashes out at it', async () => {
    const advance = fakeRefreshClock();
    let offered = '150.00';
    const posted: string[] = [];
    const back = history()
      .on(couponBetsEndpoints.cashoutOffer, ({ params }) =>
        params.couponId === 500
          ? { couponId: 500, amount: offered, reason: null }
          : { couponId: params.couponId, amount: null, reason: 'not_cashable_type' as const },
      )
      .on(couponBetsEndpoints.cashout, ({ body }) => {
        posted.push(body.amount);
        return { coupon: coupon(body.couponId, { status: 'cashed_out', cashout: body.amount }) };
      });
    renderOffice('/en/office/history');
    const first = await screen.findByRole('article', { name: 'Coupon №500 · Express' });
    await within(first).findByRole('button', { name: 'Cash out for ₽150.00' });
    expect(within(first).getByRole('status').textContent).toBe('');
    offered = '162.50';
    await tickUntilRead(advance, () => offerReads(back, 500), 2);
    const button = await within(first).findByRole('button', { name: 'Cash out for ₽162.50' });
    expect(within(first).getByRole('status').textContent).toBe('The cash-out offer is now ₽162.50.');
    expect(offerReads(back, 500)).toBe(2);
    // An unchanged amount is not announced again, and the button stays the same element.
    await tickUntilRead(advance, () => offerReads(back, 500), 3);
    expect(within(first).getByRole('button', { name: 'Cash out for ₽162.50' })).toBe(button);
    await userEvent.click(button);
    expect(await within(first).findByText('Cashed out', { selector: 'span' })).toBeTruthy();
    expect(posted).toEqual(['162.50']);
    // Settled, the coupon's offer is no longer read.
    advance(15000);
    expect(offerReads(back, 500)).toBe(3);
  });

  it('reads no offer while the page is hidden and reads again once shown', async () => {
    const advance = fakeRefreshClock();
    const back = history();
    renderOffice('/en/office/history');
    const first = await screen.findByRole('article', { name: 'Coupon №500 · Express' });
    await within(first).findByRole('button', { name: /Cash out/ });
    showDocument('hidden');
    advance(20000);
    expect(offerReads(back, 500)).toBe(1);
    showDocument('visible');
    await vi.waitFor(() => expect(offerReads(back, 500)).toBe(2));
    await tickUntilRead(advance, () => offerReads(back, 500), 3);
  });

  it('keeps asking while a market is suspended and stops for a coupon that can never be cashed out', async () => {
    const advance = fakeRefreshClock();
    let suspended = true;
    const back = history().on(couponBetsEndpoints.cashoutOffer, ({ params }) =>
      params.couponId !== 500
        ? { couponId: params.couponId, amount: null, reason: 'not_cashable_type' as const }
        : suspended
          ? { couponId: 500, amount: null, reason: 'market_suspended' as const }
          : { couponId: 500, amount: '140.00', reason: null },
    );
    renderOffice('/en/office/history');
    const first = await screen.findByRole('article', { name: 'Coupon №500 · Express' });
    await vi.waitFor(() => expect(offerReads(back, 498)).toBe(1));
    expect(within(first).queryByRole('button', { name: /Cash out/ })).toBeNull();
    suspended = false;
    await tickUntilRead(advance, () => offerReads(back, 500), 2);
    expect(await within(first).findByRole('button', { name: 'Cash out for ₽140.00' })).toBeTruthy();
    await tickUntilRead(advance, () => offerReads(back, 500), 3);
    expect(offerReads(back, 498)).toBe(1);
  });
});
