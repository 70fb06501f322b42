// @vitest-environment happy-dom
import { walletEndpoints } from '@parlay/contract/endpoints';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failWith, fakeBackEnd } from '../testing/fake-back-end.ts';
import { addCurrency } from './add-currency.ts';
import { getBalance } from './get-balance.ts';
import { removeCurrency } from './remove-currency.ts';
import { setActiveAccount } from './set-active-account.ts';

const mainAccount = {
  id: 1001,
  iso: 'RUB',
  symbol: '₽',
  currencyId: 643,
  money: '150.00',
  held: '0.00',
  type: 0,
  isActive: true,
  label: 'RUB',
  labelWithSymbol: 'RUB ₽',
  points: 0,
  isPointsTypeBalance: false,
} as const;

afterEach(() => vi.unstubAllGlobals());

describe('wallet request modules', () => {
  it('reads the balance as the contract declares it', async () => {
    fakeBackEnd().on(walletEndpoints.getBalance, () => ({
      balance: [mainAccount],
      bonus: [],
      all_accounts: [mainAccount],
      is_available_first_deposit_bonus: true,
    }));
    const balance = await getBalance();
    expect(balance.balance[0]?.money).toBe('150.00');
  });

  it('sends the currency to add, and the account id to remove or make active', async () => {
    const backEnd = fakeBackEnd()
      .on(walletEndpoints.addCurrency, ({ body }) => ({ message: `added ${body.currency}` }))
      .on(walletEndpoints.removeCurrency, ({ body }) => ({ message: `removed ${body.id}` }))
      .on(walletEndpoints.setActiveAccount, ({ body }) => ({ message: `active ${body.id}` }));
    expect(await addCurrency('USD')).toEqual({ message: 'added USD' });
    expect(await removeCurrency(1002)).toEqual({ message: 'removed 1002' });
    expect(await setActiveAccount(1001)).toEqual({ message: 'active 1001' });
    expect(backEnd.calls.map((call) => call.endpoint)).toEqual([
      'wallet.addCurrency',
      'wallet.removeCurrency',
      'wallet.setActiveAccount',
    ]);
  });

  it('rejects with the field the server named', async () => {
    fakeBackEnd().on(walletEndpoints.removeCurrency, () =>
      failWith({
        status: 400,
        code: 'VALIDATION_ERROR',
        messageKey: 'main_validation_error',
        fields: { id: 'wallet_error_main_account' },
      }),
    );
    await expect(removeCurrency(1001)).rejects.toMatchObject({
      failure: { fields: { id: 'wallet_error_main_account' } },
    });
  });
});
