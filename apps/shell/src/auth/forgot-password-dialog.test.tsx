import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, fakeBackEnd, json, open, renderAuthSlot, user } from '../test/auth-test-kit.tsx';

vi.mock('../session/session-store.ts', () => ({ afterSignIn: vi.fn(async () => {}) }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const sent = () => json(200, { success: true, resend_after: 30 });

async function requestCodeByEmail() {
  await renderAuthSlot();
  await open({ kind: 'forgot-password' });
  const dialog = await screen.findByRole('dialog', { name: 'Password recovery' });
  await user.type(within(dialog).getByRole('textbox', { name: 'E-mail' }), 'player@example.com');
  await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
  await within(dialog).findByRole('heading', { name: 'Enter the code' });
  return dialog;
}

async function submitCode(dialog: HTMLElement, code: string) {
  const field = within(dialog).getByRole('textbox', { name: 'Code' });
  await user.clear(field);
  await user.type(field, code);
  await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
}

// Typing through userEvent is slow on a busy machine: these journeys get more than the default 5 s.
describe('forgot-password dialog', { timeout: 20_000 }, () => {
  it('tells a wrong code from an expired one, then saves the new password and says so', async () => {
    const backEnd = fakeBackEnd({
      'POST /web-api/password-recovery/send': sent,
      'POST /web-api/password-recovery/check': [
        () => failure(400, 'INVALID_CODE', 'auth_error_code'),
        () => failure(400, 'CODE_EXPIRED', 'auth_error_code_expired'),
        () => json(200, { success: true }),
      ],
      'POST /web-api/password-recovery/save': () => json(200, { success: true }),
    });
    const dialog = await requestCodeByEmail();
    expect(backEnd.calls('POST /web-api/password-recovery/send')[0]?.body).toEqual({
      by: 'email',
      email: 'player@example.com',
      lang: 'en',
    });
    await submitCode(dialog, '111111');
    expect(await within(dialog).findByRole('alert')).toHaveProperty(
      'textContent',
      'The code is wrong. Check it and try again.',
    );
    await submitCode(dialog, '222222');
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe("The code's time is up. Send a new code."),
    );
    await submitCode(dialog, '333333');
    await within(dialog).findByRole('heading', { name: 'Set a new password' });
    await user.type(within(dialog).getByLabelText(/^New password/), 'n3w-Passw0rd');
    await user.type(within(dialog).getByLabelText(/^Repeat the new password/), 'different');
    await user.click(within(dialog).getByRole('button', { name: 'Save password' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('The passwords do not match.');
    expect(backEnd.calls('POST /web-api/password-recovery/save')).toHaveLength(0);
    await user.clear(within(dialog).getByLabelText(/^Repeat the new password/));
    await user.type(within(dialog).getByLabelText(/^Repeat the new password/), 'n3w-Passw0rd');
    await user.click(within(dialog).getByRole('button', { name: 'Save password' }));
    expect(await within(dialog).findByRole('heading', { name: 'Password changed' })).toBeTruthy();
    expect(backEnd.calls('POST /web-api/password-recovery/save')[0]?.body).toEqual({
      code: '333333',
      password: 'n3w-Passw0rd',
    });
  });

  it('counts down before a resend, and cancel goes back to choosing where the code goes', async () => {
    fakeBackEnd({ 'POST /web-api/password-recovery/send': sent });
    const dialog = await requestCodeByEmail();
    const resend = within(dialog).getByRole('button', { name: /Send again in (30|29) s/ });
    expect((resend as HTMLButtonElement).disabled).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(within(dialog).getByRole('tab', { name: 'By SMS' })).toBeTruthy();
  });

  it('sends the code by SMS to the dialling code and number', async () => {
    const backEnd = fakeBackEnd({ 'POST /web-api/password-recovery/send': sent });
    await renderAuthSlot();
    await open({ kind: 'forgot-password' });
    const dialog = await screen.findByRole('dialog', { name: 'Password recovery' });
    await user.click(within(dialog).getByRole('tab', { name: 'By SMS' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Phone number' }), '(7700) 900-123');
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    await within(dialog).findByRole('heading', { name: 'Enter the code' });
    expect(backEnd.calls('POST /web-api/password-recovery/send')[0]?.body).toEqual({
      by: 'sms',
      phone_code: '44',
      phone_number: '7700900123',
      lang: 'en',
    });
  });

  it('sends the visitor back to the code when it runs out while the new password is typed', async () => {
    fakeBackEnd({
      'POST /web-api/password-recovery/send': sent,
      'POST /web-api/password-recovery/check': () => json(200, { success: true }),
      'POST /web-api/password-recovery/save': () => failure(400, 'CODE_EXPIRED', 'auth_error_code_expired'),
    });
    const dialog = await requestCodeByEmail();
    await submitCode(dialog, '123456');
    await within(dialog).findByRole('heading', { name: 'Set a new password' });
    await user.type(within(dialog).getByLabelText(/^New password/), 'n3w-Passw0rd');
    await user.type(within(dialog).getByLabelText(/^Repeat the new password/), 'n3w-Passw0rd');
    await user.click(within(dialog).getByRole('button', { name: 'Save password' }));
    expect(await within(dialog).findByRole('heading', { name: 'Enter the code' })).toBeTruthy();
    expect(within(dialog).getByRole('alert').textContent).toBe("The code's time is up. Send a new code.");
  });
});
