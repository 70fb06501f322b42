import { type Account, balanceResponseSchema, errorEnvelopeSchema } from '@parlay/contract';
import { accountIdFrom, moneyFromDecimal, userIdFrom } from '@parlay/domain';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../helpers/test-app.ts';
import { testDatabaseKinds } from '../../helpers/test-databases.ts';
import { type AuthClient, authClient, registerFast } from '../identity/auth-client.ts';
import { freshKey } from './wallet-helpers.ts';

describe.each(testDatabaseKinds)('account calls on %s', (kind) => {
  const context = useTestApp(kind);

  async function balanceOf(client: AuthClient) {
    const response = await client.get('/web-api/user/balance');
    expect(response.statusCode).toBe(200);
    return balanceResponseSchema.parse(response.json());
  }

  /** A new player, signed in, once registration's event has opened the main account (as the site polls). */
  async function player(currency = 'RUB') {
    const client = authClient(context.app);
    const { userId } = await registerFast(client, { currency });
    await expect.poll(async () => (await balanceOf(client)).balance.length, { timeout: 5_000 }).toBe(1);
    return { client, userId: userIdFrom(userId) };
  }

  const accountIn = (accounts: Account[], iso: string) => accounts.find((account) => account.iso === iso);

  function expectRefusal(response: { statusCode: number; json(): unknown }, fields: Record<string, string>) {
    expect(response.statusCode).toBe(400);
    const envelope = errorEnvelopeSchema.parse(response.json());
    expect(envelope.fields).toEqual(fields);
  }

  describe('GET /web-api/user/balance', () => {
    it('shows a new player their main account in the registration currency, active and empty', async () => {
      const { client } = await player('EUR');
      const response = await client.get('/web-api/user/balance');
      expect(response.headers['cache-control']).toBe('no-store');
      const balance = balanceResponseSchema.parse(response.json());
      expect(balance).toEqual({
        balance: [
          expect.objectContaining({ iso: 'EUR', symbol: '€', currencyId: 978, money: '0.00', held: '0.00' }),
        ],
        bonus: [],
        all_accounts: balance.balance,
        // Registered choosing no bonus: no first-deposit offer (bonuses.test.ts has the offer itself).
        is_available_first_deposit_bonus: false,
      });
      expect(balance.balance[0]).toMatchObject({
        type: 0,
        isActive: true,
        points: 0,
        isPointsTypeBalance: false,
      });
    });

    it('shows a deposit with the currency’s decimals', async () => {
      const { client } = await player('KWD');
      const [account] = (await balanceOf(client)).balance;
      await context.app.wallet.deposit({
        accountId: accountIdFrom(account!.id),
        amount: moneyFromDecimal('12.345', 'KWD'),
        provider: 'test',
        idempotency: freshKey(),
      });
      const after = await balanceOf(client);
      expect(after.balance[0]?.money).toBe('12.345');
    });

    it('answers a visitor 401', async () => {
      const response = await authClient(context.app).get('/web-api/user/balance');
      expect(response.statusCode).toBe(401);
    });
  });

  describe('adding, choosing and removing currency accounts', () => {
    it('adds an account in another currency, inactive, next to the main one', async () => {
      const { client } = await player();
      const response = await client.post('/web-api/user/accounts/add-currency', { currency: 'USD' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'wallet_currency_added' });
      const { balance } = await balanceOf(client);
      expect(balance.map(({ iso, type, isActive }) => ({ iso, type, isActive }))).toEqual([
        { iso: 'RUB', type: 0, isActive: true },
        { iso: 'USD', type: 9, isActive: false },
      ]);
    });

    it('refuses a second account in the same currency, naming the field', async () => {
      const { client } = await player();
      expectRefusal(await client.post('/web-api/user/accounts/add-currency', { currency: 'RUB' }), {
        currency: 'wallet_error_currency_exists',
      });
      expect((await balanceOf(client)).balance).toHaveLength(1);
    });

    it.each([
      [{ currency: 'XYZ' }, { currency: 'main_validation_invalid_value' }],
      [{ currency: 'usd' }, { currency: 'main_validation_invalid_value' }],
      [{}, { currency: 'main_validation_required' }],
      [{ currency: 'USD', extra: 1 }, { extra: 'main_validation_unknown_field' }],
    ])('refuses the body %j with 400 naming the field, adding nothing', async (body, fields) => {
      const { client } = await player();
      expectRefusal(await client.post('/web-api/user/accounts/add-currency', body), fields);
      expect((await balanceOf(client)).balance).toHaveLength(1);
    });

    it('makes another account active, and only that one', async () => {
      const { client } = await player();
      await client.post('/web-api/user/accounts/add-currency', { currency: 'USD' });
      const usd = accountIn((await balanceOf(client)).balance, 'USD')!;
      const response = await client.post('/web-api/user/accounts/active', { id: usd.id });
      expect(response.statusCode).toBe(200);
      const { balance } = await balanceOf(client);
      expect(balance.filter((account) => account.isActive).map((account) => account.iso)).toEqual(['USD']);
    });

    it('removes an empty currency account; the main one becomes active again', async () => {
      const { client } = await player();
      await client.post('/web-api/user/accounts/add-currency', { currency: 'USD' });
      const usd = accountIn((await balanceOf(client)).balance, 'USD')!;
      await client.post('/web-api/user/accounts/active', { id: usd.id });
      const response = await client.post('/web-api/user/accounts/remove-currency', { id: usd.id });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'wallet_currency_removed' });
      const { balance } = await balanceOf(client);
      expect(balance.map(({ iso, isActive }) => ({ iso, isActive }))).toEqual([
        { iso: 'RUB', isActive: true },
      ]);
      // Added again, it is the same account back.
      await client.post('/web-api/user/accounts/add-currency', { currency: 'USD' });
      expect(accountIn((await balanceOf(client)).balance, 'USD')?.id).toBe(usd.id);
    });

    it('refuses to remove the main account, or one with money', async () => {
      const { client } = await player();
      const main = (await balanceOf(client)).balance[0]!;
      expectRefusal(await client.post('/web-api/user/accounts/remove-currency', { id: main.id }), {
        id: 'wallet_error_main_account',
      });
      await client.post('/web-api/user/accounts/add-currency', { currency: 'USD' });
      const usd = accountIn((await balanceOf(client)).balance, 'USD')!;
      await context.app.wallet.deposit({
        accountId: accountIdFrom(usd.id),
        amount: moneyFromDecimal('0.01', 'USD'),
        provider: 'test',
        idempotency: freshKey(),
      });
      expectRefusal(await client.post('/web-api/user/accounts/remove-currency', { id: usd.id }), {
        id: 'wallet_error_account_not_empty',
      });
      expect((await balanceOf(client)).balance).toHaveLength(2);
    });

    it("answers another player's account id as unknown, and leaves it as it was", async () => {
      const alice = await player();
      const bob = await player();
      await bob.client.post('/web-api/user/accounts/add-currency', { currency: 'USD' });
      const bobsUsd = accountIn((await balanceOf(bob.client)).balance, 'USD')!;
      for (const path of ['remove-currency', 'active']) {
        expectRefusal(await alice.client.post(`/web-api/user/accounts/${path}`, { id: bobsUsd.id }), {
          id: 'wallet_error_account_unknown',
        });
      }
      // The same answer as an id nobody has.
      expectRefusal(await alice.client.post('/web-api/user/accounts/active', { id: 987_654_321 }), {
        id: 'wallet_error_account_unknown',
      });
      expect(accountIn((await balanceOf(bob.client)).balance, 'USD')).toEqual(bobsUsd);
      expect((await balanceOf(alice.client)).balance).toHaveLength(1);
    });

    it.each([
      [{ id: 'abc' }, 'main_validation_invalid_type'],
      [{ id: -1 }, 'main_validation_too_small'],
      [{ id: 1.5 }, 'main_validation_invalid_type'],
      [{}, 'main_validation_required'],
    ])('refuses the account id of %j with 400 naming id', async (body, messageKey) => {
      const { client } = await player();
      expectRefusal(await client.post('/web-api/user/accounts/active', body), { id: messageKey });
    });
  });
});
