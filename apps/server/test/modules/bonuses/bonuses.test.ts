import { bonusGrantsResponseSchema } from '@parlay/contract';
import { accountIdFrom, moneyFromDecimal } from '@parlay/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../helpers/test-app.ts';
import { testDatabaseKinds } from '../../helpers/test-databases.ts';
import { type AuthClient, sqlResult } from '../identity/auth-client.ts';
import {
  balanceOf,
  depositPaid,
  expectLedgerVerifies,
  freshKey,
  newPlayer,
  type Player,
  paymentsEnv,
  waitFor,
} from '../payments/payments-helpers.ts';

async function bonusesOf(client: AuthClient) {
  const response = await client.get('/web-api/user/bonuses');
  expect(response.statusCode).toBe(200);
  return bonusGrantsResponseSchema.parse(response.json()).bonuses;
}

describe.each(testDatabaseKinds)('bonuses on %s', (kind) => {
  const context = useTestApp(kind, { env: paymentsEnv });

  /**
   * The player's bonus account once the first-deposit bonus is credited and listed: the grant is
   * marked credited just after its money lands, so the balance can show it a moment before the list.
   */
  async function creditedBonus(player: Player) {
    await waitFor(
      () => bonusesOf(player.client),
      (grants) => grants.length > 0,
    );
    const balance = await balanceOf(player.client);
    const account = balance.all_accounts.find((candidate) => candidate.type === 4);
    if (account === undefined) throw new Error('no bonus account');
    return { balance, account };
  }

  it('credit the sport bonus of the registration choice on the first deposit, with its wagering to do', async () => {
    const player = await newPlayer(context.app, { bonus_choice: 1 });
    expect((await balanceOf(player.client)).is_available_first_deposit_bonus).toBe(true);
    await depositPaid(player, '1000');
    const { balance, account } = await creditedBonus(player);
    expect(account).toMatchObject({ type: 4, iso: 'RUB', money: '1000.00', isActive: false });
    expect(balance.is_available_first_deposit_bonus).toBe(false);
    expect(balance.balance.map((money) => money.type)).toEqual([0]);
    const [grant] = await bonusesOf(player.client);
    expect(balance.bonus).toEqual([{ idBonus: grant!.idBonus, money: '1000.00' }]);
    expect(grant).toMatchObject({
      accountId: account.id,
      kind: 'sport',
      amount: '1000.00',
      wageringRequired: '5000.00',
      wagered: '0.00',
      wageringRemaining: '5000.00',
      status: 'active',
    });
    // A second deposit earns nothing more.
    await depositPaid(player, '2000');
    expect(await bonusesOf(player.client)).toHaveLength(1);
    await expectLedgerVerifies(context.app);
  });

  it('cap the casino bonus at its maximum for the currency and ask 35 times it', async () => {
    const player = await newPlayer(context.app, { bonus_choice: 2 });
    await depositPaid(player, '10000');
    await creditedBonus(player);
    const [grant] = await bonusesOf(player.client);
    expect(grant).toMatchObject({ kind: 'casino', amount: '4500.00', wageringRequired: '157500.00' });
  });

  it('give nothing to a player who declined bonuses at registration', async () => {
    const player = await newPlayer(context.app, { bonus_choice: 0 });
    expect((await balanceOf(player.client)).is_available_first_deposit_bonus).toBe(false);
    await depositPaid(player, '1000');
    await context.app.payments.applyUnappliedEvents();
    expect(await bonusesOf(player.client)).toEqual([]);
    expect((await balanceOf(player.client)).all_accounts.map((account) => account.type)).toEqual([0]);
  });

  it('count stakes from the bonus account once each, and convert what is left once it is wagered', async () => {
    const player = await newPlayer(context.app, { bonus_choice: 1 });
    await depositPaid(player, '1000');
    const { account } = await creditedBonus(player);
    const bonusAccount = accountIdFrom(account.id);
    const rub = (decimal: string) => moneyFromDecimal(decimal, 'RUB');
    const stake = async (amount: string) => {
      const receipt = await context.app.wallet.casinoBet({
        accountId: bonusAccount,
        amount: rub(amount),
        idempotency: { scope: 'test.stake', key: freshKey() },
      });
      return receipt.transferId;
    };
    const first = await stake('500');
    const counted = await context.app.bonuses.recordWager({
      accountId: bonusAccount,
      transferId: first,
      amount: rub('500'),
    });
    expect(counted).toMatchObject({ wagered: '500.00', wageringRemaining: '4500.00', status: 'active' });
    const again = await context.app.bonuses.recordWager({
      accountId: bonusAccount,
      transferId: first,
      amount: rub('500'),
    });
    expect(again).toMatchObject({ wagered: '500.00' });

    await context.app.wallet.casinoWin({
      accountId: bonusAccount,
      amount: rub('5000'),
      idempotency: { scope: 'test.win', key: freshKey() },
    });
    const last = await stake('4500');
    const completed = await context.app.bonuses.recordWager({
      accountId: bonusAccount,
      transferId: last,
      amount: rub('4500'),
    });
    expect(completed).toMatchObject({ wagered: '5000.00', wageringRemaining: '0.00', status: 'completed' });
    const accounts = (await balanceOf(player.client)).all_accounts;
    expect(accounts.find((candidate) => candidate.type === 4)?.money).toBe('0.00');
    expect(accounts.find((candidate) => candidate.type === 0)?.money).toBe('2000.00');
    await expectLedgerVerifies(context.app);
  });

  it('forfeit what is left of a bonus whose time ran out, once', async () => {
    const player = await newPlayer(context.app, { bonus_choice: 1 });
    await depositPaid(player, '400');
    const { account } = await creditedBonus(player);
    const [grant] = await bonusesOf(player.client);
    await sqlResult(
      context.app,
      sql`UPDATE bonus_grants SET expires_at = now() - interval '1 second' WHERE id = ${grant!.idBonus}`,
    );
    expect(await context.app.bonuses.expireDue()).toBeGreaterThanOrEqual(1);
    expect(await context.app.bonuses.expireDue()).toBe(0);
    expect((await bonusesOf(player.client))[0]).toMatchObject({ status: 'expired' });
    const after = (await balanceOf(player.client)).all_accounts;
    expect(after.find((candidate) => candidate.id === account.id)?.money).toBe('0.00');
    expect(after.find((candidate) => candidate.type === 0)?.money).toBe('400.00');
    await expectLedgerVerifies(context.app);
  });
});
