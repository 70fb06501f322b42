import { checkedAgainstContract } from '@parlay/client/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AuthModalRequest, onAuthModalRequest } from '../auth/open-auth-modal.ts';
import { setSession } from '../session/session-store.ts';
import { fakePartsBackEnd, jsonAnswer, renderShell } from '../test/render-shell.tsx';

const signedIn = {
  userId: 7,
  login: 'player7',
  banLevel: 0,
  banVersion: 0,
  termsChanged: false,
  csrfToken: 'csrf-1',
  autoLogoffMinutes: null,
};
const footer = jsonAnswer(200, {
  appName: 'footer',
  title: '',
  codeToEval: '',
  scriptsToLoad: [],
  cssToLoad: [],
  style: [],
  head: '',
  body: '<div data-part-root></div>',
});

beforeEach(() => {
  localStorage.setItem('parlay:age-confirmed-until', String(Date.now() + 60_000));
});
afterEach(() => {
  cleanup();
  setSession(null);
  vi.unstubAllGlobals();
  localStorage.clear();
});

const header = () => within(screen.getByRole('banner'));

/** The account button once the menu's chunk has replaced the server-rendered one with the Radix trigger. */
async function accountTrigger(): Promise<HTMLElement> {
  await waitFor(() =>
    expect(header().getByRole('button', { name: /Account menu/ }).dataset.state).toBe('closed'),
  );
  return header().getByRole('button', { name: /Account menu/ });
}

describe('header for a visitor', () => {
  it('offers sign-in and registration, each opening its dialog', async () => {
    fakePartsBackEnd({ footer });
    const requests: AuthModalRequest[] = [];
    const stop = onAuthModalRequest((request) => requests.push(request));
    await renderShell('/en');
    await screen.findByRole('banner', {}, { timeout: 5000 });
    await userEvent.click(await header().findByRole('button', { name: 'Sign in' }));
    await userEvent.click(header().getByRole('button', { name: 'Registration' }));
    expect(requests).toEqual([{ kind: 'login' }, { kind: 'registration' }]);
    expect(header().queryByRole('button', { name: /Account menu/ })).toBeNull();
    stop();
  });

  it('has no registration on a VIP domain or when registration is closed', async () => {
    fakePartsBackEnd({ footer });
    await renderShell('/en', { config: { isVipDomain: true } });
    await screen.findByRole('banner', {}, { timeout: 5000 });
    expect(await header().findByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(header().queryByRole('button', { name: 'Registration' })).toBeNull();
    cleanup();
    await renderShell('/en', { config: { isRegistrationAllowed: false } });
    await screen.findByRole('banner', {}, { timeout: 5000 });
    expect(await header().findByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(header().queryByRole('button', { name: 'Registration' })).toBeNull();
  });

  it('names the logo, the language selector and the links with what they show (WCAG 2.5.3)', async () => {
    fakePartsBackEnd({ footer });
    await renderShell('/ru');
    await screen.findByRole('banner', {}, { timeout: 5000 });
    const logo = header().getByRole('link', { name: 'Parlay — главная страница' });
    expect(logo.textContent).toBe('Parlay');
    const languages = header().getByLabelText('RU — выбор языка');
    expect(languages.textContent).toBe('RU');
    const navigation = within(header().getByRole('navigation', { name: 'Основная навигация' }));
    expect(navigation.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Спорт',
      'Лайв',
      'Слоты',
      'Live-казино',
      'О нас',
    ]);
    expect(navigation.getByRole('link', { name: 'О нас' }).getAttribute('href')).toBe(
      '/ru/information/about',
    );
  });

  it('hides the languages kept for signed-in users', async () => {
    fakePartsBackEnd({ footer });
    await renderShell('/en', { config: { langHiddenUnauthorized: ['kk'] } });
    await screen.findByRole('banner', {}, { timeout: 5000 });
    await header().findByRole('button', { name: 'Sign in' });
    expect(header().queryByRole('link', { name: 'Қазақша' })).toBeNull();
    expect(header().getByRole('link', { name: 'Русский' })).toBeTruthy();
  });
});

describe('header for a signed-in user', () => {
  it('shows the login and id, and the account menu with the office sections and sign-out', async () => {
    fakePartsBackEnd({ footer });
    setSession(signedIn);
    await renderShell('/en');
    await screen.findByRole('banner', {}, { timeout: 5000 });
    expect(await header().findByRole('button', { name: /Account menu.*player7.*ID 7/ })).toBeTruthy();
    expect(header().queryByRole('button', { name: 'Sign in' })).toBeNull();
    await userEvent.click(await accountTrigger());
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Deposit',
      'Withdraw funds',
      'Transaction history',
      'Wallets',
      'My bets',
      'Bonuses',
      'Cashback',
      'Promo code check',
      'Personal data',
      'Security',
      'Settings and mailing',
      'Partner program',
      'Support',
      'Sign out',
    ]);
    expect(within(menu).getByRole('menuitem', { name: 'My bets' }).getAttribute('href')).toBe(
      '/en/office/history',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Withdraw funds' }).getAttribute('href')).toBe(
      '/en/office/deduce',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Wallets' }).getAttribute('href')).toBe(
      '/en/office/account#wallets',
    );
  });

  it('opens with the keyboard and follows a section link', async () => {
    fakePartsBackEnd({ footer });
    setSession(signedIn);
    const router = await renderShell('/en');
    await screen.findByRole('banner', {}, { timeout: 5000 });
    (await accountTrigger()).focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Security' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/office/security'));
  });

  it('says why sign-out failed and stays signed in', async () => {
    fakePartsBackEnd({ footer });
    const fetchMock = vi.fn(async (url: string) => {
      if (url === '/web-api/auth/disconnect')
        return checkedAgainstContract(
          'POST',
          url,
          new Response(
            JSON.stringify({ status: 500, code: 'INTERNAL_ERROR', messageKey: 'main_query_error' }),
            {
              status: 500,
              headers: { 'content-type': 'application/json' },
            },
          ),
        );
      return new Response('{}', { status: 404 });
    });
    vi.stubGlobal('fetch', fetchMock);
    setSession(signedIn);
    await renderShell('/en');
    await screen.findByRole('banner', {}, { timeout: 5000 });
    await userEvent.click(await accountTrigger());
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    expect((await header().findByRole('alert')).textContent).toBe(
      'Something went wrong. Please try again in a moment.',
    );
    expect(header().getByRole('button', { name: /player7/ })).toBeTruthy();
  });

  it('shows the languages kept for signed-in users', async () => {
    fakePartsBackEnd({ footer });
    setSession(signedIn);
    await renderShell('/en', { config: { langHiddenUnauthorized: ['kk'] } });
    await screen.findByRole('banner', {}, { timeout: 5000 });
    await header().findByRole('button', { name: /Account menu/ });
    expect(header().getByRole('link', { name: 'Қазақша' })).toBeTruthy();
  });
});
