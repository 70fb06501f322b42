import { createHash } from 'node:crypto';
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

const imageChallenge = (id: string) => () =>
  json(200, {
    id,
    code: 111,
    kind: 'image',
    time: 1_700_000_000,
    expiresIn: 120,
    image: `<svg xmlns="http://www.w3.org/2000/svg" data-id="${id}"><path d="M0 0L10 10"/></svg>`,
  });

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
  it('shows the image challenge, draws a new one on request, and repeats the sign-in with the token', async () => {
    const backEnd = fakeBackEnd({
      'POST /web-api/auth/login': [
        captchaRequired(111),
        () => json(200, { status: 'signed_in', user_id: 3 }),
      ],
      'GET /web-api/captcha/update': [imageChallenge('first'), imageChallenge('second')],
      'POST /web-api/captcha/validate': [
        () =>
          json(200, { type: 'error', error_message: 'captcha_error_wrong', time: 1, isLogoutUser: false }),
        () => json(200, { type: 'ok', token: 'captcha-token', time: 1, expiresIn: 120 }),
      ],
    });
    await submitLogin();
    const captcha = await screen.findByRole('dialog', { name: 'Type the characters' });
    const image = await within(captcha).findByRole('img', { name: 'Distorted characters to type' });
    expect(image.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,.*first/);
    await user.click(within(captcha).getByRole('button', { name: 'New picture' }));
    await waitFor(() => expect(within(captcha).getByRole('img').getAttribute('src')).toMatch(/second/));
    const answer = within(captcha).getByRole('textbox', { name: 'Characters from the picture' });
    await user.type(answer, 'wrong');
    await user.click(within(captcha).getByRole('button', { name: 'Confirm' }));
    expect(await within(captcha).findByText('That was not right. Try again.')).toBeTruthy();
    await user.type(answer, 'x7k2p');
    await user.click(within(captcha).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(backEnd.calls('POST /web-api/captcha/validate').map((call) => call.body)).toEqual([
      { id: 'second', captcha: 'wrong' },
      { id: 'second', captcha: 'x7k2p' },
    ]);
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
      'GET /web-api/captcha/update': imageChallenge('only'),
    });
    const login = await submitLogin();
    const captcha = await screen.findByRole('dialog', { name: 'Type the characters' });
    await user.click(within(captcha).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Type the characters' })).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Sign in' })).toBe(login);
    expect(within(login).queryByRole('alert')).toBeNull();
    expect(backEnd.calls('POST /web-api/auth/login')).toHaveLength(1);
    expect(afterSignIn).not.toHaveBeenCalled();
  });
});
