import { cleanup, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, fakeBackEnd, ok, renderIdentity } from './testing/render-identity.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const check = '/web-api/password-recovery/check';
const save = '/web-api/password-recovery/save';

async function openForm() {
  renderIdentity('/en/user/passwordreset?code=482913');
  return {
    password: await screen.findByLabelText(/^New password/, { selector: 'input' }),
    repeat: screen.getByLabelText(/^Repeat the new password/, { selector: 'input' }),
    submit: screen.getByRole('button', { name: 'Save the new password' }),
  };
}

describe('password reset page', () => {
  it('checks the code, saves the new password and links to sign-in', async () => {
    const { calls } = fakeBackEnd({ [check]: ok(), [save]: ok() });
    const form = await openForm();
    await userEvent.type(form.password, 'Summer2026!');
    await userEvent.type(form.repeat, 'Summer2026!');
    await userEvent.click(form.submit);
    expect(await screen.findByRole('heading', { name: 'Your password has been changed' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/en?showLogin=1');
    expect(calls.map((call) => [call.url, call.body])).toEqual([
      [check, { code: '482913' }],
      [save, { code: '482913', password: 'Summer2026!' }],
    ]);
  });

  it('rates the password while it is typed', async () => {
    fakeBackEnd({ [check]: ok() });
    const form = await openForm();
    expect(form.password.getAttribute('aria-describedby')).toBeTruthy();
    await userEvent.type(form.password, 'abc');
    expect(screen.getByText('Strength: weak.')).toBeTruthy();
    await userEvent.type(form.password, 'defgh1X!');
    expect(screen.getByText('Strength: strong.')).toBeTruthy();
  });

  it('refuses a short password and a mismatched repeat without calling the server', async () => {
    const { calls } = fakeBackEnd({ [check]: ok(), [save]: ok() });
    const form = await openForm();
    await userEvent.type(form.password, 'short');
    await userEvent.click(form.submit);
    expect(screen.getByText('The password must be at least 8 characters long.')).toBeTruthy();
    expect(form.password.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(form.password);

    await userEvent.type(form.password, '-but-longer');
    await userEvent.type(form.repeat, 'something else');
    await userEvent.click(form.submit);
    expect(screen.getByText('The passwords do not match.')).toBeTruthy();
    expect(document.activeElement).toBe(form.repeat);
    expect(calls.filter((call) => call.url === save)).toEqual([]);
  });

  it.each([
    ['CODE_EXPIRED', 'The recovery code has expired'],
    ['INVALID_CODE', 'The recovery code is wrong'],
  ])('answers %s on opening with its own message and a new-link offer', async (code, heading) => {
    const { calls } = fakeBackEnd({ [check]: failure(400, code) });
    renderIdentity('/en/user/passwordreset?code=1');
    expect(await screen.findByRole('heading', { name: heading })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Request a new recovery link' }).getAttribute('href')).toBe(
      '/en/forgotpassword',
    );
    expect(screen.queryByLabelText(/^New password/, { selector: 'input' })).toBeNull();
    expect(calls).toHaveLength(1);
  });

  it('shows the expired state when the code runs out while the form is open', async () => {
    fakeBackEnd({ [check]: ok(), [save]: failure(400, 'CODE_EXPIRED') });
    const form = await openForm();
    await userEvent.type(form.password, 'Summer2026!');
    await userEvent.type(form.repeat, 'Summer2026!');
    await userEvent.click(form.submit);
    expect(await screen.findByRole('heading', { name: 'The recovery code has expired' })).toBeTruthy();
  });

  it('keeps the form with the error when saving fails for another reason', async () => {
    fakeBackEnd({ [check]: ok(), [save]: failure(500, 'INTERNAL_ERROR') });
    const form = await openForm();
    await userEvent.type(form.password, 'Summer2026!');
    await userEvent.type(form.repeat, 'Summer2026!');
    await userEvent.click(form.submit);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Something went wrong. Please try again in a moment.',
    );
    expect(screen.getByRole('button', { name: 'Save the new password' })).toBeTruthy();
  });

  it('explains a link without a code', () => {
    const { calls } = fakeBackEnd({});
    renderIdentity('/en/user/passwordreset');
    expect(screen.getByText(/has no recovery code/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Request a new recovery link' })).toBeTruthy();
    expect(calls).toEqual([]);
  });
});
