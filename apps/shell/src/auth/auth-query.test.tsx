import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterSignIn, setSession } from '../session/session-store.ts';
import { failure, fakeBackEnd, json, user } from '../test/auth-test-kit.tsx';
import { renderShell } from '../test/render-shell.tsx';

// What happens after a sign-in (session check, account data, the route change) is the session
// manager's own journey: here it is enough to know it was started.
vi.mock('../session/session-store.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../session/session-store.ts')>()),
  afterSignIn: vi.fn(async () => {}),
}));

beforeEach(() => {
  // The age notice is its own journey: these tests are about the dialogs over the page.
  localStorage.setItem('parlay:age-confirmed-until', String(Date.now() + 60_000));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(afterSignIn).mockClear();
  setSession(null);
  localStorage.clear();
});

const signedIn = {
  userId: 7,
  login: 'player',
  banLevel: 0,
  banVersion: 0,
  termsChanged: false,
  csrfToken: 'csrf',
  autoLogoffMinutes: null,
};

// Typing through userEvent is slow on a busy machine: these journeys get more than the default 5 s.
describe('sign-in requests in the address', { timeout: 20_000 }, () => {
  it('signs in with an e-mailed link by a POST, drops the link from the address and starts the session', async () => {
    const backEnd = fakeBackEnd({
      'POST /web-api/auth/token': () => json(200, { status: 'signed_in', user_id: 7 }),
    });
    const router = await renderShell('/en?method_id=1&token=tok-EN_1&sign=sig-2_x&utm_source=mail');
    await waitFor(() => expect(afterSignIn).toHaveBeenCalledTimes(1));
    expect(backEnd.calls('POST /web-api/auth/token').map((call) => call.body)).toEqual([
      { method_id: '1', token: 'tok-EN_1', sign: 'sig-2_x', lng: 'en' },
    ]);
    expect(backEnd.sent.filter((call) => call.path.includes('token=tok'))).toEqual([]);
    expect(router.state.location.pathname).toBe('/en');
    expect(router.state.location.search).toBe('?utm_source=mail');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it.each([
    ['auth_error_token_expired', 'This sign-in link has expired. Ask for a new one.'],
    ['auth_error_token', 'This sign-in link is not valid or was already used. Ask for a new one.'],
  ])('says in the sign-in dialog why a link failed (%s) and drops it', async (messageKey, text) => {
    fakeBackEnd({ 'POST /web-api/auth/token': () => failure(400, 'INVALID_TOKEN', messageKey) });
    const router = await renderShell('/en?method_id=1&token=old&sign=s');
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    expect(within(dialog).getByRole('alert').textContent).toBe(text);
    expect(router.state.location.search).toBe('');
    expect(afterSignIn).not.toHaveBeenCalled();
  });

  it('does nothing with a link that lacks one of its three values', async () => {
    const backEnd = fakeBackEnd({});
    const router = await renderShell('/en?method_id=1&token=abc');
    await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(backEnd.calls('POST /web-api/auth/token')).toEqual([]);
    expect(router.state.location.search).toBe('?method_id=1&token=abc');
  });

  it('opens the sign-in dialog from ?showLogin=1 on any page and drops the flag when it closes', async () => {
    fakeBackEnd({});
    const router = await renderShell('/en/information/rules/1?showLogin=1&utm_source=mail');
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(router.state.location.search).toBe('?showLogin=1&utm_source=mail');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.search).toBe('?utm_source=mail'));
    expect(router.state.location.pathname).toBe('/en/information/rules/1');
  });

  it('drops ?showLogin=1 for a signed-in user without opening anything', async () => {
    fakeBackEnd({});
    setSession(signedIn);
    const router = await renderShell('/en?showLogin=1');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it.each([
    ['denied', 'The sign-in through the social network was cancelled.'],
    ['failed', 'The sign-in through the social network did not work. Try again.'],
  ])(
    'shows a social sign-in that came back with social_error=%s in the sign-in dialog',
    async (error, text) => {
      fakeBackEnd({});
      const router = await renderShell(`/en?social_error=${error}`);
      const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
      expect(within(dialog).getByRole('alert').textContent).toBe(text);
      expect(router.state.location.search).toBe('');
      // The notice is about that attempt: the dialog's forms are all there to try again.
      expect(within(dialog).getByRole('textbox', { name: 'Login' })).toBeTruthy();
    },
  );

  it('asks for the two-step code after a social sign-in (?auth=two-step) and signs in with it', async () => {
    const backEnd = fakeBackEnd({
      'POST /web-api/auth/two-step': () => json(200, { status: 'signed_in', user_id: 7 }),
    });
    const router = await renderShell('/en/live?auth=two-step');
    const dialog = await screen.findByRole('dialog', { name: 'Two-step verification' });
    expect(router.state.location.search).toBe('');
    await user.type(within(dialog).getByRole('textbox', { name: 'Verification code' }), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(afterSignIn).toHaveBeenCalledTimes(1));
    expect(backEnd.calls('POST /web-api/auth/two-step').map((call) => call.body)).toMatchObject([
      { code: '123456' },
    ]);
  });
});
