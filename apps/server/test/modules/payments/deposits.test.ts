import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../helpers/test-app.ts';
import { testDatabaseKinds } from '../../helpers/test-databases.ts';
import {
  choose,
  expectLedgerVerifies,
  moneyOn,
  newPlayer,
  paymentOf,
  paymentsEnv,
  startDeposit,
  waitFor,
} from './payments-helpers.ts';

describe.each(testDatabaseKinds)('deposits through the demo provider on %s', (kind) => {
  const context = useTestApp(kind, { env: paymentsEnv });

  it('credits the account once the player pays on the demo page, through the signed webhook', async () => {
    const player = await newPlayer(context.app);
    const { payment, pagePath } = await startDeposit(player, '1500.50');
    expect(payment).toMatchObject({ kind: 'deposit', status: 'created', amount: '1500.50', currency: 'RUB' });
    expect(await moneyOn(player.client, player.accountId)).toBe('0.00');

    const page = await player.client.get(pagePath);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('no real money moves');
    expect(page.body).toContain('1500.50 RUB');

    const answer = await choose(player.client, pagePath, 'confirm');
    expect(answer.statusCode).toBe(302);
    expect(answer.headers.location).toBe(`http://parlay.test/en/onpay/success?paymentId=${payment.id}`);

    expect(
      await waitFor(
        () => moneyOn(player.client, player.accountId),
        (money) => money !== '0.00',
      ),
    ).toBe('1500.50');
    expect((await paymentOf(player.client, payment.id)).status).toBe('success');
    await expectLedgerVerifies(context.app);
  });
});
