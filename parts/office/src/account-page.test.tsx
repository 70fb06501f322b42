import { failWith, fakeBackEnd } from '@parlay/client/testing';
import { walletEndpoints } from '@parlay/contract/endpoints';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { account, balance, plain, renderOffice, rouble } from './testing/render-office.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const euro = account(2, 'EUR', { labelWithSymbol: 'EUR €' });

function wallet(accounts = [rouble, euro]) {
  let current = accounts;
  const back = fakeBackEnd()
    .on(walletEndpoints.getBalance, () => balance(current, true))
    .on(walletEndpoints.setActiveAccount, ({ body }) => {
      current = current.map((item) => ({ ...item, isActive: item.id === body.id }));
      return { message: 'wallet_account_activated' };
    })
    .on(walletEndpoints.addCurrency, ({ body }) => {
      current = [...current, account(3, body.currency, { labelWithSymbol: `${body.currency} $` })];
      return { message: 'wallet_currency_added' };
    })
    .on(walletEndpoints.removeCurrency, ({ body }) => {
      current = current.filter((item) => item.id !== body.id);
      return { message: 'wallet_currency_removed' };
    });
  return back;
}

const card = (name: RegExp) => screen.getByRole('article', { name });

describe('account page', () => {
  it('shows each wallet with its balance in the page’s language, the main and the active one', async () => {
    wallet();
    renderOffice('/en/office/account');
    expect(screen.getByRole('heading', { level: 1, name: 'My account' })).toBeTruthy();
    const rub = await screen.findByRole('article', { name: /RUB ₽/ });
    expect(plain(rub.textContent)).toContain('₽1,500.00');
    expect(within(rub).getByText('Main')).toBeTruthy();
    expect(within(rub).getByText('Active')).toBeTruthy();
    expect(plain(card(/EUR €/).textContent)).toContain('€0.00');
    expect(screen.getByText(/Your first deposit brings you a welcome bonus/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'My account' }).getAttribute('aria-current')).toBe('page');
  });

  it('makes another wallet the active one and says so', async () => {
    const back = wallet();
    renderOffice('/en/office/account');
    await screen.findByRole('article', { name: /EUR €/ });
    await userEvent.click(within(card(/EUR €/)).getByRole('button', { name: 'Make active' }));
    expect(await screen.findByText('The active account is changed.')).toBeTruthy();
    await waitFor(() => expect(within(card(/EUR €/)).getByText('Active')).toBeTruthy());
    expect(within(card(/RUB ₽/)).getByRole('button', { name: 'Make active' })).toBeTruthy();
    const request = back.calls.find((call) => call.endpoint === 'wallet.setActiveAccount')?.request;
    expect(await request?.json()).toEqual({ id: 2 });
  });

  it('opens an account in a currency the player picks, and asks to pick one first', async () => {
    const back = wallet();
    renderOffice('/en/office/account');
    const currency = await screen.findByRole('combobox', { name: 'Another currency' });
    expect(within(currency).queryByRole('option', { name: 'RUB' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Open account' }));
    expect(screen.getByText('Choose the currency of the new account.')).toBeTruthy();
    await userEvent.selectOptions(currency, 'USD');
    await userEvent.click(screen.getByRole('button', { name: 'Open account' }));
    expect(await screen.findByText('Your USD account is open.')).toBeTruthy();
    expect(await screen.findByRole('article', { name: /USD/ })).toBeTruthy();
    const request = back.calls.find((call) => call.endpoint === 'wallet.addCurrency')?.request;
    expect(await request?.json()).toEqual({ currency: 'USD' });
  });

  it('removes an empty wallet once the player confirms, and offers no removal for the main one', async () => {
    wallet();
    renderOffice('/en/office/account');
    await screen.findByRole('article', { name: /EUR €/ });
    expect(within(card(/RUB ₽/)).queryByRole('button', { name: 'Remove' })).toBeNull();
    await userEvent.click(within(card(/EUR €/)).getByRole('button', { name: 'Remove' }));
    const question = screen.getByText(/Remove the EUR account\?/);
    expect(document.activeElement).toBe(question);
    await userEvent.click(within(card(/EUR €/)).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('The account is removed.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('article', { name: /EUR €/ })).toBeNull());
  });

  it('says why the server refused a change', async () => {
    fakeBackEnd()
      .on(walletEndpoints.getBalance, () => balance([rouble, euro]))
      .on(walletEndpoints.setActiveAccount, () =>
        failWith({
          status: 400,
          code: 'VALIDATION_ERROR',
          messageKey: 'wallet_error_account_unknown',
          fields: { id: 'wallet_error_account_unknown' },
        }),
      );
    renderOffice('/en/office/account');
    await screen.findByRole('article', { name: /EUR €/ });
    await userEvent.click(within(card(/EUR €/)).getByRole('button', { name: 'Make active' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This account does not exist.');
  });

  it('tells a restricted player that only withdrawal is open', async () => {
    wallet();
    const { store } = renderOffice('/en/office/account');
    await screen.findByRole('article', { name: /EUR €/ });
    store.setFrozen(true);
    expect(await screen.findByText(/Your account is restricted/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Withdraw your money' }).getAttribute('href')).toBe(
      '/en/office/deduce',
    );
  });
});
