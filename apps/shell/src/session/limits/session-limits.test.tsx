import type { ClientLimitsResponse } from '@parlay/contract';
import { cleanup, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadDictionaries } from '../../i18n/bundled-dictionaries.ts';
import { createShellTranslations } from '../../i18n/create-i18n.ts';
import { TranslatorProvider } from '../../i18n/use-translation.ts';
import { SessionLimits } from './session-limits.tsx';

const client = vi.hoisted(() => ({ getSessionLimits: vi.fn(), pingSessionLimit: vi.fn() }));
vi.mock('@parlay/client', async (original) => ({ ...(await original<object>()), ...client }));
const session = vi.hoisted(() => ({ signOut: vi.fn() }));
vi.mock('../session-store.ts', async (original) => ({ ...(await original<object>()), ...session }));

const minute = 60_000;
const hour = 60 * minute;

function limits(overrides: {
  startedAgoMs: number;
  limitMs?: number | null;
  ended?: boolean;
  realityCheckMs?: number | null;
  play?: ClientLimitsResponse['play'];
}): ClientLimitsResponse {
  const now = Date.now();
  const limitMs = overrides.limitMs ?? null;
  return {
    serverTime: now,
    session: {
      startedAt: now - overrides.startedAgoMs,
      limitMs,
      remainingMs: limitMs === null ? null : Math.max(0, limitMs - overrides.startedAgoMs),
      ended: overrides.ended ?? false,
    },
    realityCheck: { intervalMs: overrides.realityCheckMs ?? null },
    play: overrides.play ?? null,
  };
}

async function renderLimits(language = 'en') {
  const dictionaries = await loadDictionaries(language, ['main']);
  const router = createMemoryRouter(
    [
      { path: '/:lang', element: <SessionLimits userId={7} /> },
      { path: '/:lang/office/history', element: <h1>History</h1> },
    ],
    { initialEntries: [`/${language}`] },
  );
  render(
    <TranslatorProvider translations={createShellTranslations(language, dictionaries, loadDictionaries)}>
      <RouterProvider router={router} />
    </TranslatorProvider>,
  );
  return router;
}

// Intl writes a no-break space between the digits and the sign.
const plain = (text: string | null | undefined) => text?.replace(/[\u00a0\u202f]/g, ' ');

beforeEach(() => {
  client.pingSessionLimit.mockResolvedValue({
    sessionLimitEnded: false,
    sessionRemainingMs: null,
    sessionLimitMs: null,
  });
  session.signOut.mockReturnValue(new Promise(() => {}));
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('the session time in the header', () => {
  it('shows the hours and minutes since the session started, named, and not as a live region', async () => {
    client.getSessionLimits.mockResolvedValue(limits({ startedAgoMs: hour + 5 * minute + 20_000 }));
    await renderLimits();
    const time = await screen.findByText('01:05');
    expect(time.tagName).toBe('TIME');
    expect(time.getAttribute('datetime')).toBe('PT1H5M');
    expect(time.parentElement?.textContent).toBe('Time in this session 01:05');
    expect(document.querySelector('[aria-live]')).toBeNull();
  });
});

describe('the reality check', () => {
  const almostDue = () =>
    limits({
      startedAgoMs: 15 * minute - 200,
      realityCheckMs: 15 * minute,
      play: { currency: 'EUR', staked: 2_500, won: 1_000 },
    });

  it('shows the time played and the net position, and Continue closes it', async () => {
    client.getSessionLimits.mockResolvedValue(almostDue());
    await renderLimits();
    const dialog = await screen.findByRole('dialog', { name: 'Reality check' }, { timeout: 3000 });
    expect(dialog.textContent).toContain('You have been playing for 00:15 (hours:minutes) in this session.');
    const play = within(dialog).getByText('Net position (won minus staked)').closest('dl');
    expect(plain(play?.textContent)).toBe('Staked€25.00Won€10.00Net position (won minus staked)-€15.00');
    // The session's play was read again when the check came due.
    expect(client.getSessionLimits).toHaveBeenCalledTimes(2);
    // Focus is inside the dialog (Radix traps it there).
    expect(dialog.contains(document.activeElement)).toBe(true);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue playing' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(session.signOut).not.toHaveBeenCalled();
  });

  it('opens the bet history', async () => {
    client.getSessionLimits.mockResolvedValue(almostDue());
    const router = await renderLimits();
    const dialog = await screen.findByRole('dialog', { name: 'Reality check' }, { timeout: 3000 });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Open history' }));
    expect(router.state.location.pathname).toBe('/en/office/history');
    await screen.findByRole('heading', { name: 'History' });
  });

  it('signs the player out', async () => {
    client.getSessionLimits.mockResolvedValue(almostDue());
    await renderLimits();
    const dialog = await screen.findByRole('dialog', { name: 'Reality check' }, { timeout: 3000 });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    expect(session.signOut).toHaveBeenCalledTimes(1);
  });

  it('speaks the player’s language', async () => {
    client.getSessionLimits.mockResolvedValue(almostDue());
    await renderLimits('ru');
    await screen.findByRole('dialog', { name: 'Проверка реальности' }, { timeout: 3000 });
  });
});

describe('the end of the session limit', () => {
  const ended = () => limits({ startedAgoMs: 2 * hour, limitMs: hour, ended: true });

  it('is a permanent error with the visit-tomorrow text whose confirmation signs the player out', async () => {
    client.getSessionLimits.mockResolvedValue(ended());
    await renderLimits();
    const dialog = await screen.findByRole('dialog', { name: 'Your session limit has ended' });
    expect(dialog.textContent).toContain('Please visit us again tomorrow.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    expect(session.signOut).toHaveBeenCalledTimes(1);
    // It stays until the sign-out has moved the player away: it never closes by itself.
    expect(screen.getByRole('dialog', { name: 'Your session limit has ended' })).toBeDefined();
  });

  it('signs the player out when closed, by its close button or Escape', async () => {
    client.getSessionLimits.mockResolvedValue(ended());
    await renderLimits();
    const dialog = await screen.findByRole('dialog', { name: 'Your session limit has ended' });
    await userEvent.keyboard('{Escape}');
    expect(session.signOut).toHaveBeenCalledTimes(1);
    cleanup();
    await renderLimits();
    const again = await screen.findByRole('dialog', { name: 'Your session limit has ended' });
    expect(dialog.isConnected).toBe(false);
    await userEvent.click(within(again).getByRole('button', { name: 'Close' }));
    expect(session.signOut).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('dialog', { name: 'Your session limit has ended' })).toBeDefined();
  });

  it('says so when the sign-out fails, and lets the player try again', async () => {
    session.signOut.mockRejectedValueOnce(new Error('offline'));
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    client.getSessionLimits.mockResolvedValue(ended());
    await renderLimits();
    const dialog = await screen.findByRole('dialog', { name: 'Your session limit has ended' });
    const confirm = within(dialog).getByRole('button', { name: 'Sign out' });
    await userEvent.click(confirm);
    await within(dialog).findByRole('alert');
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'You could not be signed out. Please try again.',
    );
    await userEvent.click(confirm);
    expect(session.signOut).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });

  it('is not shown while the session limit runs', async () => {
    client.getSessionLimits.mockResolvedValue(limits({ startedAgoMs: 10 * minute, limitMs: hour }));
    await renderLimits();
    await screen.findByText('00:10');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
