import {
  paymentHistoryResponseSchema,
  paymentMethodsResponseSchema,
  teamCashResponseSchema,
} from '@parlay/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../helpers/test-app.ts';
import { testDatabaseKinds } from '../../helpers/test-databases.ts';
import {
  choose,
  depositPaid,
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

  it('credit the account once the player pays on the demo page, told by the signed webhook', async () => {
    const player = await newPlayer(context.app);
    const { payment, pagePath } = await startDeposit(player, '1500.50');
    expect(payment).toMatchObject({ kind: 'deposit', status: 'created', amount: '1500.50', currency: 'RUB' });
    expect(await moneyOn(player.client, player.accountId)).toBe('0.00');

    const page = await player.client.get(pagePath);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toContain('role="note">Demo payment page built into Parlay: no real money moves');
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

  it.each([
    ['fail', 'fail'],
    ['cancel', 'cancel'],
  ])('credit nothing when the player chooses %s, and land on onpay/%s', async (outcome, page) => {
    const player = await newPlayer(context.app);
    const { payment, pagePath } = await startDeposit(player, '200');
    const answer = await choose(player.client, pagePath, outcome);
    expect(answer.headers.location).toBe(`http://parlay.test/en/onpay/${page}?paymentId=${payment.id}`);
    expect(
      (
        await waitFor(
          () => paymentOf(player.client, payment.id),
          (record) => record.status !== 'created',
        )
      ).status,
    ).toBe(outcome);
    expect(await moneyOn(player.client, player.accountId)).toBe('0.00');
    // The page of a decided payment sends the browser on to its result page.
    const again = await player.client.get(pagePath);
    expect(again.statusCode).toBe(302);
    expect(again.headers.location).toBe(answer.headers.location);
    await expectLedgerVerifies(context.app);
  });

  it('leave a payment pending, then credit it when the player pays on the same page', async () => {
    const player = await newPlayer(context.app);
    const { payment, pagePath } = await startDeposit(player, '300');
    const pending = await choose(player.client, pagePath, 'pending');
    expect(pending.headers.location).toBe(`http://parlay.test/en/onpay/pending?paymentId=${payment.id}`);
    expect(
      (
        await waitFor(
          () => paymentOf(player.client, payment.id),
          (record) => record.status === 'pending',
        )
      ).status,
    ).toBe('pending');
    const page = await player.client.get(pagePath);
    expect(page.body).toContain('This payment is pending');
    await choose(player.client, pagePath, 'confirm');
    expect(
      await waitFor(
        () => moneyOn(player.client, player.accountId),
        (money) => money !== '0.00',
      ),
    ).toBe('300.00');
  });

  it('show the demo page in the language asked for, and a translated page for an unknown one', async () => {
    const player = await newPlayer(context.app);
    const { pagePath } = await startDeposit(player, '150');
    const russian = await player.client.get(pagePath.replace('lang=en', 'lang=ru'));
    expect(russian.body).toContain('<html lang="ru">');
    expect(russian.body).toContain('Демо-страница оплаты');
    const unknown = await player.client.get('/payments-api/demo/checkout/AAAAAAAAAAAAAAAAAAAAAAAA?lang=es');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('Pago no encontrado');
  });

  it("answer another player's payment as one that does not exist", async () => {
    const owner = await newPlayer(context.app);
    const stranger = await newPlayer(context.app);
    const { payment } = await startDeposit(owner, '150');
    const response = await stranger.client.get(`/web-api/payments/payment/${payment.id}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND', messageKey: 'main_payment_error_not_found' });
  });

  it('list the payment history newest first by pages of ten, filtered by kind and date', async () => {
    const player = await newPlayer(context.app);
    const started = [];
    for (let index = 0; index < 12; index += 1)
      started.push((await startDeposit(player, `${150 + index}`)).payment);
    const first = paymentHistoryResponseSchema.parse(
      (await player.client.get('/web-api/payments/history?isIncludeArchive=false&pageNumber=1')).json(),
    );
    expect(first.total_count).toBe(12);
    expect(first.data.entities.map((payment) => payment.id)).toEqual(
      started
        .slice(2)
        .reverse()
        .map(({ id }) => id),
    );
    const second = paymentHistoryResponseSchema.parse(
      (await player.client.get('/web-api/payments/history?pageNumber=2')).json(),
    );
    expect(second.data.entities.map((payment) => payment.id)).toEqual([started[1]!.id, started[0]!.id]);

    const withdrawals = paymentHistoryResponseSchema.parse(
      (await player.client.get('/web-api/payments/history?kind=withdrawal')).json(),
    );
    expect(withdrawals.total_count).toBe(0);
    const future = new Date(Date.now() + 60_000).toISOString();
    const fromFuture = paymentHistoryResponseSchema.parse(
      (await player.client.get(`/web-api/payments/history?dateFrom=${encodeURIComponent(future)}`)).json(),
    );
    expect(fromFuture.total_count).toBe(0);
    const untilFuture = paymentHistoryResponseSchema.parse(
      (await player.client.get(`/web-api/payments/history?dateTo=${encodeURIComponent(future)}`)).json(),
    );
    expect(untilFuture.total_count).toBe(12);
    expect(first.data.entities[0]).toMatchObject({
      methodTitle: 'Demo card (no real money)',
      isArchive: false,
    });

    const badDate = await player.client.get('/web-api/payments/history?dateFrom=yesterday');
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().fields).toHaveProperty('dateFrom');
  });

  it('list completed payments as team cash records, five a page, each with its receipt hash', async () => {
    const player = await newPlayer(context.app);
    await startDeposit(player, '150'); // never paid: not in team cash
    for (const amount of ['151', '152', '153', '154', '155', '156']) await depositPaid(player, amount);
    const page = teamCashResponseSchema.parse(
      (await player.client.get('/web-api/payments/team-cash?lang=ru')).json(),
    );
    expect(page.total_count).toBe(6);
    expect(page.data.entities).toHaveLength(5);
    expect(page.data.entities[0]).toMatchObject({
      status_id: 2,
      summ: '156.00',
      money_deposit_id: player.accountId,
      message: 'message_deposit_success',
      status_title: 'Выполнен',
      translate_message: 'Пополнение зачислено на ваш счёт.',
    });
    expect(page.data.entities[0]!.skks_hash).toMatch(/^[0-9a-f]{64}$/);
    const last = teamCashResponseSchema.parse(
      (await player.client.get('/web-api/payments/team-cash?pageNumber=2')).json(),
    );
    expect(last.data.entities.map((record) => record.summ)).toEqual(['151.00']);
    await expectLedgerVerifies(context.app);
  });

  it("list the methods that take a currency, with the limits in it and the withdrawal fields' labels", async () => {
    const rub = paymentMethodsResponseSchema.parse(
      (
        await context.app.inject({ method: 'GET', url: '/web-api/payments/methods?currency=RUB&lang=uk' })
      ).json(),
    );
    expect(rub.methods.map((method) => method.id)).toEqual(['demo-card', 'demo-wallet']);
    expect(rub.methods[0]).toMatchObject({
      provider: 'demo',
      isDemo: true,
      title: 'Демо-картка (без справжніх грошей)',
      deposit: { min: '150.00', max: '3000000.00' },
      withdrawal: { min: '150.00', max: '3000000.00' },
      withdrawalFields: [{ name: 'cardNumber', type: 'card_number', label: 'Номер картки' }],
    });
    const irr = paymentMethodsResponseSchema.parse(
      (await context.app.inject({ method: 'GET', url: '/web-api/payments/methods?currency=IRR' })).json(),
    );
    expect(irr.methods.map((method) => method.id)).toEqual(['demo-card']);
    const unknown = await context.app.inject({
      method: 'GET',
      url: '/web-api/payments/methods?currency=XXX',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toHaveProperty('currency');
  });
});
