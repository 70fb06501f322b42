import { moneyFromDecimal } from '@parlay/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type TransferId, WalletRefusal } from '../../../src/modules/wallet/index.ts';
import { useTestApp } from '../../helpers/test-app.ts';
import { testDatabaseKinds } from '../../helpers/test-databases.ts';
import { balancesOf, freshKey, fundedAccount, rub } from './wallet-helpers.ts';

/** The refusal's reason, or the error itself when it was something else. */
async function refusalOf(attempt: Promise<unknown>): Promise<string> {
  try {
    await attempt;
  } catch (error) {
    if (error instanceof WalletRefusal) return error.reason;
    throw error;
  }
  throw new Error('the call was not refused');
}

describe.each(testDatabaseKinds)('the ledger on %s', (kind) => {
  const context = useTestApp(kind);
  const wallet = () => context.app.wallet;

  it('credits a deposit to the player and leaves the ledger verifiable', async () => {
    const { accountId } = await fundedAccount(context.app, '150.25');
    expect(await balancesOf(context.app, accountId)).toEqual({ balance: 15025n, available: 15025n });
    const report = await wallet().verify();
    expect(report.problems).toEqual([]);
    expect(report.ok).toBe(true);
  });

  it('refuses a debit the balance does not cover, and moves nothing', async () => {
    const { accountId } = await fundedAccount(context.app, '10');
    const stake = wallet().casinoBet({ accountId, amount: rub('10.01'), idempotency: freshKey() });
    expect(await refusalOf(stake)).toBe('insufficient_funds');
    expect(await balancesOf(context.app, accountId)).toEqual({ balance: 1000n, available: 1000n });
  });

  it('refuses amounts of another currency, of nothing and beyond the limit', async () => {
    const { accountId } = await fundedAccount(context.app, '10');
    const bet = (amount: ReturnType<typeof rub> | ReturnType<typeof moneyFromDecimal>) =>
      refusalOf(wallet().casinoBet({ accountId, amount, idempotency: freshKey() }));
    expect(await bet(moneyFromDecimal('1', 'USD'))).toBe('currency_mismatch');
    expect(await bet(rub('0'))).toBe('amount_invalid');
    expect(await bet(rub('-1'))).toBe('amount_invalid');
    expect(await bet(rub('10000000000000.01'))).toBe('amount_invalid');
    expect(await balancesOf(context.app, accountId)).toEqual({ balance: 1000n, available: 1000n });
  });

  it("refuses another player's account as unknown when the caller names its owner", async () => {
    const alice = await fundedAccount(context.app, '10');
    const bob = await fundedAccount(context.app, '10');
    const theft = wallet().transfer({
      from: { accountId: alice.accountId, ownerId: bob.userId },
      to: { accountId: bob.accountId, ownerId: bob.userId },
      amount: rub('5'),
      reason: 'correction',
      idempotency: freshKey(),
    });
    expect(await refusalOf(theft)).toBe('account_unknown');
    expect((await balancesOf(context.app, alice.accountId)).balance).toBe(1000n);
  });

  describe('two-phase transfers', () => {
    it('holds a withdrawal: available drops at once, the balance when it is posted', async () => {
      const { accountId } = await fundedAccount(context.app, '100');
      const hold = await wallet().holdWithdrawal({
        accountId,
        amount: rub('30'),
        provider: 'test',
        timeoutMs: 60_000,
        idempotency: freshKey(),
      });
      expect(hold.kind).toBe('pending');
      expect(await balancesOf(context.app, accountId)).toEqual({ balance: 10000n, available: 7000n });
      // The hold is counted: a debit of more than what is left is refused.
      expect(
        await refusalOf(wallet().casinoBet({ accountId, amount: rub('70.01'), idempotency: freshKey() })),
      ).toBe('insufficient_funds');
      const posted = await wallet().post({ pendingId: hold.transferId, idempotency: freshKey() });
      expect(posted.kind).toBe('post');
      expect(await balancesOf(context.app, accountId)).toEqual({ balance: 7000n, available: 7000n });
      expect((await wallet().verify()).problems).toEqual([]);
    });

    it('posts part of a hold and gives the rest back', async () => {
      const { accountId } = await fundedAccount(context.app, '100');
      const hold = await wallet().holdStake({
        accountId,
        amount: rub('40'),
        timeoutMs: 60_000,
        idempotency: freshKey(),
      });
      await wallet().post({ pendingId: hold.transferId, amount: rub('25.5'), idempotency: freshKey() });
      expect(await balancesOf(context.app, accountId)).toEqual({ balance: 7450n, available: 7450n });
    });

    it('refuses to post more than the hold', async () => {
      const { accountId } = await fundedAccount(context.app, '100');
      const hold = await wallet().holdStake({
        accountId,
        amount: rub('40'),
        timeoutMs: 60_000,
        idempotency: freshKey(),
      });
      const post = wallet().post({
        pendingId: hold.transferId,
        amount: rub('40.01'),
        idempotency: freshKey(),
      });
      expect(await refusalOf(post)).toBe('amount_exceeds_pending');
      expect(await balancesOf(context.app, accountId)).toEqual({ balance: 10000n, available: 6000n });
    });

    it('voids a hold: everything goes back, and it resolves only once', async () => {
      const { accountId } = await fundedAccount(context.app, '100');
      const hold = await wallet().holdStake({
        accountId,
        amount: rub('40'),
        timeoutMs: 60_000,
        idempotency: freshKey(),
      });
      await wallet().void({ pendingId: hold.transferId, idempotency: freshKey() });
      expect(await balancesOf(context.app, accountId)).toEqual({ balance: 10000n, available: 10000n });
      expect(await refusalOf(wallet().post({ pendingId: hold.transferId, idempotency: freshKey() }))).toBe(
        'pending_resolved',
      );
      expect(await refusalOf(wallet().void({ pendingId: hold.transferId, idempotency: freshKey() }))).toBe(
        'pending_resolved',
      );
      expect(await balancesOf(context.app, accountId)).toEqual({ balance: 10000n, available: 10000n });
    });

    it('expires a hold past its timeout: voided by the expiry, no longer postable', async () => {
      const { accountId } = await fundedAccount(context.app, '100');
      const hold = await wallet().holdStake({
        accountId,
        amount: rub('40'),
        timeoutMs: 1_000,
        idempotency: freshKey(),
      });
      const later = new Date(Date.now() + 5_000);
      expect(await wallet().expirePending(later)).toBeGreaterThanOrEqual(1);
      expect(await balancesOf(context.app, accountId)).toEqual({ balance: 10000n, available: 10000n });
      expect(await refusalOf(wallet().post({ pendingId: hold.transferId, idempotency: freshKey() }))).toBe(
        'pending_resolved',
      );
      expect(await wallet().expirePending(later)).toBe(0);
    });

    it('refuses to resolve what is not a pending transfer', async () => {
      const { accountId } = await fundedAccount(context.app, '100');
      const bet = await wallet().casinoBet({ accountId, amount: rub('1'), idempotency: freshKey() });
      expect(await refusalOf(wallet().post({ pendingId: bet.transferId, idempotency: freshKey() }))).toBe(
        'pending_unknown',
      );
      expect(
        await refusalOf(wallet().void({ pendingId: '999999999' as TransferId, idempotency: freshKey() })),
      ).toBe('pending_unknown');
    });
  });

  describe('correcting transfers', () => {
    it('rolls a casino bet back once', async () => {
      const { accountId } = await fundedAccount(context.app, '100');
      const bet = await wallet().casinoBet({ accountId, amount: rub('12.34'), idempotency: freshKey() });
      await wallet().casinoRollback({ transferId: bet.transferId, idempotency: freshKey() });
      expect(await balancesOf(context.app, accountId)).toEqual({ balance: 10000n, available: 10000n });
      expect(
        await refusalOf(wallet().casinoRollback({ transferId: bet.transferId, idempotency: freshKey() })),
      ).toBe('transfer_reversed');
      expect(await balancesOf(context.app, accountId)).toEqual({ balance: 10000n, available: 10000n });
    });
  });

  describe('idempotency', () => {
    it('answers a repeated key with the same request with the first answer, moving money once', async () => {
      const { accountId } = await fundedAccount(context.app, '100');
      const idempotency = freshKey();
      const first = await wallet().casinoBet({ accountId, amount: rub('10'), idempotency });
      const again = await wallet().casinoBet({ accountId, amount: rub('10'), idempotency });
      expect(again).toEqual(first);
      expect(await balancesOf(context.app, accountId)).toEqual({ balance: 9000n, available: 9000n });
    });

    it('refuses the same key with another request (409 IDEMPOTENCY_KEY_REUSED) and moves nothing', async () => {
      const { accountId } = await fundedAccount(context.app, '100');
      const idempotency = freshKey();
      await wallet().casinoBet({ accountId, amount: rub('10'), idempotency });
      const other = wallet().casinoBet({ accountId, amount: rub('11'), idempotency });
      await expect(other).rejects.toMatchObject({ statusCode: 409, code: 'IDEMPOTENCY_KEY_REUSED' });
      expect(await balancesOf(context.app, accountId)).toEqual({ balance: 9000n, available: 9000n });
    });

    it('keeps a refused request refused on retry, even once the money is there', async () => {
      const { accountId } = await fundedAccount(context.app, '5');
      const idempotency = freshKey();
      const bet = () => wallet().casinoBet({ accountId, amount: rub('10'), idempotency });
      expect(await refusalOf(bet())).toBe('insufficient_funds');
      await wallet().deposit({ accountId, amount: rub('100'), provider: 'test', idempotency: freshKey() });
      expect(await refusalOf(bet())).toBe('insufficient_funds');
      expect(await balancesOf(context.app, accountId)).toEqual({ balance: 10500n, available: 10500n });
    });

    it('does the work once when the same key arrives twice at the same time', async () => {
      const { accountId } = await fundedAccount(context.app, '100');
      const idempotency = freshKey();
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => wallet().casinoBet({ accountId, amount: rub('10'), idempotency })),
      );
      expect(new Set(answers.map((answer) => answer.transferId)).size).toBe(1);
      expect(await balancesOf(context.app, accountId)).toEqual({ balance: 9000n, available: 9000n });
    });
  });

  describe("inside the caller's transaction", () => {
    it('commits with the caller, and is undone with the caller', async () => {
      const { accountId } = await fundedAccount(context.app, '100');
      await context.app.events.transaction((transaction, emit) =>
        wallet().casinoBet({ accountId, amount: rub('10'), idempotency: freshKey() }, { transaction, emit }),
      );
      const failing = context.app.events.transaction(async (transaction, emit) => {
        await wallet().casinoBet(
          { accountId, amount: rub('20'), idempotency: freshKey() },
          { transaction, emit },
        );
        throw new Error('the caller’s own write failed');
      });
      await expect(failing).rejects.toThrow('the caller’s own write failed');
      expect(await balancesOf(context.app, accountId)).toEqual({ balance: 9000n, available: 9000n });
      expect((await wallet().verify()).problems).toEqual([]);
    });
  });

  describe('tamper evidence', () => {
    const run = (query: ReturnType<typeof sql>) => context.app.db.execute(query);

    it('refuses to update or delete a transfer or an entry', async () => {
      const { accountId } = await fundedAccount(context.app, '100');
      await expect(
        run(
          sql`UPDATE wallet_entries SET balance_after = balance_after + 100 WHERE account_id = ${accountId}`,
        ),
      ).rejects.toThrow();
      await expect(
        run(sql`DELETE FROM wallet_transfers WHERE credit_account_id = ${accountId}`),
      ).rejects.toThrow();
      await expect(run(sql`TRUNCATE wallet_entries`)).rejects.toThrow();
      expect((await wallet().verify()).problems).toEqual([]);
    });

    it('refuses a balance written without its journal', async () => {
      const { accountId } = await fundedAccount(context.app, '100');
      await expect(
        run(sql`UPDATE wallet_accounts SET balance = balance + 100000 WHERE id = ${accountId}`),
      ).rejects.toThrow();
      expect(await balancesOf(context.app, accountId)).toEqual({ balance: 10000n, available: 10000n });
    });
  });
});
