import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBackEnd, user } from '../test/auth-test-kit.tsx';
import { renderShell } from '../test/render-shell.tsx';

beforeEach(() => {
  // The age notice is its own journey: these tests are about the dialogs over the page.
  localStorage.setItem('parlay:age-confirmed-until', String(Date.now() + 60_000));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

// Typing through userEvent is slow on a busy machine: these journeys get more than the default 5 s.
describe('dialogs opened by the route', { timeout: 20_000 }, () => {
  it('opens the registration dialog over the home page on /registration, and goes home when it closes', async () => {
    fakeBackEnd({});
    const router = await renderShell('/en/registration');
    const dialog = await screen.findByRole('dialog', { name: 'Create account' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Every match. Every moment.', hidden: true }),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the forgot-password dialog from ?showForgotPasswordModal=1 and drops the flag when it closes', async () => {
    fakeBackEnd({});
    const router = await renderShell('/en?showForgotPasswordModal=1&utm_source=mail');
    const dialog = await screen.findByRole('dialog', { name: 'Password recovery' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.search).toBe('?utm_source=mail'));
  });

  it('loads no dialog code or texts on a page where nobody asked for a dialog', async () => {
    const backEnd = fakeBackEnd({});
    await renderShell('/en');
    await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(backEnd.sent.filter((request) => request.path.startsWith('/social-api'))).toEqual([]);
  });
});
