import { fakeBackEnd } from '@parlay/client/testing';
import type { Account } from '@parlay/contract';
import { partsEndpoints, paymentsEndpoints, walletEndpoints } from '@parlay/contract/endpoints';
import { accountReminderCookieName, teamCashCookieName } from '@parlay/domain';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readCookie } from '../routes/language-redirect.ts';
import { setSession } from '../session/session-store.ts';
import { renderShell } from '../test/render-shell.tsx';
import {
  balanceOf,
  FakeSocket,
  footerDescriptor,
  roubleAccount,
  signedInSession,
} from '../test/signed-in-wallet.ts';

const dollarAccount: Account = {
  ...roubleAccount,
  id: 12,
  iso: 'USD',
  symbol: '$',
  currencyId: 840,
  money: '0.00',
  type: 9,
  isActive: false,
  label: 'USD',
  labelWithSymbol: 'USD $',
};

/** A player's back end: their accounts, and `completedPayments` completed payments. */
function player(accounts: Account[], completedPayments = 0) {
  const records = Array.from({ length: Math.min(completedPayments, 5) }, (_, index) => ({
    id: index + 1,
    status_id: 2,
    message: 'main_payment_status_deposit_success',
    translate_message: 'The deposit is credited.',
    skks_hash: 'a'.repeat(64),
    timestamp: 1_767_000_000,
    date_payment: '2026-01-02T10:00:00.000Z',
    status_title: 'Completed',
    summ: '100.00',
    money_deposit_id: roubleAccount.id,
  }));
  return fakeBackEnd()
    .on(partsEndpoints.postDescriptor, () => footerDescriptor)
    .on(walletEndpoints.getBalance, () => balanceOf(accounts))
    .on(paymentsEndpoints.teamCash, () => ({ data: { entities: records }, total_count: completedPayments }));
}

let userId = 200;
async function renderSignedIn(path = '/en') {
  userId += 1;
  setSession(signedInSession(userId));
  await renderShell(path);
  await screen.findByRole('banner', {}, { timeout: 5000 });
}

const reminderName = 'Which account your bets use';

beforeEach(() => {
  localStorage.setItem('parlay:age-confirmed-until', String(Date.now() + 60_000));
  vi.stubGlobal('WebSocket', FakeSocket);
});
afterEach(() => {
  setSession(null);
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  for (const name of [teamCashCookieName, accountReminderCookieName(userId)]) {
    // biome-ignore lint/suspicious/noDocumentCookie: the test clears the cookies the page wrote
    document.cookie = `${name}=; max-age=0; path=/`;
  }
});

describe('account-conversion reminder', () => {
  it('tells a player with a second currency whose main account is active where bets come from, once', async () => {
    player([roubleAccount, dollarAccount]);
    await renderSignedIn();
    const dialog = await screen.findByRole('dialog', { name: reminderName });
    expect(dialog.textContent).toContain('now your main account (RUB ₽)');
    expect(within(dialog).getByRole('link', { name: 'Manage accounts' }).getAttribute('href')).toBe(
      '/en/office/account',
    );
    expect(readCookie(document.cookie, accountReminderCookieName(userId))).toBe('1');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('tells a player whose currency account is active that the main one no longer pays', async () => {
    player([
      { ...roubleAccount, isActive: false },
      { ...dollarAccount, isActive: true },
    ]);
    await renderSignedIn();
    const dialog = await screen.findByRole('dialog', { name: reminderName });
    expect(dialog.textContent).toContain('active account (USD $), not from your main account (RUB ₽)');
  });

  it('waits for the team cash modal to close, then shows', async () => {
    player([roubleAccount, dollarAccount], 3);
    await renderSignedIn();
    const teamCash = await screen.findByRole('dialog', { name: 'Your completed payments' });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await userEvent.click(within(teamCash).getByRole('button', { name: 'Got it' }));
    expect(await screen.findByRole('dialog', { name: reminderName })).toBeTruthy();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('speaks the page’s language', async () => {
    player([roubleAccount, dollarAccount]);
    await renderSignedIn('/kk');
    const dialog = await screen.findByRole('dialog', { name: 'Бәстер қай шоттан алынады' });
    expect(within(dialog).getByRole('link', { name: 'Шоттарды басқару' })).toBeTruthy();
  });
});
