import { FakeSocket, failWith, fakeBackEnd } from '@parlay/client/testing';
import type { CashoutOffer, PlacedCoupon } from '@parlay/contract';
import { couponBetsEndpoints } from '@parlay/contract/endpoints';
import type { MarketStatus } from '@parlay/domain';
import { act, cleanup, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { plain, renderOffice } from './testing/render-office.tsx';

beforeEach(() => {
  FakeSocket.latest = null;
  vi.stubGlobal('WebSocket', FakeSocket);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function coupon(id: number, changes: Partial<PlacedCoupon> = {}): PlacedCoupon {
  return {
    id,
    typeId: 1,
    placedAsTypeId: 1,
    accountId: 7,
    currency: 'RUB',
    amount: '100.00',
    stake: '100.00',
    coef: '3.600',
    potentialWin: '360.00',
    bonusCoef: null,
    systemValue: null,
    changeCoefAction: 2,
    status: 'open',
    payout: null,
    cashout: null,
    isLive: false,
    placedAt: '2030-03-01T08:00:00.000Z',
    approvalDeadline: null,
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
      index === 1
        ? { status: 'won', payout: '360.00', settledAt: '2030-03-01T10:00:00.000Z' }
        : index === 4
          ? { typeId: 0, placedAsTypeId: 9, coef: '2.000', potentialWin: '200.00', legs: [] }
          : index === 5
            ? { bonusCoef: 1.03, potentialWin: '370.80' }
            : {},
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

const notCashable = (couponId: number): CashoutOffer => ({
  couponId,
  amount: null,
  reason: 'not_cashable_type',
});

type Offered = Pick<CashoutOffer, 'amount' | 'reason'>;
const offered = (amount: string): Offered => ({ amount, reason: null });
const none = (reason: NonNullable<Offered['reason']>): Offered => ({ amount: null, reason });

/**
 * The history, coupon 500 offered `answers` in the order it is read (the last one repeating): by
 * the read's number, since reads are one at a time, whenever the test moves on; the others none.
 * `hold` keeps a read's answer back until it resolves.
 */
function offersOf500(answers: readonly Offered[], hold: (read: number) => Promise<void> = async () => {}) {
  const back = history();
  return back.on(couponBetsEndpoints.cashoutOffer, async ({ params }) => {
    if (params.couponId !== 500) return notCashable(params.couponId);
    const read = offerReads(back, 500);
    await hold(read);
    return { couponId: 500, ...(answers[read - 1] ?? (answers.at(-1) as Offered)) };
  });
}

/**
 * The page's socket once it asked for the odds, its subscription confirmed. A fresh subscription
 * makes each open coupon read its offer again (a price may have moved before it).
 */
async function followedOdds(): Promise<FakeSocket> {
  const socket = await vi.waitFor(() => {
    const latest = FakeSocket.latest;
    expect(latest?.sent).toContainEqual({ type: 'subscribe', channel: 'odds' });
    return latest as FakeSocket;
  });
  act(() => socket.subscribed('odds'));
  return socket;
}

/** The feed moves one selection (a leg's when its id is one): its price and status now. */
function move(socket: FakeSocket, selectionId: number, coef: number | null, status: MarketStatus = 'active') {
  act(() =>
    socket.event('odds', { kind: 'odds.changed', gameId: 1, markets: [{ id: selectionId, coef, status }] }),
  );
}

/** The page no longer follows the odds: no coupon on it listens. */
const unsubscribed = (socket: FakeSocket) =>
  vi.waitFor(() => expect(socket.sent).toContainEqual({ type: 'unsubscribe', channel: 'odds' }));

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
    // A single of many singles goes by the type the player placed; a bonus express shows its bonus.
    expect(screen.getByRole('article', { name: 'Coupon №496 · Many singles' })).toBeTruthy();
    const bonus = screen.getByRole('article', { name: 'Coupon №495 · Express' });
    expect(plain(bonus.textContent)).toMatch(/Express bonus×1\.03Potential win₽370\.80/);
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

  it('shows a vip bet awaiting a trader with its deadline, and a rejected one with its stake back, asking no cash-out for either', async () => {
    const deadline = '2030-03-01T09:30:00.000Z';
    const vipBets = [
      coupon(601, {
        status: 'awaiting_approval',
        approvalDeadline: deadline,
        amount: '2000000.00',
        stake: '2000000.00',
      }),
      coupon(600, { status: 'rejected', payout: null, settledAt: deadline }),
    ];
    const back = history().on(couponBetsEndpoints.history, ({ query }) => {
      const matching = vipBets.filter((item) => query.status === undefined || item.status === query.status);
      return { coupons: matching, totalCount: matching.length };
    });
    renderOffice('/en/office/history');
    const awaiting = await screen.findByRole('article', { name: 'Coupon №601 · Express' });
    expect(within(awaiting).getByText('Awaiting approval')).toBeTruthy();
    const when = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(deadline),
    );
    expect(
      within(awaiting).getByText(`Awaiting a trader's approval until ${when}. The stake is held meanwhile.`),
    ).toBeTruthy();
    expect(plain(awaiting.textContent)).toMatch(/Potential win₽360\.00/);
    const rejected = screen.getByRole('article', { name: 'Coupon №600 · Express' });
    expect(within(rejected).getByText('Rejected', { selector: 'span' })).toBeTruthy();
    expect(within(rejected).getByText('Rejected — stake returned')).toBeTruthy();
    expect(plain(rejected.textContent)).not.toMatch(/Paid|Potential win/);
    expect(offerReads(back, 601) + offerReads(back, 600)).toBe(0);
    // Each is a status of the filter.
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Awaiting approval');
    expect(await screen.findByText('Page 1 of 1 · 1 coupons in all')).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Rejected');
    await vi.waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Coupon №601 · Express' })).toBeNull(),
    );
    expect(screen.getByRole('article', { name: 'Coupon №600 · Express' })).toBeTruthy();
    expect(asked(back).map((query) => query.status)).toEqual([undefined, 'awaiting_approval', 'rejected']);
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

  it('keeps the offer fresh with its legs’ prices, says a new amount and cashes out at it', async () => {
    const posted: string[] = [];
    // At first; once subscribed (what moved before); after a leg's move; after another, unchanged.
    const back = offersOf500(['150.00', '155.00', '162.50', '162.50'].map(offered)).on(
      couponBetsEndpoints.cashout,
      ({ body }) => {
        posted.push(body.amount);
        return { coupon: coupon(body.couponId, { status: 'cashed_out', cashout: body.amount }) };
      },
    );
    renderOffice('/en/office/history');
    const first = await screen.findByRole('article', { name: 'Coupon №500 · Express' });
    await within(first).findByRole('button', { name: 'Cash out for ₽150.00' });
    expect(within(first).getByRole('status').textContent).toBe('');
    // The subscription starts: what moved before it is read at once.
    const socket = await followedOdds();
    await within(first).findByRole('button', { name: 'Cash out for ₽155.00' });
    expect(within(first).getByRole('status').textContent).toBe('The cash-out offer is now ₽155.00.');
    expect(offerReads(back, 500)).toBe(2);
    // A leg's price moves: the server prices the offer again, the button and the live region say it.
    move(socket, 5002, 1.6);
    const button = await within(first).findByRole('button', { name: 'Cash out for ₽162.50' });
    expect(within(first).getByRole('status').textContent).toBe('The cash-out offer is now ₽162.50.');
    expect(offerReads(back, 500)).toBe(3);
    // A selection on none of its legs moves: nothing is asked.
    move(socket, 7001, 2.4);
    expect(offerReads(back, 500)).toBe(3);
    // An unchanged amount is not announced again, and the button stays the same element.
    move(socket, 5002, 1.61);
    expect(offerReads(back, 500)).toBe(4);
    expect(within(first).getByRole('button', { name: 'Cash out for ₽162.50' })).toBe(button);
    await userEvent.click(button);
    expect(await within(first).findByText('Cashed out', { selector: 'span' })).toBeTruthy();
    expect(posted).toEqual(['162.50']);
    // Settled, the coupon's offer is no longer read: no coupon of the page listens any more.
    await unsubscribed(socket);
    move(socket, 5002, 1.5);
    expect(offerReads(back, 500)).toBe(4);
  });

  it('reads one offer at a time: legs that move during a read make one more read after it', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const back = offersOf500(['150.00', '151.00', '158.00', '160.00'].map(offered), (read) =>
      read === 3 ? held : Promise.resolve(),
    );
    renderOffice('/en/office/history');
    const first = await screen.findByRole('article', { name: 'Coupon №500 · Express' });
    const socket = await followedOdds();
    await within(first).findByRole('button', { name: 'Cash out for ₽151.00' });
    move(socket, 5002, 1.6);
    expect(offerReads(back, 500)).toBe(3);
    // While the third read is under way: a leg settles, another moves, a producer goes silent.
    move(socket, 5001, null, 'settled');
    move(socket, 5002, 1.65);
    act(() => socket.event('odds', { kind: 'feed.status', producerId: 1, available: false }));
    expect(offerReads(back, 500)).toBe(3);
    release();
    await within(first).findByRole('button', { name: 'Cash out for ₽160.00' });
    expect(offerReads(back, 500)).toBe(4);
  });

  it('reads no offer while the page is hidden and reads once shown if a leg moved', async () => {
    const back = offersOf500(['150.00', '155.00', '162.50'].map(offered));
    renderOffice('/en/office/history');
    const first = await screen.findByRole('article', { name: 'Coupon №500 · Express' });
    const socket = await followedOdds();
    await within(first).findByRole('button', { name: 'Cash out for ₽155.00' });
    // Hidden and shown with nothing moved: the offer shown is the latest.
    showDocument('hidden');
    showDocument('visible');
    expect(offerReads(back, 500)).toBe(2);
    showDocument('hidden');
    move(socket, 5002, 1.6);
    act(() => socket.event('odds', { kind: 'feed.status', producerId: 1, available: true }));
    expect(offerReads(back, 500)).toBe(2);
    showDocument('visible');
    expect(offerReads(back, 500)).toBe(3);
    await within(first).findByRole('button', { name: 'Cash out for ₽162.50' });
    expect(within(first).getByRole('status').textContent).toBe('The cash-out offer is now ₽162.50.');
  });

  it('keeps asking while a market is suspended and stops for a coupon that can never be cashed out', async () => {
    // At first and once subscribed; the market open again; a bet stop; the leg lost.
    const back = offersOf500([
      none('market_suspended'),
      none('market_suspended'),
      offered('140.00'),
      none('market_suspended'),
      none('leg_lost'),
    ]);
    renderOffice('/en/office/history');
    const first = await screen.findByRole('article', { name: 'Coupon №500 · Express' });
    const socket = await followedOdds();
    await vi.waitFor(() => expect(offerReads(back, 500)).toBe(2));
    expect(within(first).queryByRole('button', { name: /Cash out/ })).toBeNull();
    // The market opens again: an offer.
    move(socket, 5002, 1.8);
    expect(await within(first).findByRole('button', { name: 'Cash out for ₽140.00' })).toBeTruthy();
    expect(offerReads(back, 500)).toBe(3);
    // A bet stop: no offer while it lasts.
    move(socket, 5002, 1.8, 'suspended');
    await vi.waitFor(() => expect(within(first).queryByRole('button', { name: /Cash out/ })).toBeNull());
    // The leg lost: no offer can come any more, and no coupon of the page listens.
    move(socket, 5002, null, 'settled');
    await unsubscribed(socket);
    expect(offerReads(back, 500)).toBe(5);
    // Coupons that can never be cashed out were read once.
    for (const id of [498, 497, 496, 495, 494, 493, 492, 491]) expect(offerReads(back, id)).toBe(1);
    move(socket, 5002, 1.8);
    move(socket, 4981, 1.9);
    showDocument('hidden');
    showDocument('visible');
    expect(offerReads(back, 500)).toBe(5);
    expect(offerReads(back, 498)).toBe(1);
  });
});
