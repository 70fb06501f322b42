import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, fakeBackEnd, json, open, renderAuthSlot, user } from '../test/auth-test-kit.tsx';

vi.mock('../session/session-store.ts', () => ({ afterSignIn: vi.fn(async () => {}) }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const sentText =
  "If an account uses this e-mail, we've sent a sign-in link there. It is valid for 15 minutes and works once.";

async function openLinkForm() {
  await renderAuthSlot();
  await open({ kind: 'login' });
  const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
  await user.click(within(dialog).getByRole('button', { name: 'Email me a sign-in link' }));
  return dialog;
}

// Typing through userEvent is slow on a busy machine: these journeys get more than the default 5 s.
describe('"email me a sign-in link" in the sign-in dialog', { timeout: 20_000 }, () => {
  it('sends the address with the page language and gives the same answer whoever owns it', async () => {
    const backEnd = fakeBackEnd({ 'POST /web-api/auth/send-link': () => json(200, { success: true }) });
    const dialog = await openLinkForm();
    const email = within(dialog).getByRole('textbox', { name: 'E-mail' });
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(within(dialog).getByRole('button', { name: 'Send link' }).hasAttribute('disabled')).toBe(true);
    await user.type(email, '  player@example.com ');
    await user.click(within(dialog).getByRole('button', { name: 'Send link' }));
    expect((await within(dialog).findByRole('status')).textContent).toBe(sentText);
    expect(backEnd.calls('POST /web-api/auth/send-link').map((call) => call.body)).toEqual([
      { email: 'player@example.com', lng: 'en' },
    ]);
    expect(backEnd.calls('POST /web-api/auth/send-link')[0]?.headers.get('x-requested-with')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(within(dialog).getByRole('textbox', { name: 'Login' })).toBeTruthy();
  });

  it('shows the server naming a malformed address under the field, and goes back to the sign-in forms', async () => {
    fakeBackEnd({
      'POST /web-api/auth/send-link': () =>
        failure(400, 'VALIDATION_ERROR', 'main_validation_error', {
          fields: { email: 'main_validation_invalid_format' },
        }),
    });
    const dialog = await openLinkForm();
    await user.type(within(dialog).getByRole('textbox', { name: 'E-mail' }), 'a@b');
    await user.click(within(dialog).getByRole('button', { name: 'Send link' }));
    const email = await within(dialog).findByRole('textbox', { name: 'E-mail' });
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText('The format is wrong.', { selector: ':not(li)' })).toBeTruthy();
    expect(within(dialog).queryByRole('status')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(within(dialog).getByRole('tab', { name: 'Login' })).toBeTruthy();
  });

  it('asked for after an expired link, leaves that notice behind', async () => {
    fakeBackEnd({});
    await renderAuthSlot();
    await open({ kind: 'login', notice: 'auth_error_token_expired' });
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'This sign-in link has expired. Ask for a new one.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Email me a sign-in link' }));
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(within(dialog).getByRole('textbox', { name: 'E-mail' })).toBeTruthy();
  });
});
