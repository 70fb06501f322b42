import { createHash, scryptSync } from 'node:crypto';
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

const captchaRequired = (code: number) => () =>
  failure(400, 'CAPTCHA_REQUIRED', 'auth_error_captcha_required', { captchaCode: code });

/** The hex scrypt key of `number` at the test challenges' parameters: the answer the dialog sends. */
const scryptKey = (number: number) => scryptSync(String(number), 'salt', 32, { N: 1024, r: 8, p: 1 });

/** A scrypt challenge of code 111 solved by `number`, at 1 MiB per try to keep the test quick. */
const scryptChallenge = (id: string, number: number) => () => {
  const params = { cost: 1024, blockSize: 8, parallelization: 1 };
  const challenge = createHash('sha256').update(scryptKey(number)).digest('hex');
  return json(200, {
    id,
    code: 111,
    kind: 'pow',
    time: 1_700_000_000,
    expiresIn: 300,
    pow: { algorithm: 'scrypt', challenge, salt: 'salt', maxnumber: 9, ...params },
  });
};

async function submitLogin() {
  await renderAuthSlot();
  await open({ kind: 'login' });
  const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
  await user.type(within(dialog).getByRole('textbox', { name: 'Login' }), 'player');
  await user.type(within(dialog).getByLabelText(/^Password\*?$/), 'secret');
  await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
  return dialog;
}

// Typing through userEvent is slow on a busy machine: these journeys get more than the default 5 s.
describe('captcha dialog', { timeout: 20_000 }, () => {
  it('solves the longer check (111) by itself, saying it takes a few seconds, and asks a new challenge after a refusal', async () => {
    const backEnd = fakeBackEnd({
      'POST /web-api/auth/login': [
        captchaRequired(111),
        () => json(200, { status: 'signed_in', user_id: 3 }),
      ],
      'GET /web-api/captcha/update': [scryptChallenge('first', 4), scryptChallenge('second', 7)],
      'POST /web-api/captcha/validate': [
        () =>
          json(200, { type: 'error', error_message: 'captcha_error_expired', time: 1, isLogoutUser: false }),
        () => json(200, { type: 'ok', token: 'captcha-token', time: 1, expiresIn: 120 }),
      ],
    });
    await submitLogin();
    const check = await screen.findByRole('dialog', { name: 'Security check' });
    expect(
      within(check).getByText(
        'Your device is solving a short puzzle that keeps programs from guessing passwords. It can take a few seconds; there is nothing to type.',
      ),
    ).toBeTruthy();
    expect(within(check).queryByRole('textbox')).toBeNull();
    // The first answer is refused (the challenge expired meanwhile): the player asks for another.
    expect(await within(check).findByText('The check has expired. Please try again.')).toBeTruthy();
    await user.click(within(check).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Security check' })).toBeNull());
    expect(backEnd.calls('POST /web-api/captcha/validate').map((call) => call.body)).toEqual([
      { id: 'first', captcha: scryptKey(4).toString('hex') },
      { id: 'second', captcha: scryptKey(7).toString('hex') },
    ]);
    expect(backEnd.calls('GET /web-api/captcha/update')[0]?.path).toBe('/web-api/captcha/update?code=111');
    const logins = backEnd.calls('POST /web-api/auth/login');
    expect(logins).toHaveLength(2);
    expect(logins[0]?.headers.get('x-captcha')).toBeNull();
    expect(logins[1]?.headers.get('x-captcha')).toBe('captcha-token');
    expect(afterSignIn).toHaveBeenCalledTimes(1);
  });

  it('solves a proof of work by itself while "Checking your browser…" shows', async () => {
    let release = () => {};
    const validated = new Promise<void>((resolve) => {
      release = resolve;
    });
    const salt = 'salt-';
    const challenge = createHash('sha256').update(`${salt}17`).digest('hex');
    const backEnd = fakeBackEnd({
      'POST /web-api/auth/login': [
        captchaRequired(100),
        () => json(200, { status: 'signed_in', user_id: 3 }),
      ],
      'GET /web-api/captcha/update': () =>
        json(200, {
          id: 'pow-1',
          code: 100,
          kind: 'pow',
          time: 1,
          expiresIn: 120,
          pow: { algorithm: 'SHA-256', challenge, salt, maxnumber: 40 },
        }),
      // Held until the test has seen the dialog: the search itself takes a few milliseconds.
      'POST /web-api/captcha/validate': () =>
        validated.then(() => json(200, { type: 'ok', token: 'pow-token', time: 1, expiresIn: 120 })),
    });
    await submitLogin();
    const check = await screen.findByRole('dialog', { name: 'Security check' });
    expect(within(check).getByRole('status').textContent).toBe('Checking your browser…');
    release();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(backEnd.calls('POST /web-api/captcha/validate')[0]?.body).toEqual({ id: 'pow-1', captcha: '17' });
    expect(backEnd.calls('GET /web-api/captcha/update')[0]?.path).toBe('/web-api/captcha/update?code=100');
    expect(backEnd.calls('POST /web-api/auth/login')[1]?.headers.get('x-captcha')).toBe('pow-token');
  });

  it('abandons the request when the captcha is closed, without an error in the sign-in form', async () => {
    const backEnd = fakeBackEnd({
      'POST /web-api/auth/login': captchaRequired(111),
      // Never answered: the dialog stays on "Loading the check…" until it is closed.
      'GET /web-api/captcha/update': () => new Promise<Response>(() => {}),
    });
    const login = await submitLogin();
    const captcha = await screen.findByRole('dialog', { name: 'Security check' });
    await user.click(within(captcha).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Security check' })).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Sign in' })).toBe(login);
    expect(within(login).queryByRole('alert')).toBeNull();
    expect(backEnd.calls('POST /web-api/auth/login')).toHaveLength(1);
    expect(afterSignIn).not.toHaveBeenCalled();
  });
});
