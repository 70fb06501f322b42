import { defineEndpoints } from '../http/endpoint.ts';
import {
  demoCheckoutFormSchema,
  demoCheckoutPageSchema,
  demoCheckoutParamsSchema,
  demoCheckoutQuerySchema,
  demoCheckoutRedirectSchema,
  depositBodySchema,
  paymentHistoryQuerySchema,
  paymentHistoryResponseSchema,
  paymentIdParamsSchema,
  paymentLanguageQuerySchema,
  paymentMethodsQuerySchema,
  paymentMethodsResponseSchema,
  paymentRecordSchema,
  paymentStartedResponseSchema,
  teamCashQuerySchema,
  teamCashResponseSchema,
  webhookBodySchema,
  webhookHeadersSchema,
  webhookParamsSchema,
  webhookResponseSchema,
  withdrawBodySchema,
} from './payments.ts';

/**
 * Deposits, withdrawals and the player's payments (docs/payments-api.md). An account or payment id
 * that is not the caller's is answered like one that does not exist (400 naming the field, or 404
 * for a payment in the path). Money moves only on a provider's verified event (a deposit) or the
 * operator's decision (a withdrawal), never on the browser's word.
 */
export const paymentsEndpoints = defineEndpoints('payments', {
  listMethods: {
    method: 'GET',
    path: '/web-api/payments/methods',
    summary: 'The payment methods that take a currency, with their limits and withdrawal fields',
    tags: ['payments'],
    query: paymentMethodsQuerySchema,
    response: paymentMethodsResponseSchema,
    errors: [],
  },
  deposit: {
    method: 'POST',
    path: '/web-api/payments/deposit',
    summary: "Starts a deposit: answers the provider's payment page to send the browser to",
    description:
      'Nothing is credited here: the account is credited when the provider confirms the payment through its signed webhook.',
    tags: ['payments'],
    query: paymentLanguageQuerySchema,
    body: depositBodySchema,
    response: paymentStartedResponseSchema,
    errors: ['PAYMENT_PROVIDER_UNAVAILABLE', 'RESPONSIBLE_GAMING_LIMIT'],
    requires: { session: 'user', idempotencyKey: true, noStore: true },
  },
  withdraw: {
    method: 'POST',
    path: '/web-api/payments/withdraw',
    summary: 'Requests a withdrawal: the amount is held at once until the operator approves or rejects it',
    description: 'A requested withdrawal cannot be cancelled by the player (UKGC RTS 14B).',
    tags: ['payments'],
    query: paymentLanguageQuerySchema,
    body: withdrawBodySchema,
    response: paymentStartedResponseSchema,
    errors: ['INSUFFICIENT_FUNDS'],
    requires: { session: 'user', idempotencyKey: true, noStore: true },
  },
  getPayment: {
    method: 'GET',
    path: '/web-api/payments/payment/:paymentId',
    summary: "One of the player's payments (the result pages show and poll it)",
    tags: ['payments'],
    params: paymentIdParamsSchema,
    query: paymentLanguageQuerySchema,
    response: paymentRecordSchema,
    errors: ['NOT_FOUND'],
    requires: { session: 'user', noStore: true },
  },
  history: {
    method: 'GET',
    path: '/web-api/payments/history',
    summary: "The player's payments, newest first, by page, filtered by kind and date",
    tags: ['payments'],
    query: paymentHistoryQuerySchema,
    response: paymentHistoryResponseSchema,
    errors: [],
    requires: { session: 'user', noStore: true },
  },
  teamCash: {
    method: 'GET',
    path: '/web-api/payments/team-cash',
    summary: "The player's completed payments as team cash records (seed 000 §3), five a page",
    tags: ['payments'],
    query: teamCashQuerySchema,
    response: teamCashResponseSchema,
    errors: [],
    requires: { session: 'user', noStore: true },
  },
  webhook: {
    method: 'POST',
    path: '/payments-api/webhooks/:provider',
    summary: "A payment provider's event, signed over the raw body",
    description:
      'Header `parlay-signature: t=<unix seconds>,v1=<hex>[,v1=<hex>]`: HMAC-SHA256 of `<t>.<raw body>` with a current secret of the provider; 300 s tolerance. Each event is applied once by its id.',
    tags: ['payments'],
    params: webhookParamsSchema,
    headers: webhookHeadersSchema,
    body: webhookBodySchema,
    response: webhookResponseSchema,
    errors: ['NOT_FOUND', 'WEBHOOK_SIGNATURE_INVALID'],
    requires: { rateLimit: 'none', noStore: true },
  },
});

/**
 * The built-in demo payment provider's hosted page (PAYMENT_DEMO_PROVIDER, on under `npm start`):
 * it stands where a real provider's checkout would, says plainly that no money moves, and tells
 * the site the outcome through the same signed webhook a real provider uses.
 */
export const demoPaymentEndpoints = defineEndpoints('demoPayment', {
  checkoutPage: {
    method: 'GET',
    path: '/payments-api/demo/checkout/:checkoutId',
    summary: 'The demo payment page: confirm, fail, leave pending or cancel',
    tags: ['demo-payment'],
    params: demoCheckoutParamsSchema,
    query: demoCheckoutQuerySchema,
    response: demoCheckoutPageSchema,
    produces: 'html',
    // A payment already decided sends the browser on to its result page.
    answers: { 302: demoCheckoutRedirectSchema, 400: demoCheckoutPageSchema, 404: demoCheckoutPageSchema },
    errors: [],
    requires: { noStore: true },
  },
  answerCheckout: {
    method: 'POST',
    path: '/payments-api/demo/checkout/:checkoutId',
    summary:
      "The demo page's choice: the provider notifies the site, then sends the browser to its onpay page",
    tags: ['demo-payment'],
    params: demoCheckoutParamsSchema,
    consumes: ['urlencoded'],
    body: demoCheckoutFormSchema,
    response: demoCheckoutRedirectSchema,
    produces: 'redirect',
    status: 302,
    answers: { 400: demoCheckoutPageSchema, 404: demoCheckoutPageSchema },
    errors: [],
    requires: { noStore: true },
  },
});
