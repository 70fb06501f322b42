import type { SiteConfig } from '@parlay/contract';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterSignIn } from '../session/session-store.ts';
import { failure, fakeBackEnd, json, open, renderAuthSlot, user } from '../test/auth-test-kit.tsx';
import { isoDate } from './age.ts';

vi.mock('../session/session-store.ts', () => ({ afterSignIn: vi.fn(async () => {}) }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.mocked(afterSignIn).mockClear();
});

/** The fixture's visitor is in the United Kingdom (country id 13 of the server's table), paying in GBP. */
const ukVisitor = { countryCode: 'GB', geoCountryId: 13, geoCurrency: 'GBP' } satisfies Partial<SiteConfig>;

async function openRegistration(config: object = ukVisitor) {
  await renderAuthSlot(config);
  await open({ kind: 'registration' });
  return screen.findByRole('dialog', { name: 'Create account' });
}

// Typing through userEvent is slow on a busy machine: these journeys get more than the default 5 s.
describe('registration dialog', { timeout: 20_000 }, () => {
  it('registers in one click and shows the generated login and password once, with the ways to keep them', async () => {
    const backEnd = fakeBackEnd({
      'POST /web-api/registration': () =>
        json(200, {
          status: 'signed_in',
          user_id: 5,
          login: '90210431',
          password: 'k3Yp-4ss',
          return_url: '/en',
        }),
      'POST /web-api/registration/send-credentials': () => json(200, { success: true }),
    });
    const saved: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push(blob as Blob);
      return 'blob:credentials';
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const dialog = await openRegistration();
    await user.click(within(dialog).getByRole('radio', { name: 'Casino bonus' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Promo code (optional)' }), 'WELCOME');
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));

    const done = await screen.findByRole('dialog', { name: 'Your account is ready' });
    expect(backEnd.calls('POST /web-api/registration')[0]?.body).toEqual({
      type: 'fast_reg',
      country_id: 13,
      currency: 'GBP',
      bonus_choice: 2,
      promo_code: 'WELCOME',
    });
    expect(backEnd.calls('POST /web-api/registration')[0]?.path).toBe('/web-api/registration?lang=en');
    expect(within(done).getByText('90210431')).toBeTruthy();
    expect(within(done).getByText('k3Yp-4ss')).toBeTruthy();
    expect(afterSignIn).toHaveBeenCalledTimes(1);

    await user.click(within(done).getByRole('button', { name: 'Download as a file' }));
    expect(await saved[0]?.text()).toContain('Password: k3Yp-4ss');
    expect(within(done).getByText('The file is downloaded.')).toBeTruthy();

    await user.type(within(done).getByRole('textbox', { name: 'Send them to my e-mail' }), 'me@example.com');
    await user.click(within(done).getByRole('button', { name: 'Send' }));
    expect(await within(done).findByText('We sent your login and password to me@example.com.')).toBeTruthy();
    expect(backEnd.calls('POST /web-api/registration/send-credentials')[0]?.body).toEqual({
      email: 'me@example.com',
    });
    await user.click(within(done).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks for a country when the visitor’s own is not in the list, before sending anything', async () => {
    const backEnd = fakeBackEnd({});
    const dialog = await openRegistration({ geoCountryId: 999 });
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Choose your country.');
    expect(backEnd.calls('POST /web-api/registration')).toHaveLength(0);
  });

  it('refuses a full registration under the configured minimum age, then tells the adult to check the e-mail', async () => {
    const backEnd = fakeBackEnd({
      'POST /web-api/registration': () =>
        json(200, { status: 'signed_in', user_id: 6, login: 'ann@example.com', return_url: '/en' }),
    });
    const dialog = await openRegistration({ ...ukVisitor, minAge: 21 });
    await user.click(within(dialog).getByRole('tab', { name: 'Full' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'E-mail' }), 'ann@example.com');
    await user.type(within(dialog).getByLabelText(/^Password/), 'Str0ng-pass');
    await user.type(within(dialog).getByRole('textbox', { name: 'First name' }), 'Ann');
    await user.type(within(dialog).getByRole('textbox', { name: 'Last name' }), 'Lee');
    const birthday = within(dialog).getByLabelText(/^Date of birth/);
    const now = new Date();
    const twentyYearsAgo = isoDate(new Date(now.getFullYear() - 20, now.getMonth(), now.getDate()));
    await user.type(birthday, twentyYearsAgo);
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'You must be at least 21 years old to register.',
    );
    expect(birthday.getAttribute('aria-invalid')).toBe('true');
    expect(backEnd.calls('POST /web-api/registration')).toHaveLength(0);

    await user.clear(birthday);
    await user.type(birthday, '1990-05-17');
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(await screen.findByText(/we sent an activation link to your e-mail/)).toBeTruthy();
    expect(backEnd.calls('POST /web-api/registration')[0]?.body).toEqual({
      type: 'full_reg',
      email: 'ann@example.com',
      password: 'Str0ng-pass',
      name: 'Ann',
      surname: 'Lee',
      birthday: '1990-05-17',
      country_id: 13,
      currency: 'GBP',
      bonus_choice: 1,
    });
    expect(afterSignIn).toHaveBeenCalledTimes(1);
  });

  it('registers by phone: sends the code to the number, then registers with the code and a password', async () => {
    const backEnd = fakeBackEnd({
      'POST /web-api/registration/send-sms': () => json(200, { success: true, resend_after: 60 }),
      'POST /web-api/registration': () =>
        json(200, { status: 'signed_in', user_id: 9, login: '447700900123', return_url: '/en' }),
    });
    const dialog = await openRegistration();
    await user.click(within(dialog).getByRole('tab', { name: 'By phone' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Phone number' }), '7700 900123');
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    await user.type(await within(dialog).findByRole('textbox', { name: 'Code from the SMS' }), '5678');
    await user.type(within(dialog).getByLabelText(/^Password/), 'Str0ng-pass');
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(await within(dialog).findByText('You are registered and signed in.')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Set a deposit limit' }).getAttribute('href')).toBe(
      '/en/office/responsible',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(backEnd.calls('POST /web-api/registration/send-sms')[0]?.body).toEqual({
      phone_code: '44',
      phone_number: '7700900123',
    });
    expect(backEnd.calls('POST /web-api/registration')[0]?.body).toEqual({
      type: 'phone_reg',
      phone_code: '44',
      phone_number: '7700900123',
      sms_code: '5678',
      password: 'Str0ng-pass',
      country_id: 13,
      currency: 'GBP',
      bonus_choice: 1,
    });
    expect(afterSignIn).toHaveBeenCalledTimes(1);
  });

  it('shows the server’s field errors under the fields', async () => {
    fakeBackEnd({
      'POST /web-api/registration': () =>
        failure(400, 'VALIDATION_ERROR', 'main_validation_error', {
          fields: { email: 'auth_error_email_taken' },
        }),
    });
    const dialog = await openRegistration();
    await user.click(within(dialog).getByRole('tab', { name: 'Full' }));
    const email = within(dialog).getByRole('textbox', { name: 'E-mail' });
    await user.type(email, 'taken@example.com');
    await user.type(within(dialog).getByLabelText(/^Password/), 'Str0ng-pass');
    await user.type(within(dialog).getByRole('textbox', { name: 'First name' }), 'Ann');
    await user.type(within(dialog).getByRole('textbox', { name: 'Last name' }), 'Lee');
    await user.type(within(dialog).getByLabelText(/^Date of birth/), '1990-05-17');
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    await within(dialog).findByRole('alert');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getAllByText('An account with this e-mail already exists.').length).toBeGreaterThan(
      0,
    );
  });

  it('finishes a pending social sign-up on its own tab', async () => {
    const backEnd = fakeBackEnd({
      'GET /social-api/oauth/pending': () =>
        json(200, { provider: 'google', email: 'ann@gmail.test', name: 'Ann' }),
      'POST /web-api/registration': () =>
        json(200, { status: 'signed_in', user_id: 8, login: 'ann@gmail.test', return_url: '/en' }),
    });
    await renderAuthSlot(ukVisitor);
    await open({ kind: 'registration', type: 'soc_reg' });
    const dialog = await screen.findByRole('dialog', { name: 'Create account' });
    const tab = await within(dialog).findByRole('tab', { name: 'Social network' });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    expect(within(dialog).getByText('ann@gmail.test')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(backEnd.calls('POST /web-api/registration')[0]?.body).toEqual({
      type: 'soc_reg',
      country_id: 13,
      currency: 'GBP',
      bonus_choice: 1,
    });
  });

  it('asks for a pending social identity only on the social tab', async () => {
    const backEnd = fakeBackEnd({});
    const dialog = await openRegistration();
    await within(dialog).findByRole('tab', { name: 'One click' });
    expect(backEnd.calls('GET /social-api/oauth/pending')).toHaveLength(0);
  });

  it('explains instead of registering on a VIP domain', async () => {
    const backEnd = fakeBackEnd({});
    const dialog = await openRegistration({ isVipDomain: true });
    expect(within(dialog).getByText(/New accounts cannot be opened on this VIP site/)).toBeTruthy();
    expect(within(dialog).queryByRole('tab')).toBeNull();
    expect(backEnd.calls('GET /social-api/oauth/pending')).toHaveLength(0);
  });
});
