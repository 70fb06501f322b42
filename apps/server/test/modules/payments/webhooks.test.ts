import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signWebhook } from '../../../src/security/webhook-signature.ts';
import { useTestApp } from '../../helpers/test-app.ts';
import { testDatabaseKinds } from '../../helpers/test-databases.ts';
import { sqlResult } from '../identity/auth-client.ts';
import {
  demoEvent,
  expectLedgerVerifies,
  moneyOn,
  newPlayer,
  type Player,
  paymentOf,
  paymentsEnv,
  sendWebhook,
  startDeposit,
  waitFor,
  webhookSecrets,
} from './payments-helpers.ts';

describe.each(testDatabaseKinds)('payment webhooks on %s', (kind) => {
  const context = useTestApp(kind, { env: paymentsEnv });

  /** A deposit waiting on the provider, and the facts a provider's event about it carries. */
  async function waitingDeposit(amount = '500') {
    const player = await newPlayer(context.app);
    const { payment } = await startDeposit(player, amount);
    const { rows } = await sqlResult(
      context.app,
      sql`SELECT provider_reference FROM payments WHERE id = ${payment.id}`,
    );
    const reference = String(rows[0]!.provider_reference);
    const data = { reference, merchantPaymentId: payment.id, amount: `${amount}00`, currency: 'RUB' };
    return { player, payment, data };
  }

  let eventNumber = 0;
  const eventId = () => {
    eventNumber += 1;
    return `evt_test_${Date.now()}_${eventNumber}`;
  };

  /** Sends the event, expects it acknowledged, and waits until it has been applied. */
  async function delivered(body: string, options: Parameters<typeof sendWebhook>[2] = {}) {
    const response = await sendWebhook(context.app, body, options);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ received: true });
    const id = (JSON.parse(body) as { id: string }).id;
    await waitFor(
      () => sqlResult(context.app, sql`SELECT outcome FROM payment_provider_events WHERE event_id = ${id}`),
      ({ rows }) => rows[0]?.outcome != null,
    );
  }

  const money = (player: Player) => moneyOn(player.client, player.accountId);

  it('credit once when the same event is delivered twice, or many times at once', async () => {
    const { player, payment, data } = await waitingDeposit();
    const body = demoEvent(eventId(), 'payment.succeeded', data);
    await delivered(body);
    await delivered(body);
    await Promise.all(Array.from({ length: 5 }, () => sendWebhook(context.app, body)));
    // The same news under another event id (a provider re-sending it as new) moves nothing either.
    await delivered(demoEvent(eventId(), 'payment.succeeded', data));
    await context.app.payments.applyUnappliedEvents();
    expect(await money(player)).toBe('500.00');
    expect((await paymentOf(player.client, payment.id)).status).toBe('success');
    await expectLedgerVerifies(context.app);
  });

  it('keep a final status when an older one arrives late (succeeded, then pending, then failed)', async () => {
    const { player, payment, data } = await waitingDeposit();
    await delivered(demoEvent(eventId(), 'payment.succeeded', data));
    await delivered(demoEvent(eventId(), 'payment.pending', data));
    await delivered(demoEvent(eventId(), 'payment.failed', data));
    expect((await paymentOf(player.client, payment.id)).status).toBe('success');
    expect(await money(player)).toBe('500.00');
    await expectLedgerVerifies(context.app);
  });

  it('apply events that arrive out of order: pending after cancelled changes nothing, nothing is credited', async () => {
    const { player, payment, data } = await waitingDeposit();
    await delivered(demoEvent(eventId(), 'payment.canceled', data));
    await delivered(demoEvent(eventId(), 'payment.pending', data));
    await delivered(demoEvent(eventId(), 'payment.succeeded', data));
    expect((await paymentOf(player.client, payment.id)).status).toBe('cancel');
    expect(await money(player)).toBe('0.00');
  });

  it('refuse a tampered body: signed for one amount, sent with another', async () => {
    const { player, payment, data } = await waitingDeposit();
    const signed = demoEvent(eventId(), 'payment.succeeded', data);
    const tampered = signed.replace(`"amount":"${data.amount}"`, '"amount":"99999900"');
    const timestamp = Math.floor(Date.now() / 1000);
    const response = await sendWebhook(context.app, tampered, {
      signature: signWebhook(webhookSecrets.slice(0, 1), signed, timestamp),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('WEBHOOK_SIGNATURE_INVALID');
    expect(
      await sqlResult(
        context.app,
        sql`SELECT 1 FROM payment_provider_events WHERE body::text LIKE '%99999900%'`,
      ),
    ).toMatchObject({ rows: [] });
    expect((await paymentOf(player.client, payment.id)).status).toBe('created');
    expect(await money(player)).toBe('0.00');
  });

  it('refuse a forgery: a secret the site does not hold, no signature, or a garbled header', async () => {
    const { player, data } = await waitingDeposit();
    const body = demoEvent(eventId(), 'payment.succeeded', data);
    const timestamp = Math.floor(Date.now() / 1000);
    for (const signature of [
      signWebhook(['a-secret-nobody-configured-here'], body, timestamp),
      '',
      `t=${timestamp}`,
      `t=${timestamp},v1=${'0'.repeat(64)}`,
    ]) {
      const response = await sendWebhook(context.app, body, { signature });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('WEBHOOK_SIGNATURE_INVALID');
    }
    const unsigned = await context.app.inject({
      method: 'POST',
      url: '/payments-api/webhooks/demo',
      headers: { 'content-type': 'application/json' },
      payload: body,
    });
    expect(unsigned.statusCode).toBe(400);
    expect(await money(player)).toBe('0.00');
  });

  it('refuse a stale event: signed more than 300 seconds ago (a replay)', async () => {
    const { player, data } = await waitingDeposit();
    const body = demoEvent(eventId(), 'payment.succeeded', data);
    const stale = await sendWebhook(context.app, body, { timestamp: Math.floor(Date.now() / 1000) - 301 });
    expect(stale.statusCode).toBe(400);
    expect(stale.json().code).toBe('WEBHOOK_SIGNATURE_INVALID');
    expect(await money(player)).toBe('0.00');
    // Re-signed now, as a provider's retry is, the same event is taken.
    await delivered(body);
    expect(await money(player)).toBe('500.00');
  });

  it('accept the secret being rotated out, and a header carrying the old and the new signature', async () => {
    const { player, data } = await waitingDeposit();
    await delivered(demoEvent(eventId(), 'payment.pending', data), { secrets: [webhookSecrets[1]!] });
    await delivered(demoEvent(eventId(), 'payment.succeeded', data), {
      secrets: ['a-retired-secret-of-long-ago', webhookSecrets[0]!],
    });
    expect(await money(player)).toBe('500.00');
  });

  it('acknowledge an event of a type it does not act on, and one about an unknown payment, moving nothing', async () => {
    const { player, data } = await waitingDeposit();
    await delivered(demoEvent(eventId(), 'payment.dispute_opened', data));
    await delivered(demoEvent(eventId(), 'payment.succeeded', { ...data, merchantPaymentId: 987_654_321 }));
    await delivered(
      demoEvent(eventId(), 'payment.succeeded', { ...data, reference: 'demo_pay_someone_else' }),
    );
    const { rows } = await sqlResult(
      context.app,
      sql`SELECT outcome FROM payment_provider_events WHERE body::text LIKE ${`%${data.reference}%`} OR body::text LIKE '%987654321%' ORDER BY received_at`,
    );
    expect(rows.map((row) => row.outcome)).toEqual(['unknown_type', 'unknown_payment']);
    expect(await money(player)).toBe('0.00');
    const unknownProvider = await sendWebhook(context.app, demoEvent(eventId(), 'payment.succeeded', data), {
      provider: 'acme',
    });
    expect(unknownProvider.statusCode).toBe(404);
  });

  it('credit nothing when the provider reports another amount or currency than the payment', async () => {
    const { player, payment, data } = await waitingDeposit();
    await delivered(demoEvent(eventId(), 'payment.succeeded', { ...data, amount: '50000000' }));
    await delivered(demoEvent(eventId(), 'payment.succeeded', { ...data, currency: 'USD' }));
    expect((await paymentOf(player.client, payment.id)).status).toBe('created');
    expect(await money(player)).toBe('0.00');
    await expectLedgerVerifies(context.app);
  });

  it('apply an event stored before a stop and never applied, once, when the server comes back', async () => {
    const { player, data } = await waitingDeposit();
    const id = eventId();
    const body = demoEvent(id, 'payment.succeeded', data);
    // What a stop between the webhook's commit and its application leaves behind.
    await sqlResult(
      context.app,
      sql`INSERT INTO payment_provider_events (provider, event_id, event_type, body, received_at)
          VALUES ('demo', ${id}, 'payment.succeeded', ${body}::jsonb, now() - interval '1 minute')`,
    );
    expect(await context.app.payments.applyUnappliedEvents()).toBeGreaterThanOrEqual(1);
    expect(await context.app.payments.applyUnappliedEvents()).toBe(0);
    expect(await money(player)).toBe('500.00');
    // The provider's redelivery of it days later is recognised and does nothing.
    await sendWebhook(context.app, body);
    expect(await money(player)).toBe('500.00');
    await expectLedgerVerifies(context.app);
  });

  it('credit a deposit whose webhook never came, once, by asking the provider; the late webhook then does nothing', async () => {
    const { player, payment, data } = await waitingDeposit();
    // Paid on the provider's side, its notification lost.
    await sqlResult(
      context.app,
      sql`UPDATE demo_provider_payments SET status = 'success' WHERE reference = ${data.reference}`,
    );
    // (Other tests' deposits still open on the provider's page are moved to pending meanwhile.)
    expect(await context.app.payments.reconcile(0)).toBeGreaterThanOrEqual(1);
    expect(await context.app.payments.reconcile(0)).toBe(0);
    expect((await paymentOf(player.client, payment.id)).status).toBe('success');
    await delivered(demoEvent(eventId(), 'payment.succeeded', data));
    expect(await money(player)).toBe('500.00');
    await expectLedgerVerifies(context.app);
  });

  it('answer each delivery within a second, the crediting following after, while deliveries arrive at once', async () => {
    const { player, data } = await waitingDeposit();
    const body = demoEvent(eventId(), 'payment.succeeded', data);
    const timed = async (payload: string) => {
      const started = performance.now();
      const response = await sendWebhook(context.app, payload);
      return { status: response.statusCode, ms: performance.now() - started };
    };
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        timed(index % 2 === 0 ? body : demoEvent(eventId(), 'payment.pending', data)),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    expect(Math.max(...answers.map((answer) => answer.ms))).toBeLessThan(1_000);
    expect(
      await waitFor(
        () => money(player),
        (value) => value === '500.00',
      ),
    ).toBe('500.00');
  });
});
