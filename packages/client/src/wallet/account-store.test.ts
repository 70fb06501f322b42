// @vitest-environment happy-dom
import type { Account, BalanceResponse } from '@parlay/contract';
import { sessionEndpoints, walletEndpoints } from '@parlay/contract/endpoints';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api-failure.ts';
import { failWith, fakeBackEnd } from '../testing/fake-back-end.ts';
import {
  accountPollAttempts,
  accountPollIntervalMs,
  addCurrencyPollIntervalMs,
  createAccountStore,
} from './account-store.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

function account(id: number, iso: Account['iso'], changes: Partial<Account> = {}): Account {
  return {
    id,
    iso,
    symbol: iso,
    currencyId: 100 + id,
    money: '0.00',
    held: '0.00',
    type: 9,
    isActive: false,
    label: iso,
    labelWithSymbol: iso,
    points: 0,
    isPointsTypeBalance: false,
    ...changes,
  };
}

const main = account(1, 'RUB', { type: 0, isActive: true, money: '150.00' });

function balance(accounts: Account[]): BalanceResponse {
  return {
    balance: accounts.filter((item) => item.type !== 4),
    bonus: [],
    all_accounts: accounts,
    is_available_first_deposit_bonus: true,
  };
}

/** Records the waits between polls and returns at once: the count and spacing are what is checked. */
function recordedWaits() {
  const waits: number[] = [];
  return { waits, wait: async (ms: number) => void waits.push(ms) };
}

describe('account store: loading', () => {
  it('holds the accounts, the main and the active one after the account update', async () => {
    const euro = account(2, 'EUR', { money: '12.50' });
    fakeBackEnd().on(walletEndpoints.getBalance, () => balance([main, euro]));
    const store = createAccountStore({ shareInPage: false });
    await store.load();
    const state = store.getState();
    expect(state.status).toBe('ready');
    expect(state.accounts.map((item) => item.iso)).toEqual(['RUB', 'EUR']);
    expect(state.mainAccount?.id).toBe(1);
    expect(state.activeAccount?.money).toBe('150.00');
    expect(state.isAvailableFirstDepositBonus).toBe(true);
  });

  it('asks again every 2500 ms until an active account exists, then stops', async () => {
    const answers = [balance([]), balance([]), balance([main])];
    const back = fakeBackEnd().on(walletEndpoints.getBalance, () => answers.shift() ?? balance([main]));
    const { waits, wait } = recordedWaits();
    const store = createAccountStore({ shareInPage: false, wait });
    await store.load();
    expect(back.calls).toHaveLength(3);
    expect(waits).toEqual([accountPollIntervalMs, accountPollIntervalMs]);
    expect(store.getState().activeAccount?.id).toBe(1);
  });

  it('gives up after 5 answers without an active account', async () => {
    const back = fakeBackEnd().on(walletEndpoints.getBalance, () => balance([]));
    const { waits, wait } = recordedWaits();
    const store = createAccountStore({ shareInPage: false, wait });
    await store.load();
    expect(back.calls).toHaveLength(accountPollAttempts);
    expect(waits).toHaveLength(accountPollAttempts - 1);
    expect(store.getState()).toMatchObject({ status: 'ready', activeAccount: null });
  });

  it('keeps the failure of a first load that failed', async () => {
    const signedOut = () => failWith({ status: 401, code: 'UNAUTHORIZED', messageKey: 'main_unauthorized' });
    // The client tries one token refresh on a 401: there is no session to refresh either.
    fakeBackEnd().on(walletEndpoints.getBalance, signedOut).on(sessionEndpoints.getToken, signedOut);
    const store = createAccountStore({ shareInPage: false });
    await expect(store.load()).rejects.toBeInstanceOf(ApiError);
    expect(store.getState()).toMatchObject({ status: 'failed', failure: { code: 'UNAUTHORIZED' } });
  });
});

describe('account store: adding, removing and choosing', () => {
  it('adds a currency and refreshes every second until the account appears', async () => {
    const euro = account(2, 'EUR');
    let balanceCalls = 0;
    const back = fakeBackEnd()
      .on(walletEndpoints.addCurrency, () => ({ message: 'wallet_currency_added' }))
      // The new account shows from the third answer on (opened by a slower replica).
      .on(walletEndpoints.getBalance, () => balance(++balanceCalls >= 3 ? [main, euro] : [main]));
    const { waits, wait } = recordedWaits();
    const store = createAccountStore({ shareInPage: false, wait });
    const seen: boolean[] = [];
    store.subscribe(() => seen.push(store.getState().isAddInProgress));
    const outcome = await store.addCurrency('EUR');
    expect(outcome).toEqual({ added: euro, message: 'wallet_currency_added' });
    expect(waits).toEqual([addCurrencyPollIntervalMs, addCurrencyPollIntervalMs]);
    expect(back.calls.map((call) => call.endpoint)).toEqual([
      'wallet.addCurrency',
      'wallet.getBalance',
      'wallet.getBalance',
      'wallet.getBalance',
    ]);
    expect(await back.calls[0]?.request.json()).toEqual({ currency: 'EUR' });
    expect(seen[0]).toBe(true);
    expect(store.getState()).toMatchObject({ isAddInProgress: false, selectedAddCurrency: null });
  });

  it('says the account is not there yet after five refreshes, keeping the chosen currency', async () => {
    const back = fakeBackEnd()
      .on(walletEndpoints.addCurrency, () => ({ message: 'wallet_currency_added' }))
      .on(walletEndpoints.getBalance, () => balance([main]));
    const store = createAccountStore({ shareInPage: false, wait: async () => {} });
    expect(await store.addCurrency('USD')).toEqual({ added: null, message: 'wallet_currency_added' });
    expect(back.calls.filter((call) => call.endpoint === 'wallet.getBalance')).toHaveLength(5);
    expect(store.getState()).toMatchObject({ isAddInProgress: false, selectedAddCurrency: 'USD' });
  });

  it('passes on a refusal to add and clears the in-progress flag', async () => {
    fakeBackEnd().on(walletEndpoints.addCurrency, () =>
      failWith({
        status: 400,
        code: 'VALIDATION_ERROR',
        messageKey: 'main_validation_error',
        fields: { currency: 'main_validation_error' },
      }),
    );
    const store = createAccountStore({ shareInPage: false });
    await expect(store.addCurrency('GBP')).rejects.toMatchObject({
      failure: { fields: { currency: 'main_validation_error' } },
    });
    expect(store.getState().isAddInProgress).toBe(false);
  });

  it('changes the active account and reads the accounts again', async () => {
    const euro = account(2, 'EUR');
    let active = 1;
    fakeBackEnd()
      .on(walletEndpoints.setActiveAccount, ({ body }) => {
        active = body.id;
        return { message: 'wallet_account_activated' };
      })
      .on(walletEndpoints.getBalance, () =>
        balance([main, euro].map((item) => ({ ...item, isActive: item.id === active }))),
      );
    const store = createAccountStore({ shareInPage: false });
    await store.load();
    const change = store.setActiveAccount(2);
    expect(store.getState().isChangeInProgress).toBe(true);
    expect(await change).toBe('wallet_account_activated');
    expect(store.getState()).toMatchObject({ isChangeInProgress: false, activeAccount: { id: 2 } });
  });

  it('removes a currency account', async () => {
    let accounts = [main, account(2, 'EUR')];
    fakeBackEnd()
      .on(walletEndpoints.removeCurrency, ({ body }) => {
        accounts = accounts.filter((item) => item.id !== body.id);
        return { message: 'wallet_currency_removed' };
      })
      .on(walletEndpoints.getBalance, () => balance(accounts));
    const store = createAccountStore({ shareInPage: false });
    await store.load();
    expect(await store.removeCurrency(2)).toBe('wallet_currency_removed');
    expect(store.getState()).toMatchObject({ isDeleteInProgress: false, accounts: [{ id: 1 }] });
  });
});

describe('account store: balance events', () => {
  const change = (version: number, money: string) => ({
    kind: 'balance.changed' as const,
    accountId: 1,
    currency: 'RUB',
    money,
    held: '0.00',
    version,
  });

  it('updates the account an event names, and ignores an event older than one applied', async () => {
    fakeBackEnd().on(walletEndpoints.getBalance, () => balance([main]));
    const store = createAccountStore({ shareInPage: false });
    await store.load();
    store.applyBalanceChange(change(4, '200.00'));
    expect(store.getState().activeAccount?.money).toBe('200.00');
    store.applyBalanceChange(change(3, '175.00'));
    store.applyBalanceChange(change(4, '175.00'));
    expect(store.getState().activeAccount?.money).toBe('200.00');
  });

  it('keeps an event that came while a balance answer was on its way', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The first answer read the ledger before the movement; any later one reads it after.
    let calls = 0;
    fakeBackEnd().on(walletEndpoints.getBalance, async () => {
      if (++calls > 1) return balance([{ ...main, money: '999.00' }]);
      await gate;
      return balance([main]);
    });
    const store = createAccountStore({ shareInPage: false });
    const loading = store.load();
    store.applyBalanceChange(change(9, '999.00'));
    release();
    await loading;
    expect(store.getState().activeAccount?.money).toBe('999.00');
  });

  it('reads the accounts again for an event of an account it does not know', async () => {
    const euro = account(2, 'EUR', { money: '5.00' });
    let accounts = [main];
    const back = fakeBackEnd().on(walletEndpoints.getBalance, () => balance(accounts));
    const store = createAccountStore({ shareInPage: false });
    await store.load();
    accounts = [main, euro];
    store.applyBalanceChange({ ...change(1, '5.00'), accountId: 2, currency: 'EUR' });
    await vi.waitFor(() => expect(store.getState().accounts).toHaveLength(2));
    expect(back.calls).toHaveLength(2);
  });
});

describe('account stores of one page', () => {
  it('show what any of them learns, and a newcomer gets the accounts at once', async () => {
    fakeBackEnd().on(walletEndpoints.getBalance, () => balance([main]));
    const shell = createAccountStore();
    await shell.load();
    shell.setFrozen(true);
    const part = createAccountStore();
    expect(part.getState()).toMatchObject({
      status: 'ready',
      isAccountFrozen: true,
      activeAccount: { id: 1 },
    });
    shell.applyBalanceChange({
      kind: 'balance.changed',
      accountId: 1,
      currency: 'RUB',
      money: '10.00',
      held: '140.00',
      version: 2,
    });
    expect(part.getState().activeAccount).toMatchObject({ money: '10.00', held: '140.00' });
  });
});
