import { createAccountStore } from '@parlay/client';
import { failWith, fakeBackEnd } from '@parlay/client/testing';
import type { Account, PlaceCouponBody, PlacedCoupon, SiteConfig } from '@parlay/contract';
import { couponBetsEndpoints, siteConfigEndpoints } from '@parlay/contract/endpoints';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeGame, fakeLine, teamsOfLine } from '../testing/fake-line.ts';
import { renderSportsPage } from '../testing/render-sports.tsx';
import { forgetCouponConfig } from './coupon-config.ts';

afterEach(() => {
  cleanup();
  forgetCouponConfig();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const { arsenal, chelsea, liverpool, everton } = teamsOfLine;

/** Three games of the line, each with its own 1X2 prices. */
const line = () =>
  fakeLine([
    fakeGame({ id: 2874551, home: arsenal, away: chelsea, prices: [2.0, 3.6, 4.2] }),
    fakeGame({ id: 2874552, home: liverpool, away: everton, prices: [3.5, 3.2, 2.1] }),
    fakeGame({ id: 2874553, home: everton, away: arsenal, prices: [2.4, 3.3, 2.9] }),
  ]).line;

const rouble: Account = {
  id: 7,
  iso: 'RUB',
  symbol: '₽',
  currencyId: 643,
  money: '1500.00',
  held: '0.00',
  type: 0,
  isActive: true,
  label: 'RUB',
  labelWithSymbol: 'RUB ₽',
  points: 0,
  isPointsTypeBalance: false,
};

/** The site's betting settings (`changes` over the usual ones) and, when asked, the player's answered placements. */
function backEnd(changes: Partial<SiteConfig> = {}) {
  return fakeBackEnd().on(siteConfigEndpoints.getGroups, () => ({
    show_one_click: true,
    showVipBet: false,
    isAvailableCouponBonusBet: true,
    couponTypesWithMinAmount: [0, 1, 2],
    couponTypesWithMaxAmount: [0, 1],
    ...changes,
  }));
}

/** Signs the player in as the shell would: its account store tells the page's others. */
async function signIn(account: Account = rouble) {
  const shell = createAccountStore({
    api: {
      getBalance: async () => ({
        balance: [account],
        bonus: [],
        all_accounts: [account],
        is_available_first_deposit_bonus: false,
      }),
      addCurrency: async () => ({ message: '' }),
      removeCurrency: async () => ({ message: '' }),
      setActiveAccount: async () => ({ message: '' }),
    },
  });
  await shell.refresh();
  return shell;
}

function placedCoupon(id: number, body: PlaceCouponBody): PlacedCoupon {
  return {
    id,
    typeId: body.typeId === 9 ? 0 : body.typeId,
    placedAsTypeId: body.typeId,
    accountId: body.accountId,
    currency: 'RUB',
    amount: Number(body.amount).toFixed(2),
    stake: Number(body.amount).toFixed(2),
    coef: null,
    bonusCoef: null,
    potentialWin: '0.00',
    systemValue: body.systemValue ?? null,
    changeCoefAction: body.changeCoefAction,
    status: 'open',
    payout: null,
    cashout: null,
    isLive: false,
    placedAt: '2030-03-01T08:00:00.000Z',
    approvalDeadline: null,
    settledAt: null,
    legs: [],
  };
}

/** The home win's price of a game (its selection id is the game's id and 1). */
const homeWin = (gameId: number) => {
  const price = document.querySelector<HTMLButtonElement>(`button[data-selection-id="${gameId}1"]`);
  if (!price) throw new Error(`no price for game ${gameId}`);
  return price;
};

async function addThree() {
  for (const gameId of [2874551, 2874552, 2874553]) await userEvent.click(homeWin(gameId));
}

const coupon = () => screen.getByRole('complementary', { name: /Coupon/ });

describe('the coupon', () => {
  it('adds a selection when its price is pressed, says so on the price, and takes it out on a second press', async () => {
    backEnd();
    await renderSportsPage('/en/line/football', line());
    expect(within(coupon()).getByText('Press a price to add it to the coupon.')).toBeTruthy();
    const price = homeWin(2874551);
    expect(price.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(price);
    // The transitions load with the first press.
    await waitFor(() => expect(price.getAttribute('aria-pressed')).toBe('true'));
    const bets = await within(coupon()).findByRole('list', { name: 'Bets in the coupon' });
    expect(within(bets).getByText('Arsenal — Chelsea')).toBeTruthy();
    expect(within(coupon()).getByLabelText<HTMLSelectElement>('Bet type').value).toBe('0');
    await userEvent.click(price);
    await waitFor(() => expect(price.getAttribute('aria-pressed')).toBe('false'));
    expect(within(coupon()).queryByRole('list', { name: 'Bets in the coupon' })).toBeNull();
  });

  it('offers the types the bets allow, a system’s k, and shows what the stake may win', async () => {
    backEnd();
    await renderSportsPage('/en/line/football', line());
    await addThree();
    const type = await within(coupon()).findByLabelText<HTMLSelectElement>('Bet type');
    expect(type.value).toBe('1');
    const offered = [...type.options].map((option) => option.textContent);
    expect(offered).toEqual(expect.arrayContaining(['Express', 'System', 'Patent', 'Lucky']));
    expect(offered).not.toContain('Single');
    // 150 (the rouble's initial stake) × 2.0 × 3.5 × 2.4 = 2520, and the bonus of an express of
    // three (the site offers it, every price at least 1.1): × 1.03 = 2595.60, as the server stores it.
    expect(within(coupon()).getByText('Express bonus').nextElementSibling?.textContent).toBe('×1.03');
    expect(within(coupon()).getByText('Potential win').nextElementSibling?.textContent).toMatch(/2,?595\.60/);
    await userEvent.selectOptions(type, 'System');
    const system = within(coupon()).getByLabelText<HTMLSelectElement>('System');
    expect([...system.options].map((option) => option.textContent)).toEqual(['2 of 3']);
    // 2/3: 50 a line × (2·3.5 + 2·2.4 + 3.5·2.4) = 50 × 20.2 = 1010.
    expect(within(coupon()).getByText('Lines').nextElementSibling?.textContent).toBe('3');
    expect(within(coupon()).getByText('Potential win').nextElementSibling?.textContent).toMatch(/1,?010\.00/);
    await userEvent.click(within(coupon()).getByRole('button', { name: /^Remove .* \(Everton — Arsenal\)/ }));
    expect(type.value).toBe('1');
  });

  it('says what is wrong with the stake and asks a visitor to sign in', async () => {
    backEnd();
    await renderSportsPage('/en/line/football', line());
    await addThree();
    const stake = await within(coupon()).findByLabelText('Stake, RUB');
    await userEvent.clear(stake);
    await userEvent.type(stake, '1.234');
    expect(within(coupon()).getByText('The stake has more decimals than the currency.')).toBeTruthy();
    expect(stake.getAttribute('aria-invalid')).toBe('true');
    await userEvent.clear(stake);
    await userEvent.type(stake, '5');
    expect(await within(coupon()).findByText(/The smallest stake is/)).toBeTruthy();
    expect(within(coupon()).getByText('Sign in to place a bet.')).toBeTruthy();
    expect(within(coupon()).getByRole<HTMLButtonElement>('button', { name: 'Place bet' }).disabled).toBe(
      true,
    );
  });

  it('places the coupon once per intent with an Idempotency-Key, shows its number and empties', async () => {
    const bodies: { body: PlaceCouponBody; key: string | null }[] = [];
    backEnd().on(couponBetsEndpoints.place, ({ body }, request) => {
      bodies.push({ body, key: request.headers.get('idempotency-key') });
      return { successCoupon: placedCoupon(4242, body), singlesResultCoupons: [] };
    });
    await renderSportsPage('/en/line/football', line());
    await signIn();
    await addThree();
    await userEvent.selectOptions(await within(coupon()).findByLabelText('Bet type'), 'System');
    // The player asks a live bet to be dropped if a goal comes while it is accepted.
    await userEvent.click(within(coupon()).getByText('Coupon settings'));
    await userEvent.click(
      within(coupon()).getByRole('checkbox', {
        name: 'Drop a live bet if the score changes while it is accepted',
      }),
    );
    await userEvent.click(within(coupon()).getByRole('button', { name: 'Place bet' }));
    expect(await within(coupon()).findByText(/Coupon 4242, stake/)).toBeTruthy();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]?.key).toMatch(/^[0-9a-f]{32}$/);
    expect(bodies[0]?.body).toMatchObject({
      typeId: 2,
      accountId: 7,
      amount: '150.00',
      systemValue: 2,
      changeCoefAction: 2,
      isDropOnScoreChange: true,
      bets: [
        { id: 28745511, coef: 2 },
        { id: 28745521, coef: 3.5 },
        { id: 28745531, coef: 2.4 },
      ],
    });
    expect(screen.getByRole('status').textContent).toBe('Bet placed: coupon 4242.');
    expect(within(coupon()).queryByRole('list', { name: 'Bets in the coupon' })).toBeNull();
    expect(homeWin(2874551)?.getAttribute('aria-pressed')).toBe('false');
  });

  it('asks the player to accept moved odds the server answers with, then places at them', async () => {
    const bodies: PlaceCouponBody[] = [];
    backEnd().on(couponBetsEndpoints.place, ({ body }) => {
      bodies.push(body);
      if (bodies.length === 1)
        return failWith({
          status: 409,
          code: 'COEFFICIENT_CHANGED',
          messageKey: 'coupon_coefficient_changed',
          changedBets: [{ id: 28745511, coef: 1.9, bettable: true }],
        });
      return { successCoupon: placedCoupon(7, body), singlesResultCoupons: [] };
    });
    await renderSportsPage('/en/line/football', line());
    await signIn();
    await addThree();
    await userEvent.click(await within(coupon()).findByRole('button', { name: 'Place bet' }));
    const accept = await within(coupon()).findByRole('button', { name: 'Accept the new odds' });
    expect(within(coupon()).getByText('The odds have changed: check them and accept to go on.')).toBeTruthy();
    await userEvent.click(accept);
    await userEvent.click(within(coupon()).getByRole('button', { name: 'Place bet' }));
    expect(await within(coupon()).findByText(/Coupon 7, stake/)).toBeTruthy();
    expect(bodies[1]?.bets[0]).toEqual({ id: 28745511, coef: 1.9 });
  });

  it('says why a responsible-gaming limit refused the coupon, with what it still allows', async () => {
    backEnd().on(couponBetsEndpoints.place, () =>
      failWith({
        status: 403,
        code: 'RESPONSIBLE_GAMING_LIMIT',
        messageKey: 'main_limit_error_wagering',
        fields: { amount: 'main_limit_error_wagering' },
        limit: { reason: 'wagering-limit', typeId: 1, remaining: '40.00', currency: 'RUB' },
      }),
    );
    await renderSportsPage('/en/line/football', line());
    await signIn();
    await addThree();
    await userEvent.click(await within(coupon()).findByRole('button', { name: 'Place bet' }));
    expect((await within(coupon()).findByRole('alert')).textContent).toBe(
      'This stake is above your wagering limit. You can stake up to ₽40.00 now.',
    );
    expect(within(coupon()).getByRole('list', { name: 'Bets in the coupon' }).children).toHaveLength(3);
  });

  it('takes a rise without asking under the default option, and shows it moving', async () => {
    backEnd();
    const { store } = await renderSportsPage('/en/line/football', line());
    await addThree();
    await within(coupon()).findByRole('list', { name: 'Bets in the coupon' });
    store.applyOdds({
      kind: 'odds.changed',
      markets: [{ id: 28745511, coef: 2.2, status: 'active' }],
    } as never);
    await waitFor(() =>
      expect(within(coupon()).getByText('Total odds').nextElementSibling?.textContent).toBe('18.48'),
    );
    expect(within(coupon()).queryByRole('button', { name: 'Accept the new odds' })).toBeNull();
  });

  it('asks before one-click betting empties the coupon', async () => {
    backEnd();
    await renderSportsPage('/en/line/football', line());
    await addThree();
    await userEvent.click(await within(coupon()).findByText('Coupon settings'));
    await userEvent.click(await within(coupon()).findByLabelText(/Place a single at once/));
    expect(within(coupon()).getByText(/empties the coupon/)).toBeTruthy();
    await userEvent.click(within(coupon()).getByRole('button', { name: 'Keep my coupon' }));
    expect(within(coupon()).getByRole('list', { name: 'Bets in the coupon' }).children).toHaveLength(3);
    await userEvent.click(within(coupon()).getByLabelText(/Place a single at once/));
    await userEvent.click(within(coupon()).getByRole('button', { name: 'Empty it and turn on' }));
    expect(within(coupon()).queryByRole('list', { name: 'Bets in the coupon' })).toBeNull();
    expect(within(coupon()).getByLabelText<HTMLInputElement>(/Place a single at once/).checked).toBe(true);
  });

  it('with one-click on, places a single of the one-click stake when a price is pressed', async () => {
    const bodies: PlaceCouponBody[] = [];
    backEnd().on(couponBetsEndpoints.place, ({ body }) => {
      bodies.push(body);
      return { successCoupon: placedCoupon(99, body), singlesResultCoupons: [] };
    });
    const { coupon: store } = await renderSportsPage('/en/line/football', line());
    await signIn();
    // Turn it on from the settings (one bet loads the coupon's controls; the confirmation empties it).
    await userEvent.click(homeWin(2874551));
    await userEvent.click(await within(coupon()).findByText('Coupon settings'));
    await userEvent.click(within(coupon()).getByLabelText(/Place a single at once/));
    await userEvent.click(within(coupon()).getByRole('button', { name: 'Empty it and turn on' }));
    const amount = within(coupon()).getByLabelText('One-click stake');
    await userEvent.clear(amount);
    await userEvent.type(amount, '50');
    await userEvent.click(homeWin(2874552));
    expect(await within(coupon()).findByText(/Coupon 99, stake/)).toBeTruthy();
    expect(bodies).toEqual([
      expect.objectContaining({ typeId: 0, amount: '50', bets: [{ id: 28745521, coef: 3.5 }] }),
    ]);
    expect(store.state.bets).toEqual([]);
  });

  it('opens as a sheet from its bar on a phone, taking the focus, and gives it back when closed', async () => {
    backEnd();
    await renderSportsPage('/en/line/football', line());
    const bar = within(coupon()).getByRole('button', { expanded: false });
    await userEvent.click(bar);
    expect(bar.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(within(coupon()).getByRole('button', { name: 'Close the coupon' }));
    await userEvent.keyboard('{Escape}');
    expect(bar.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(bar);
  });

  it('takes a stake of its own for each of many singles, and for a conditional coupon’s later blocks', async () => {
    backEnd();
    await renderSportsPage('/en/line/football', line());
    await addThree();
    const type = await within(coupon()).findByLabelText('Bet type');
    await userEvent.selectOptions(type, 'Many singles');
    const own = within(coupon()).getByRole('group', { name: /Each bet's stake/ });
    await userEvent.type(within(own).getAllByRole('textbox')[0]!, '10');
    // 10 × 2.0 + 150 × 3.5 + 150 × 2.4 = 905.
    expect(within(coupon()).getByText('Potential win').nextElementSibling?.textContent).toMatch(/905\.00/);
    await userEvent.selectOptions(type, 'Conditional');
    const blocks = within(coupon()).getByRole('group', { name: 'Stakes of the later blocks' });
    // Block 2 may stake up to block 1's return: 150 × 2.0.
    expect(within(blocks).getByText(/Block 2 \(at most 300\.00\)/)).toBeTruthy();
    expect(within(blocks).getAllByRole('textbox')).toHaveLength(2);
  });

  describe('as a vip bet', () => {
    const vipBet = () => within(coupon()).queryByRole('switch', { name: 'VIP bet' });
    /** Rich enough to stake above the rouble's maximum of 1 000 000. */
    const wealthy: Account = { ...rouble, money: '2000000.00' };

    it('is offered beside the stake for line bets of a type with a maximum, where the site allows it', async () => {
      backEnd({ showVipBet: true });
      await renderSportsPage('/en/line/football', line());
      await addThree();
      const offered = await within(coupon()).findByRole('switch', { name: 'VIP bet' });
      expect((offered as HTMLInputElement).checked).toBe(false);
      expect(offered.getAttribute('aria-describedby')).toBeTruthy();
      expect(document.getElementById(offered.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
        'Stake above the maximum: a trader approves it before the games start.',
      );
      // Many singles never; a system has no maximum here (couponTypesWithMaxAmount 0 and 1).
      const type = within(coupon()).getByLabelText('Bet type');
      await userEvent.selectOptions(type, 'Many singles');
      expect(vipBet()).toBeNull();
      await userEvent.selectOptions(type, 'System');
      expect(vipBet()).toBeNull();
      await userEvent.selectOptions(type, 'Express');
      expect(vipBet()).toBeTruthy();
    });

    it('is not offered where the site does not allow it', async () => {
      backEnd({ showVipBet: false });
      await renderSportsPage('/en/line/football', line());
      await addThree();
      await within(coupon()).findByRole('list', { name: 'Bets in the coupon' });
      expect(vipBet()).toBeNull();
    });

    it('is not offered for a live bet: a line bet whose game kicks off takes it away', async () => {
      backEnd({ showVipBet: true });
      const { store } = await renderSportsPage('/en/line/football', line());
      await userEvent.click(homeWin(2874551));
      expect(await within(coupon()).findByRole('switch', { name: 'VIP bet' })).toBeTruthy();
      act(() =>
        store.applyScore({
          kind: 'score.changed',
          gameId: 2874551,
          status: 2,
          score: { home: 0, away: 0 },
          periodScores: [],
          period: 1,
          clock: null,
          finished: false,
        }),
      );
      await waitFor(() => expect(vipBet()).toBeNull());
    });

    it('on, takes a stake above the maximum, says it will wait for a trader and places it as a vip bet', async () => {
      const bodies: PlaceCouponBody[] = [];
      backEnd({ showVipBet: true }).on(couponBetsEndpoints.place, ({ body }) => {
        bodies.push(body);
        return {
          successCoupon: {
            ...placedCoupon(5150, body),
            status: 'awaiting_approval' as const,
            approvalDeadline: '2030-03-01T09:30:00.000Z',
          },
          singlesResultCoupons: [],
        };
      });
      await renderSportsPage('/en/line/football', line());
      await signIn(wealthy);
      await addThree();
      const stake = await within(coupon()).findByLabelText('Stake, RUB');
      await userEvent.clear(stake);
      await userEvent.type(stake, '1500000');
      // Off, the maximum refuses it.
      expect(within(coupon()).getByText(/The largest stake is ₽1,?000,?000\.00\./)).toBeTruthy();
      expect(within(coupon()).queryByText(/wait for a trader/)).toBeNull();
      await userEvent.click(within(coupon()).getByRole('switch', { name: 'VIP bet' }));
      expect(within(coupon()).queryByText(/The largest stake is/)).toBeNull();
      expect(stake.getAttribute('aria-invalid')).toBeNull();
      expect(
        within(coupon()).getByText(
          /^This stake is above the maximum of ₽1,?000,?000\.00: the bet will wait for a trader's approval/,
        ),
      ).toBeTruthy();
      // The minimum still applies.
      await userEvent.clear(stake);
      await userEvent.type(stake, '5');
      expect(within(coupon()).getByText(/The smallest stake is/)).toBeTruthy();
      expect(within(coupon()).queryByText(/wait for a trader/)).toBeNull();
      await userEvent.clear(stake);
      await userEvent.type(stake, '1500000');
      await userEvent.click(within(coupon()).getByRole('button', { name: 'Place bet' }));
      const result = await within(coupon()).findByRole('region', { name: 'Sent for approval' });
      // The deadline as the part writes times, in the visitor's zone.
      const deadline = new Intl.DateTimeFormat('en', {
        day: 'numeric',
        month: 'short',
        hour: '2-digit',
        minute: '2-digit',
      }).format(new Date('2030-03-01T09:30:00.000Z'));
      expect(within(result).getByRole('listitem').textContent).toMatch(
        `Coupon 5150, stake ₽1,500,000.00: sent to a trader for approval; your stake is held until ${deadline}.`,
      );
      expect(screen.getByRole('status').textContent).toBe('Sent to a trader for approval: coupon 5150.');
      expect(bodies).toEqual([expect.objectContaining({ typeId: 1, amount: '1500000', isVipBet: true })]);
      // The next coupon starts without it.
      await userEvent.click(homeWin(2874551));
      expect(
        ((await within(coupon()).findByRole('switch', { name: 'VIP bet' })) as HTMLInputElement).checked,
      ).toBe(false);
    });

    it('is sent off where it is not offered, whatever the player chose before', async () => {
      const bodies: PlaceCouponBody[] = [];
      backEnd({ showVipBet: true }).on(couponBetsEndpoints.place, ({ body }) => {
        bodies.push(body);
        return { successCoupon: placedCoupon(4343, body), singlesResultCoupons: [] };
      });
      await renderSportsPage('/en/line/football', line());
      await signIn();
      await addThree();
      await userEvent.click(await within(coupon()).findByRole('switch', { name: 'VIP bet' }));
      await userEvent.selectOptions(within(coupon()).getByLabelText('Bet type'), 'System');
      expect(vipBet()).toBeNull();
      await userEvent.click(within(coupon()).getByRole('button', { name: 'Place bet' }));
      expect(await within(coupon()).findByRole('region', { name: 'Bet placed' })).toBeTruthy();
      expect(bodies).toEqual([expect.objectContaining({ typeId: 2, isVipBet: false })]);
    });

    it('says so when the server finds it unavailable', async () => {
      backEnd({ showVipBet: true }).on(couponBetsEndpoints.place, () =>
        failWith({
          status: 400,
          code: 'VALIDATION_ERROR',
          messageKey: 'main_bet_error_invalid',
          fields: { isVipBet: 'main_bet_error_vip_unavailable' },
        }),
      );
      await renderSportsPage('/en/line/football', line());
      await signIn();
      await addThree();
      await userEvent.click(await within(coupon()).findByRole('switch', { name: 'VIP bet' }));
      await userEvent.click(within(coupon()).getByRole('button', { name: 'Place bet' }));
      expect((await within(coupon()).findByRole('alert')).textContent).toMatch(
        /A VIP bet is not available for this coupon/,
      );
    });
  });
});
