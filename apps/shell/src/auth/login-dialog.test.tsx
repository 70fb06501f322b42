import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterSignIn } from '../session/session-store.ts';
import { failure, fakeBackEnd, json, open, renderAuthSlot, user } from '../test/auth-test-kit.tsx';

vi.mock('../session/session-store.ts', () => ({ afterSignIn: vi.fn(async () => {}) }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(afterSignIn).mockClear();
});

const utf8Base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

async function openLogin() {
  await renderAuthSlot();
  await open({ kind: 'login' });
  return screen.findByRole('dialog', { name: 'Sign in' });
}

// Typing through userEvent is slow on a busy machine: these journeys get more than the default 5 s.
describe('login dialog', { timeout: 20_000 }, () => {
  it('opens in the login input and switches between the login, phone and SMS forms', async () => {
    fakeBackEnd({});
    const dialog = await openLogin();
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByRole('textbox', { name: 'Login' })),
    );
    await user.click(within(dialog).getByRole('tab', { name: 'Phone' }));
    expect(within(dialog).getByRole('textbox', { name: 'Phone number' })).toBeTruthy();
    expect(within(dialog).getByLabelText(/^Password\*?$/)).toBeTruthy();
    await user.click(within(dialog).getByRole('tab', { name: 'SMS code' }));
    expect(within(dialog).getByRole('button', { name: 'Send code' })).toBeTruthy();
    expect(within(dialog).queryByLabelText(/^Password\*?$/)).toBeNull();
  });

  it('sends the login and password base64-encoded as UTF-8 with "remember me", then signs in and closes', async () => {
    const backEnd = fakeBackEnd({
      'POST /web-api/auth/login': () => json(200, { status: 'signed_in', user_id: 7 }),
    });
    const dialog = await openLogin();
    await user.type(within(dialog).getByRole('textbox', { name: 'Login' }), 'игрок');
    await user.type(within(dialog).getByLabelText(/^Password\*?$/), 'pässwörd');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Remember me' }));
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [login] = backEnd.calls('POST /web-api/auth/login');
    expect(login?.body).toEqual({
      uLogin: utf8Base64('игрок'),
      uPassword: utf8Base64('pässwörd'),
      save: true,
    });
    expect(login?.headers.get('x-fingerprint')).toBe('fp-token');
    expect(afterSignIn).toHaveBeenCalledTimes(1);
  });

  it('marks both inputs when the server blames login and password, and returns focus to the login', async () => {
    fakeBackEnd({
      'POST /web-api/auth/login': () =>
        failure(400, 'INVALID_CREDENTIALS', 'auth_error_credentials', {
          fields: { login: 'auth_error_login', password: 'auth_error_password' },
        }),
    });
    const dialog = await openLogin();
    const login = within(dialog).getByRole('textbox', { name: 'Login' });
    const password = within(dialog).getByLabelText(/^Password\*?$/);
    await user.type(login, 'someone');
    await user.type(password, 'wrong');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    const alert = await within(dialog).findByRole('alert');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Wrong login or password.', 'Check the login.', 'Check the password.']);
    expect(login.getAttribute('aria-invalid')).toBe('true');
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(login);
    expect(afterSignIn).not.toHaveBeenCalled();
  });

  it('marks only the password when only the password is blamed, and focuses it', async () => {
    fakeBackEnd({
      'POST /web-api/auth/login': () =>
        failure(400, 'INVALID_CREDENTIALS', 'auth_error_credentials', {
          fields: { password: 'auth_error_password' },
        }),
    });
    const dialog = await openLogin();
    const login = within(dialog).getByRole('textbox', { name: 'Login' });
    const password = within(dialog).getByLabelText(/^Password\*?$/);
    await user.type(login, 'someone');
    await user.type(password, 'wrong');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    await within(dialog).findByRole('alert');
    expect(login.getAttribute('aria-invalid')).toBeNull();
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(password);
  });

  it('tells a self-excluded player until when, with the date of the exclusion’s end', async () => {
    fakeBackEnd({
      'POST /web-api/auth/login': () =>
        failure(403, 'SELF_EXCLUDED', 'main_sign_in_error_self_excluded', {
          limit: { reason: 'self-exclusion', typeId: 30, endsAt: '2026-12-24T12:00:00.000Z' },
        }),
    });
    const dialog = await openLogin();
    await user.type(within(dialog).getByRole('textbox', { name: 'Login' }), 'someone');
    await user.type(within(dialog).getByLabelText(/^Password\*?$/), 'secret');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toMatch(
      /^You have excluded yourself from playing until December 24, 2026 at .+\. You can sign in again after that date\.$/,
    );
    expect(afterSignIn).not.toHaveBeenCalled();
  });

  it('shows at most three errors, the failure first and then the fields in form order', async () => {
    fakeBackEnd({
      'POST /web-api/auth/login': () =>
        failure(400, 'VALIDATION_ERROR', 'main_validation_error', {
          fields: {
            save: 'auth_error_fingerprint',
            password: 'auth_error_password',
            login: 'auth_error_login',
            componentsData: 'auth_error_captcha_required',
          },
        }),
    });
    const dialog = await openLogin();
    await user.type(within(dialog).getByRole('textbox', { name: 'Login' }), 'x');
    await user.type(within(dialog).getByLabelText(/^Password\*?$/), 'y');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    const alert = await within(dialog).findByRole('alert');
    const items = within(alert).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[1]?.textContent).toBe('Check the login.');
    expect(items[2]?.textContent).toBe('Check the password.');
  });

  it('asks for the two-step code when the account needs it, keeping "remember me"', async () => {
    const backEnd = fakeBackEnd({
      'POST /web-api/auth/login': () => json(200, { status: 'two_step_required' }),
      'POST /web-api/auth/two-step': [
        () =>
          failure(400, 'INVALID_CODE', 'auth_error_code', {
            fields: { code: 'auth_error_code' },
          }),
        () => json(200, { status: 'signed_in', user_id: 7 }),
      ],
    });
    const dialog = await openLogin();
    await user.type(within(dialog).getByRole('textbox', { name: 'Login' }), 'player');
    await user.type(within(dialog).getByLabelText(/^Password\*?$/), 'secret');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Remember me' }));
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    const twoStep = await screen.findByRole('dialog', { name: 'Two-step verification' });
    const code = within(twoStep).getByRole('textbox', { name: 'Verification code' });
    expect(document.activeElement).toBe(code);
    await user.type(code, '123456');
    await user.click(within(twoStep).getByRole('button', { name: 'Confirm' }));
    expect(await within(twoStep).findByRole('alert')).toBeTruthy();
    expect(code.getAttribute('aria-invalid')).toBe('true');
    await user.click(within(twoStep).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(backEnd.calls('POST /web-api/auth/two-step').map((call) => call.body)).toEqual([
      { code: '123456', save: true },
      { code: '123456', save: true },
    ]);
    expect(afterSignIn).toHaveBeenCalledTimes(1);
  });

  it('signs in by SMS: sends the code, counts down the resend, then sends the code typed', async () => {
    const backEnd = fakeBackEnd({
      'POST /web-api/auth/send-sms': () => json(200, { success: true, resend_after: 60 }),
      'POST /web-api/auth/sms-code': () => json(200, { status: 'signed_in', user_id: 7 }),
    });
    const dialog = await openLogin();
    await user.click(within(dialog).getByRole('tab', { name: 'SMS code' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Phone number' }), '7700 900123');
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    const code = await within(dialog).findByRole('textbox', { name: 'Code from the SMS' });
    const resend = within(dialog).getByRole('button', { name: /Send again in \d+ s/ });
    expect((resend as HTMLButtonElement).disabled).toBe(true);
    expect(backEnd.calls('POST /web-api/auth/send-sms')[0]?.body).toEqual({
      'phone-number': '7700900123',
      'phone-code': '44',
    });
    await user.type(code, '4321');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(backEnd.calls('POST /web-api/auth/sms-code')[0]?.body).toEqual({
      'sms-code': '4321',
      save: false,
    });
  });

  it('links to password recovery and registration', async () => {
    fakeBackEnd({});
    const dialog = await openLogin();
    await user.click(within(dialog).getByRole('button', { name: 'Forgot password?' }));
    expect(await screen.findByRole('dialog', { name: 'Password recovery' })).toBeTruthy();
    await open({ kind: 'login' });
    const again = await screen.findByRole('dialog', { name: 'Sign in' });
    await user.click(within(again).getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('dialog', { name: 'Create account' })).toBeTruthy();
  });
  it('offers the configured social providers as links that come back to this page', async () => {
    fakeBackEnd({
      'GET /social-api/oauth/providers': () => json(200, { providers: [{ id: 'google', name: 'Google' }] }),
    });
    const dialog = await openLogin();
    const link = await within(dialog).findByRole('link', { name: 'Continue with Google' });
    const href = new URL(link.getAttribute('href') ?? '', 'http://parlay.test');
    expect(href.pathname).toBe('/social-api/oauth/google/start');
    expect(href.searchParams.get('lang')).toBe('en');
    expect(href.searchParams.get('return_url')).toBe(`${window.location.pathname}${window.location.search}`);
  });
});
