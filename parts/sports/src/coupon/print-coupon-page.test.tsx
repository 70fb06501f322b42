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
  placedAsTypeId: 2,
  accountId: 7,
  currency: 'RUB',
  amount: '300.00',
  stake: '300.00',
  coef: null,
  bonusCoef: null,
  potentialWin: '2020.00',
  systemValue: 2,
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

/** The server render's door as the visitor, here the fake back end (as that player's session). */
const asVisitor = (path: string) => fetch(path);

const answerOwn = () =>
  fakeBackEnd().on(couponBetsEndpoints.getCoupon, ({ params }) =>
    params.couponId === 4242
      ? { coupon: placed }
      : failWith({ status: 404, code: 'NOT_FOUND', messageKey: 'main_not_found' }),
  );

describe('the print-coupon page', () => {
  it('is the coupon the visitor’s read finds: 200 with it for its owner, 404 for anyone else', async () => {
    const { line } = fakeLine();
    answerOwn();
    expect(await loadView('/en/print-coupon/4242', line, asVisitor)).toEqual({
      status: 200,
      view: { kind: 'print-coupon', couponId: 4242, coupon: placed },
    });
    expect(await loadView('/en/print-coupon/77', line, asVisitor)).toEqual({
      status: 404,
      view: { kind: 'not-found' },
    });
    fakeBackEnd().on(couponBetsEndpoints.getCoupon, () =>
      failWith({ status: 401, code: 'UNAUTHORIZED', messageKey: 'main_unauthorized' }),
    );
    expect((await loadView('/en/print-coupon/4242', line, asVisitor)).status).toBe(404);
    expect((await loadView('/en/print-coupon/abc', line, asVisitor)).status).toBe(404);
    expect((await loadView('/en/print-coupon/0', line, asVisitor)).status).toBe(404);
  });

  it('leaves the read to the browser when the render has no door as the visitor', async () => {
    const { line } = fakeLine();
    expect(await loadView('/en/print-coupon/4242', line)).toEqual({
      status: 200,
      view: { kind: 'print-coupon', couponId: 4242, coupon: null },
    });
  });

  it('shows the coupon the server read at once, without reading it again', async () => {
    const backEnd = answerOwn();
    await renderSportsPage('/en/print-coupon/4242', undefined, undefined, undefined, asVisitor);
    expect(backEnd.calls).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Coupon №4242' })).toBeTruthy();
    expect(within(screen.getAllByRole('row')[1]!).getByText('Arsenal — Chelsea')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(backEnd.calls).toHaveLength(1);
  });

  it('shows the player’s coupon with its legs, stake and potential win, to print', async () => {
    answerOwn();
    await renderSportsPage('/en/print-coupon/4242');
    expect(await screen.findByRole('heading', { name: 'Coupon №4242' })).toBeTruthy();
    const row = screen.getAllByRole('row')[1];
    expect(within(row!).getByText('Arsenal — Chelsea')).toBeTruthy();
    expect(within(row!).getByText('Won')).toBeTruthy();
    expect(screen.getByText('Potential win').nextElementSibling?.textContent).toMatch(/2,?020\.00/);
    expect(screen.getByRole('button', { name: 'Print' })).toBeTruthy();
  });

  it('names a system by its k and its number of bets, as the bet history does', async () => {
    const [leg] = placed.legs;
    const legs = [1, 2, 3].map((selectionId) => ({ ...leg!, selectionId, gameId: 10 + selectionId }));
    fakeBackEnd().on(couponBetsEndpoints.getCoupon, () => ({ coupon: { ...placed, legs } }));
    await renderSportsPage('/en/print-coupon/4242');
    await screen.findByRole('heading', { name: 'Coupon №4242' });
    expect(screen.getByText(/^System 2\/3 ·/)).toBeTruthy();
  });

  it('names a vip bet’s wait for a trader, and a rejected one with nothing it could win', async () => {
    fakeBackEnd().on(couponBetsEndpoints.getCoupon, () => ({
      coupon: {
        ...placed,
        status: 'awaiting_approval' as const,
        approvalDeadline: '2030-03-01T09:00:00.000Z',
      },
    }));
    await renderSportsPage('/en/print-coupon/4242');
    expect((await screen.findByText('Status')).nextElementSibling?.textContent).toBe('Awaiting approval');
    expect(screen.getByText('Potential win')).toBeTruthy();
    cleanup();
    fakeBackEnd().on(couponBetsEndpoints.getCoupon, () => ({
      coupon: { ...placed, status: 'rejected' as const, settledAt: '2030-03-01T09:00:00.000Z' },
    }));
    await renderSportsPage('/en/print-coupon/4242');
    expect((await screen.findByText('Status')).nextElementSibling?.textContent).toBe(
      'Rejected, stake returned',
    );
    expect(screen.queryByText('Potential win')).toBeNull();
  });

  it('names many singles by the type the player placed, and shows a bonus express’s bonus', async () => {
    fakeBackEnd().on(couponBetsEndpoints.getCoupon, () => ({
      coupon: { ...placed, typeId: 1, placedAsTypeId: 1, systemValue: null, coef: '6.300', bonusCoef: 1.03 },
    }));
    await renderSportsPage('/en/print-coupon/4242');
    expect(await screen.findByText('Express bonus')).toBeTruthy();
    expect(screen.getByText('Express bonus').nextElementSibling?.textContent).toBe('×1.03');
    cleanup();
    fakeBackEnd().on(couponBetsEndpoints.getCoupon, () => ({
      coupon: { ...placed, typeId: 0, placedAsTypeId: 9, systemValue: null, legs: placed.legs.slice(0, 1) },
    }));
    await renderSportsPage('/en/print-coupon/4242');
    const heading = await screen.findByRole('heading', { name: 'Coupon №4242' });
    expect(heading.nextElementSibling?.textContent).toMatch(/^Many singles · /);
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
