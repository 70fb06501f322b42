import { fakeBackEnd } from '@parlay/client/testing';
import type { TeamCashPaymentRecord } from '@parlay/contract';
import { partsEndpoints, paymentsEndpoints, walletEndpoints } from '@parlay/contract/endpoints';
import { teamCashCookieName } from '@parlay/domain';
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

const record = (id: number, summ: string): TeamCashPaymentRecord => ({
  id,
  status_id: 2,
  message: 'main_payment_status_deposit_success',
  translate_message: 'The deposit is credited.',
  skks_hash: String(id).repeat(64).slice(0, 64),
  timestamp: 1_767_000_000 + id,
  date_payment: `2026-01-0${id}T10:00:00.000Z`,
  status_title: 'Completed',
  summ,
  money_deposit_id: roubleAccount.id,
});

/** The back end of a player with `count` completed payments, the newest up to five of them listed. */
function playerWithPayments(count: number) {
  const records = Array.from({ length: count }, (_, index) =>
    record(count - index, `${100 * (count - index)}.00`),
  );
  return fakeBackEnd()
    .on(partsEndpoints.postDescriptor, () => footerDescriptor)
    .on(walletEndpoints.getBalance, () => balanceOf([roubleAccount]))
    .on(paymentsEndpoints.teamCash, () => ({ data: { entities: records.slice(0, 5) }, total_count: count }));
}

// Each test is another player: the page reads a player's payments once per page load.
let nextUserId = 100;
async function renderSignedIn() {
  setSession(signedInSession(nextUserId++));
  await renderShell('/en');
  await screen.findByRole('banner', {}, { timeout: 5000 });
}

const teamCashCookie = () => readCookie(document.cookie, teamCashCookieName);
const plain = (text: string | null) => text?.replace(/[\u00a0\u202f]/g, ' ');

beforeEach(() => {
  localStorage.setItem('parlay:age-confirmed-until', String(Date.now() + 60_000));
  vi.stubGlobal('WebSocket', FakeSocket);
});
afterEach(() => {
  setSession(null);
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  // biome-ignore lint/suspicious/noDocumentCookie: the test clears the cookie the page wrote
  document.cookie = `${teamCashCookieName}=; max-age=0; path=/`;
});

describe('team cash modal', () => {
  it('shows a player with three completed payments their payments and receipts, once', async () => {
    playerWithPayments(3);
    await renderSignedIn();
    const dialog = await screen.findByRole('dialog', { name: 'Your completed payments' });
    const items = within(dialog).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(plain(items[0]?.textContent ?? '')).toContain('₽300.00');
    expect(items[0]?.textContent).toContain('Completed');
    expect(items[0]?.textContent).toContain(`Receipt code ${'3'.repeat(64)}`);
    expect(within(dialog).getByRole('link', { name: 'All payments' }).getAttribute('href')).toBe(
      '/en/office/historypay',
    );
    expect(teamCashCookie()).toBe('at-three');
  });

  it('closes on Escape', async () => {
    playerWithPayments(3);
    await renderSignedIn();
    await screen.findByRole('dialog', { name: 'Your completed payments' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps the focus inside while open and closes from its button', async () => {
    playerWithPayments(3);
    await renderSignedIn();
    const dialog = await screen.findByRole('dialog', { name: 'Your completed payments' });
    for (let press = 0; press < 5; press += 1) {
      await userEvent.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await userEvent.click(within(dialog).getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows it once more at four payments, five of them at most, and remembers it is done', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: what the browser kept from the showing at three
    document.cookie = `${teamCashCookieName}=at-three; path=/`;
    playerWithPayments(7);
    await renderSignedIn();
    const dialog = await screen.findByRole('dialog', { name: 'Your completed payments' });
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(5);
    expect(teamCashCookie()).toBe('done');
  });

  it('speaks the page’s language', async () => {
    playerWithPayments(4);
    setSession(signedInSession(nextUserId++));
    await renderShell('/ru');
    expect(await screen.findByRole('dialog', { name: 'Ваши завершённые платежи' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Понятно' })).toBeTruthy();
  });
});
