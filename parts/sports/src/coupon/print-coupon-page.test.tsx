import { failWith, fakeBackEnd } from '@parlay/client/testing';
import type { PlacedCoupon } from '@parlay/contract';
import { couponBetsEndpoints } from '@parlay/contract/endpoints';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadView } from '../load-view.ts';
import { fakeLine } from '../testing/fake-line.ts';
import { renderSportsPage } from '../testing/render-sports.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const placed: PlacedCoupon = {
  id: 4242,
  typeId: 2,
  accountId: 7,
  currency: 'RUB',
  amount: '300.00',
  stake: '300.00',
  coef: null,
  potentialWin: '2020.00',
  systemValue: 2,
  changeCoefAction: 2,
  status: 'open',
  payout: null,
  cashout: null,
  isLive: false,
  placedAt: '2030-03-01T08:00:00.000Z',
  settledAt: null,
  legs: [
    {
      selectionId: 1,
      marketId: 1,
      gameId: 11,
      coef: 2,
      banker: false,
      blockId: null,
      isLive: false,
      statusId: 1,
      gameName: 'Arsenal — Chelsea',
      marketName: 'Match result',
      outcomeName: '1',
    },
  ],
};

describe('the print-coupon page', () => {
  it('is a page of the part for a coupon id, a 404 for anything else', async () => {
    const { line } = fakeLine();
    expect(await loadView('/en/print-coupon/4242', line)).toEqual({
      status: 200,
      view: { kind: 'print-coupon', couponId: 4242 },
    });
    expect((await loadView('/en/print-coupon/abc', line)).status).toBe(404);
    expect((await loadView('/en/print-coupon/0', line)).status).toBe(404);
  });

  it('shows the player’s coupon with its legs, stake and potential win, to print', async () => {
    fakeBackEnd().on(couponBetsEndpoints.getCoupon, ({ params }) =>
      params.couponId === 4242
        ? { coupon: placed }
        : failWith({ status: 404, code: 'NOT_FOUND', messageKey: 'x' }),
    );
    await renderSportsPage('/en/print-coupon/4242');
    expect(await screen.findByRole('heading', { name: 'Coupon №4242' })).toBeTruthy();
    const row = screen.getAllByRole('row')[1];
    expect(within(row!).getByText('Arsenal — Chelsea')).toBeTruthy();
    expect(within(row!).getByText('Won')).toBeTruthy();
    expect(screen.getByText('Potential win').nextElementSibling?.textContent).toMatch(/2,?020\.00/);
    expect(screen.getByRole('button', { name: 'Print' })).toBeTruthy();
  });

  it('has the shell show its 404 for a coupon that is not the player’s', async () => {
    fakeBackEnd().on(couponBetsEndpoints.getCoupon, () =>
      failWith({ status: 404, code: 'NOT_FOUND', messageKey: 'main_not_found' }),
    );
    const reported: number[] = [];
    await renderSportsPage('/en/print-coupon/77', undefined, undefined, (status) => reported.push(status));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(reported).toEqual([404]);
    expect(screen.queryByRole('table')).toBeNull();
  });
});
