import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../helpers/test-app.ts';
import { testDatabaseKinds } from '../../helpers/test-databases.ts';
import { freshKey, fundedAccount, rub } from './wallet-helpers.ts';

describe.each(testDatabaseKinds)('the usage the limits read from the ledger on %s', (kind) => {
  const context = useTestApp(kind);
  const sinceAMinuteAgo = () => new Date(Date.now() - 60_000);

  it('sums deposits, stakes and returns net of what corrects them, over the player’s accounts in that currency', async () => {
    const { app } = context;
    const { userId, accountId } = await fundedAccount(app, '1000');
    const second = await app.wallet.addCurrencyAccount(userId, 'EUR');
    await app.wallet.deposit({
      accountId: second.id,
      amount: { minor: 5_000n, currency: 'EUR' } as never,
      provider: 'test',
      idempotency: freshKey(),
    });
    const house = { system: 'house', currency: 'RUB' } as const;
    const stake = (amount: string) =>
      app.wallet.transfer({
        from: { accountId },
        to: house,
        amount: rub(amount),
        reason: 'stake',
        idempotency: freshKey(),
      });
    await stake('100');
    const refunded = await stake('40');
    await app.wallet.reverse({ transferId: refunded.transferId, reason: 'refund', idempotency: freshKey() });
    const win = await app.wallet.payWin({ accountId, amount: rub('250'), idempotency: freshKey() });
    await app.wallet.reverse({ transferId: win.transferId, reason: 'correction', idempotency: freshKey() });
    await app.wallet.payWin({ accountId, amount: rub('60'), idempotency: freshKey() });
    await app.wallet.casinoBet({ accountId, amount: rub('30'), idempotency: freshKey() });
    await app.wallet.casinoWin({ accountId, amount: rub('5'), idempotency: freshKey() });
    const held = await app.wallet.holdStake({
      accountId,
      amount: rub('20'),
      timeoutMs: 60_000,
      idempotency: freshKey(),
    });
    const voided = await app.wallet.holdStake({
      accountId,
      amount: rub('7'),
      timeoutMs: 60_000,
      idempotency: freshKey(),
    });
    await app.wallet.void({ pendingId: voided.transferId, idempotency: freshKey() });
    await app.wallet.post({ pendingId: held.transferId, idempotency: freshKey() });
    // A withdrawal, a bonus and another currency are none of these.
    await app.wallet.holdWithdrawal({
      accountId,
      amount: rub('10'),
      provider: 'test',
      timeoutMs: 60_000,
      idempotency: freshKey(),
    });

    expect(await app.wallet.usageSince(userId, 'RUB', sinceAMinuteAgo())).toEqual({
      deposited: 100_000n,
      staked: 15_000n, // 100 + 30 + 20 (the 40 refunded, the 7 voided)
      returned: 6_500n, // 60 + 5 (the 250 corrected)
    });
    expect(await app.wallet.usageSince(userId, 'EUR', sinceAMinuteAgo())).toEqual({
      deposited: 5_000n,
      staked: 0n,
      returned: 0n,
    });
    expect(await app.wallet.usageSince(userId, 'RUB', new Date(Date.now() + 1_000))).toEqual({
      deposited: 0n,
      staked: 0n,
      returned: 0n,
    });
  });
});
