import { paymentHistoryResponseSchema } from '@parlay/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../helpers/test-app.ts';
import { testDatabaseKinds } from '../../helpers/test-databases.ts';
import type { AuthClient } from '../identity/auth-client.ts';
import {
  balanceOf,
  depositPaid,
  expectLedgerVerifies,
  freshKey,
  newPlayer,
  paymentsEnv,
  postDeposit,
  postWithdraw,
} from './payments-helpers.ts';

async function paymentCount(client: AuthClient): Promise<number> {
  const response = await client.get('/web-api/payments/history?isIncludeArchive=true');
  return paymentHistoryResponseSchema.parse(response.json()).total_count;
}

describe.each(testDatabaseKinds)('deposit and withdrawal requests on %s', (kind) => {
  const context = useTestApp(kind, { env: paymentsEnv });

  describe('idempotency keys', () => {
    it('answer the same request with the same key with the first answer, making one payment', async () => {
      const player = await newPlayer(context.app);
      const key = freshKey();
      const body = { accountId: player.accountId, amount: '500', method: 'demo-card' };
      const first = await postDeposit(player.client, body, key);
      // The same body with its fields in another order is the same request.
      const again = await postDeposit(
        player.client,
        { method: 'demo-card', amount: '500', accountId: player.accountId },
        key,
      );
      expect(first.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());
      expect(await paymentCount(player.client)).toBe(1);
    });

    it('answer the same key with another request 409 IDEMPOTENCY_KEY_REUSED, doing nothing', async () => {
      const player = await newPlayer(context.app);
      const key = freshKey();
      await postDeposit(
        player.client,
        { accountId: player.accountId, amount: '500', method: 'demo-card' },
        key,
      );
      const other = await postDeposit(
        player.client,
        { accountId: player.accountId, amount: '501', method: 'demo-card' },
        key,
      );
      expect(other.statusCode).toBe(409);
      expect(other.json()).toMatchObject({
        code: 'IDEMPOTENCY_KEY_REUSED',
        fields: { 'idempotency-key': 'main_payment_error_idempotency_key_reused' },
      });
      const withdrawal = await postWithdraw(
        player.client,
        {
          accountId: player.accountId,
          amount: '500',
          method: 'demo-card',
          details: { cardNumber: '4242424242424242' },
        },
        key,
      );
      expect(withdrawal.statusCode).toBe(409);
      expect(await paymentCount(player.client)).toBe(1);
    });

    it('keep a refused request refused when it is retried, even once it could succeed', async () => {
      const player = await newPlayer(context.app);
      const key = freshKey();
      const body = {
        accountId: player.accountId,
        amount: '300',
        method: 'demo-card',
        details: { cardNumber: '4242424242424242' },
      };
      const refused = await postWithdraw(player.client, body, key);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().code).toBe('INSUFFICIENT_FUNDS');
      await depositPaid(player, '1000');
      const retried = await postWithdraw(player.client, body, key);
      expect(retried.statusCode).toBe(400);
      expect(retried.json()).toEqual(refused.json());
      expect((await balanceOf(player.client)).balance[0]).toMatchObject({ money: '1000.00', held: '0.00' });
      // A new request (a new key) is a new attempt.
      expect((await postWithdraw(player.client, body, freshKey())).statusCode).toBe(200);
      await expectLedgerVerifies(context.app);
    });

    it('keep one payment when the same request with the same key arrives many times at once', async () => {
      const player = await newPlayer(context.app);
      await depositPaid(player, '1000');
      const key = freshKey();
      const body = {
        accountId: player.accountId,
        amount: '200',
        method: 'demo-card',
        details: { cardNumber: '4242424242424242' },
      };
      const answers = await Promise.all(
        Array.from({ length: 8 }, () => postWithdraw(player.client, body, key)),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(200));
      expect(new Set(answers.map((answer) => answer.json().payment.id)).size).toBe(1);
      expect((await balanceOf(player.client)).balance[0]).toMatchObject({ money: '800.00', held: '200.00' });
      await expectLedgerVerifies(context.app);
    });

    it('refuse a request without a key, or with one over 255 characters, naming the header', async () => {
      const player = await newPlayer(context.app);
      const body = { accountId: player.accountId, amount: '500', method: 'demo-card' };
      for (const key of [null, 'k'.repeat(256)]) {
        const response = await postDeposit(player.client, body, key);
        expect(response.statusCode).toBe(400);
        expect(response.json().fields).toEqual({ 'idempotency-key': 'main_validation_idempotency_key' });
      }
      expect(await paymentCount(player.client)).toBe(0);
    });
  });

  describe('bad input', () => {
    it.each([
      ['-100', 'main_payment_error_amount_negative'],
      ['0', 'main_payment_error_amount_zero'],
      ['0.00', 'main_payment_error_amount_zero'],
      ['NaN', 'main_payment_error_amount_not_a_number'],
      ['abc', 'main_payment_error_amount_not_a_number'],
      ['1e5', 'main_payment_error_amount_not_a_number'],
      ['12,50', 'main_payment_error_amount_not_a_number'],
      ['', 'main_validation_too_small'],
      ['150.001', 'main_payment_error_amount_too_many_decimals'],
      ['10000000000000000', 'main_payment_error_amount_too_large'],
      ['3000000.01', 'main_payment_error_amount_above_maximum'],
      ['149.99', 'main_payment_error_amount_below_minimum'],
    ])('refuse the amount "%s" naming amount (%s), moving nothing', async (amount, messageKey) => {
      const player = await newPlayer(context.app);
      for (const post of [postDeposit, postWithdraw]) {
        const response = await post(player.client, {
          accountId: player.accountId,
          amount,
          method: 'demo-card',
          ...(post === postWithdraw ? { details: { cardNumber: '4242424242424242' } } : {}),
        });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', fields: { amount: messageKey } });
      }
      expect(await paymentCount(player.client)).toBe(0);
    });

    it('refuse an amount sent as a JSON number (a float in transit), naming amount', async () => {
      const player = await newPlayer(context.app);
      const response = await postDeposit(player.client, {
        accountId: player.accountId,
        amount: 150.5,
        method: 'demo-card',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({ amount: 'main_validation_invalid_type' });
    });

    it('refuse decimals a currency does not have: a yen has none, a Kuwaiti dinar three', async () => {
      const yen = await newPlayer(context.app, { currency: 'JPY' });
      const yenAnswer = await postDeposit(yen.client, {
        accountId: yen.accountId,
        amount: '1000.5',
        method: 'demo-card',
      });
      expect(yenAnswer.json().fields).toEqual({ amount: 'main_payment_error_amount_too_many_decimals' });
      const dinar = await newPlayer(context.app, { currency: 'KWD' });
      const dinarAnswer = await postDeposit(dinar.client, {
        accountId: dinar.accountId,
        amount: '1.505',
        method: 'demo-card',
      });
      expect(dinarAnswer.statusCode).toBe(200);
    });

    it("refuse a method that does not take the account's currency, naming method", async () => {
      const player = await newPlayer(context.app, { currency: 'JPY' });
      const response = await postDeposit(player.client, {
        accountId: player.accountId,
        amount: '1000',
        method: 'demo-wallet',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({ method: 'main_payment_error_method_currency' });
      const unknown = await postDeposit(player.client, {
        accountId: player.accountId,
        amount: '1000',
        method: 'gold-bars',
      });
      expect(unknown.json().fields).toEqual({ method: 'main_payment_error_method_unknown' });
      expect(await paymentCount(player.client)).toBe(0);
    });

    it("refuse an unknown account and another player's account alike, naming accountId", async () => {
      const owner = await newPlayer(context.app);
      await depositPaid(owner, '1000');
      const stranger = await newPlayer(context.app);
      for (const accountId of [owner.accountId, 999_999_999]) {
        for (const post of [postDeposit, postWithdraw]) {
          const response = await post(stranger.client, {
            accountId,
            amount: '500',
            method: 'demo-card',
            ...(post === postWithdraw ? { details: { cardNumber: '4242424242424242' } } : {}),
          });
          expect(response.statusCode).toBe(400);
          expect(response.json().fields).toEqual({ accountId: 'main_payment_error_account_unknown' });
        }
      }
      expect((await balanceOf(owner.client)).balance[0]).toMatchObject({ money: '1000.00', held: '0.00' });
      expect(await paymentCount(stranger.client)).toBe(0);
    });

    it('refuse a body with an unknown field (a currency of its own included), naming it', async () => {
      const player = await newPlayer(context.app);
      const response = await postDeposit(player.client, {
        accountId: player.accountId,
        amount: '500',
        method: 'demo-card',
        currency: 'USD',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toHaveProperty('currency');
      expect(await paymentCount(player.client)).toBe(0);
    });

    it('refuse payout details the method does not ask for, or that are wrong, naming each', async () => {
      const player = await newPlayer(context.app);
      await depositPaid(player, '1000');
      const post = (details: Record<string, string>, method = 'demo-card') =>
        postWithdraw(player.client, { accountId: player.accountId, amount: '200', method, details });
      expect((await post({})).json().fields).toEqual({
        'details.cardNumber': 'main_payment_error_details_required',
      });
      expect((await post({ cardNumber: '4242424242424241' })).json().fields).toEqual({
        'details.cardNumber': 'main_payment_error_details_card_number',
      });
      expect((await post({ cardNumber: '4242424242424242', iban: 'DE00' })).json().fields).toEqual({
        'details.iban': 'main_payment_error_details_unknown',
      });
      expect((await post({ email: 'not-an-address' }, 'demo-wallet')).json().fields).toEqual({
        'details.email': 'main_payment_error_details_email',
      });
      expect((await balanceOf(player.client)).balance[0]).toMatchObject({ money: '1000.00', held: '0.00' });
      await expectLedgerVerifies(context.app);
    });

    it('refuse a request of someone not signed in, and one without the anti-CSRF headers', async () => {
      const anonymous = await context.app.inject({
        method: 'POST',
        url: '/web-api/payments/deposit',
        headers: { 'idempotency-key': freshKey(), 'x-requested-with': 'XMLHttpRequest' },
        payload: { accountId: 1000, amount: '500', method: 'demo-card' },
      });
      expect([401, 403]).toContain(anonymous.statusCode);
      const player = await newPlayer(context.app);
      const bare = await player.client.post(
        '/web-api/payments/deposit',
        { accountId: player.accountId, amount: '500', method: 'demo-card' },
        { bare: true, headers: { 'idempotency-key': freshKey() } },
      );
      expect(bare.statusCode).toBe(403);
      expect(bare.json().code).toBe('CSRF_FAILED');
      expect(await paymentCount(player.client)).toBe(0);
    });
  });
});
