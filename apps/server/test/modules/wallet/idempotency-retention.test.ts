import { describe, expect, it } from 'vitest';
import { idempotencyRetentionMs } from '../../../src/modules/wallet/idempotency.ts';
import { useTestApp } from '../../helpers/test-app.ts';
import { testDatabaseKinds } from '../../helpers/test-databases.ts';
import { balancesOf, freshKey, fundedAccount, rub } from './wallet-helpers.ts';

const hourMs = 60 * 60_000;

describe.each(testDatabaseKinds)('idempotency keys over time on %s', (kind) => {
  let clock = Date.now();
  const context = useTestApp(kind, { scheduledJobs: { now: () => clock, intervalMs: 24 * hourMs } });

  it('keeps a key and its answer at least 24 hours, through the expiry job', async () => {
    expect(idempotencyRetentionMs).toBeGreaterThanOrEqual(24 * hourMs);
    const { accountId } = await fundedAccount(context.app, '100');
    const idempotency = freshKey();
    const first = await context.app.wallet.casinoBet({ accountId, amount: rub('10'), idempotency });

    clock = Date.now() + 24 * hourMs;
    await context.app.scheduledJobs.runAll();
    const retried = await context.app.wallet.casinoBet({ accountId, amount: rub('10'), idempotency });
    expect(retried.transferId).toBe(first.transferId);
    expect(await balancesOf(context.app, accountId)).toEqual({ balance: 9000n, available: 9000n });
  });

  it('voids a hold past its timeout when the expiry job runs', async () => {
    const { accountId } = await fundedAccount(context.app, '100');
    await context.app.wallet.holdStake({
      accountId,
      amount: rub('30'),
      timeoutMs: hourMs,
      idempotency: freshKey(),
    });
    expect(await balancesOf(context.app, accountId)).toEqual({ balance: 10000n, available: 7000n });
    clock = Date.now() + 2 * hourMs;
    await context.app.scheduledJobs.runAll();
    expect(await balancesOf(context.app, accountId)).toEqual({ balance: 10000n, available: 10000n });
    expect((await context.app.wallet.verify()).problems).toEqual([]);
  });
});
