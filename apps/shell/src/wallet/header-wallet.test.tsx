import { fakeBackEnd } from '@parlay/client/testing';
import type { BalanceResponse } from '@parlay/contract';
import { partsEndpoints, paymentsEndpoints, walletEndpoints } from '@parlay/contract/endpoints';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '../session/session-store.ts';
import { renderShell } from '../test/render-shell.tsx';
import {
  balanceOf as balance,
  FakeSocket,
  footerDescriptor as footer,
  roubleAccount as rouble,
  signedInSession,
} from '../test/signed-in-wallet.ts';

beforeEach(() => {
  localStorage.setItem('parlay:age-confirmed-until', String(Date.now() + 60_000));
  vi.stubGlobal('WebSocket', FakeSocket);
});
afterEach(() => {
  // Signed out first: the wallet lets the player's accounts and socket go at once.
  setSession(null);
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const header = () => within(screen.getByRole('banner'));

/** The shell's first render loads its dictionaries: wait for the header. */
async function renderSignedIn(...args: Parameters<typeof renderShell>) {
  setSession(signedInSession());
  await renderShell(...args);
  await screen.findByRole('banner', {}, { timeout: 5000 });
}
// Intl writes a no-break space between the digits and the sign.
const plain = (text: string | null) => text?.replace(/[\u00a0\u202f]/g, ' ');

function backEnd(answer: () => BalanceResponse) {
  return fakeBackEnd()
    .on(partsEndpoints.postDescriptor, () => footer)
    .on(walletEndpoints.getBalance, answer)
    .on(paymentsEndpoints.teamCash, () => ({ data: { entities: [] }, total_count: 0 }));
}

describe('header wallet', () => {
  it('shows the active account’s balance, links it to the account page and offers Deposit', async () => {
    backEnd(() => balance([rouble]));
    await renderSignedIn('/en');
    const amount = await header().findByRole('link', { name: /Balance/ });
    await waitFor(() => expect(plain(amount.textContent)).toBe('Balance ₽1,500.00'));
    expect(amount.getAttribute('href')).toBe('/en/office/account');
    expect(header().getByRole('link', { name: 'Deposit' }).getAttribute('href')).toBe('/en/office/recharge');
  });

  it('writes the amount in the page’s language', async () => {
    backEnd(() => balance([rouble]));
    await renderSignedIn('/ru');
    const amount = await header().findByRole('link', { name: /Баланс/ });
    await waitFor(() => expect(plain(amount.textContent)).toBe('Баланс 1 500,00 ₽'));
    expect(header().getByRole('link', { name: 'Пополнить' })).toBeTruthy();
  });

  it('moves with the socket’s balance events, announcing the new amount, with no reload', async () => {
    const back = backEnd(() => balance([rouble]));
    await renderSignedIn('/en');
    const amount = await header().findByRole('link', { name: /Balance/ });
    await waitFor(() => expect(plain(amount.textContent)).toContain('1,500.00'));
    const socket = FakeSocket.latest as FakeSocket;
    await waitFor(() => expect(socket.sent).toEqual([{ type: 'subscribe', channel: 'balance' }]));
    socket.deliver({ type: 'subscribed', channel: 'balance', version: 3 });
    socket.deliver({
      type: 'event',
      channel: 'balance',
      version: 4,
      payload: {
        kind: 'balance.changed',
        accountId: 11,
        currency: 'RUB',
        money: '2500.00',
        held: '0.00',
        version: 9,
      },
    });
    await waitFor(() => expect(plain(amount.textContent)).toContain('2,500.00'));
    expect(plain(header().getByRole('status').textContent)).toBe('Balance: ₽2,500.00');
    // The page read the balance on start and once more when the subscription began, nothing else.
    expect(back.calls.filter((call) => call.endpoint === 'wallet.getBalance').length).toBeLessThanOrEqual(2);
  });

  it('says the balance is unavailable when it cannot be read', async () => {
    fakeBackEnd()
      .on(partsEndpoints.postDescriptor, () => footer)
      .on(walletEndpoints.getBalance, () => ({
        failure: { status: 500, code: 'INTERNAL_ERROR', messageKey: 'main_query_error' },
      }));
    await renderSignedIn('/en');
    const amount = await header().findByRole('link', { name: /Balance/ });
    await waitFor(() => expect(amount.textContent).toBe('Balance unavailable'));
  });

  it('opens the recharge modal from Deposit when the site uses it', async () => {
    backEnd(() => balance([rouble]));
    await renderSignedIn('/en', { config: { isRechargeModal: true }, availableParts: ['footer', 'office'] });
    const deposit = await header().findByRole('button', { name: 'Deposit' });
    await userEvent.click(deposit);
    expect(await screen.findByRole('dialog', { name: 'Deposit' })).toBeTruthy();
  });
});
