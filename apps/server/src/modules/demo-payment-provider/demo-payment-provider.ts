import { webhookSignatureHeader } from '@parlay/contract';
import { currencyCodes, isCurrencyCode, moneyFromMinor } from '@parlay/domain';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { randomToken } from '../../security/crypto.ts';
import { webhookSignatureProblem } from '../../security/webhook-signature.ts';
import type {
  PaymentMethodDefinition,
  PaymentProvider,
  ProviderOutcome,
  ProviderPaymentState,
  ReadWebhook,
} from '../payments/index.ts';
import type { DemoPaymentRow, DemoProviderRepository } from './demo-provider-repository.ts';
import { demoText } from './page-texts.ts';

export const demoProviderName = 'demo';

/** The path of a checkout page (the browser's) and of the form it posts. */
export const checkoutPath = (checkoutId: string) => `/payments-api/demo/checkout/${checkoutId}`;

/** The card number whose payouts the demo declines (the test card payment companies use for a decline). */
export const declinedPayoutCard = '4000000000000002';

/** What the player may choose on the page, and the status each gives the payment. */
export type CheckoutChoice = 'confirm' | 'fail' | 'pending' | 'cancel';
const statusOfChoice: Record<CheckoutChoice, ProviderOutcome> = {
  confirm: 'success',
  fail: 'fail',
  pending: 'pending',
  cancel: 'cancel',
};

/** Event types the demo sends, by what happened (docs/payments-api.md "Webhooks"). */
const paymentEventTypes: Record<ProviderOutcome, string> = {
  success: 'payment.succeeded',
  fail: 'payment.failed',
  pending: 'payment.pending',
  cancel: 'payment.canceled',
};
const payoutEventTypes: Record<'success' | 'fail', string> = {
  success: 'payout.paid',
  fail: 'payout.failed',
};
const outcomeOfType = new Map<string, { subject: 'payment' | 'payout'; outcome: ProviderOutcome }>([
  ...Object.entries(paymentEventTypes).map(
    ([outcome, type]) =>
      [type, { subject: 'payment' as const, outcome: outcome as ProviderOutcome }] as const,
  ),
  ...Object.entries(payoutEventTypes).map(
    ([outcome, type]) => [type, { subject: 'payout' as const, outcome: outcome as ProviderOutcome }] as const,
  ),
]);

const eventSchema = z.object({
  id: z.string().min(1).max(64),
  type: z.string().min(1).max(64),
  created: z.int().nonnegative(),
  data: z.unknown(),
});
const eventDataSchema = z.object({
  reference: z.string().min(1).max(64),
  merchantPaymentId: z.int().positive(),
  amount: z.string().regex(/^\d{1,19}$/),
  currency: z.string().refine(isCurrencyCode),
});

const methods: readonly PaymentMethodDefinition[] = [
  {
    id: 'demo-card',
    deposit: true,
    withdrawal: true,
    currencies: currencyCodes,
    withdrawalFields: [{ name: 'cardNumber', type: 'card_number', maxLength: 23 }],
    isDemo: true,
    texts(language) {
      const t = demoText(language);
      return {
        title: t('methodCardTitle'),
        description: t('methodCardDescription'),
        fieldLabels: { cardNumber: t('fieldCardNumber') },
      };
    },
  },
  {
    id: 'demo-wallet',
    deposit: true,
    withdrawal: true,
    // Like a real e-wallet, it keeps balances in a few currencies only.
    currencies: ['USD', 'EUR', 'GBP', 'RUB', 'KZT', 'UAH', 'AZN', 'TRY', 'BRL', 'INR', 'USDT'],
    withdrawalFields: [{ name: 'email', type: 'email', maxLength: 128 }],
    isDemo: true,
    texts(language) {
      const t = demoText(language);
      return {
        title: t('methodWalletTitle'),
        description: t('methodWalletDescription'),
        fieldLabels: { email: t('fieldEmail') },
      };
    },
  },
];

export interface DemoPaymentProviderDeps {
  db: Database;
  repository: DemoProviderRepository;
  /** Signs with every one; a webhook signed with any one is the demo's. */
  secrets: readonly string[];
  publicOrigin: () => string;
  now?: () => number;
}

/** The demo provider as the payments module sees it, and what its page needs besides. */
export interface DemoPaymentProvider extends PaymentProvider {
  /** The deposit a checkout page is for; undefined for an unknown page. */
  findCheckout(checkoutId: string): Promise<DemoPaymentRow | undefined>;
  /**
   * Records the player's choice on a checkout page and the webhook that tells the site, in one
   * transaction; answers the payment and the event to deliver (none when nothing changed: a
   * decided payment, or pending chosen again). Undefined for an unknown checkout.
   */
  decide(
    checkoutId: string,
    choice: CheckoutChoice,
  ): Promise<{ payment: DemoPaymentRow; eventId?: string } | undefined>;
}

/**
 * The built-in demo payment provider: a hosted page on the site itself where the player chooses
 * the outcome, signed webhooks to the site (webhook-delivery.ts), status queries, and payouts
 * that succeed at once unless paid to `declinedPayoutCard`. No money moves anywhere.
 */
export function createDemoPaymentProvider(deps: DemoPaymentProviderDeps): DemoPaymentProvider {
  const { db, repository, secrets, now = Date.now } = deps;

  const stateOf = (row: DemoPaymentRow): ProviderPaymentState => ({
    reference: row.reference,
    paymentId: row.merchantPaymentId,
    outcome: row.status === 'open' ? 'pending' : (row.status as ProviderOutcome),
    amount: moneyFromMinor(row.amount, row.currency as (typeof currencyCodes)[number]),
  });

  const eventBody = (eventId: string, type: string, row: DemoPaymentRow): string =>
    JSON.stringify({
      id: eventId,
      type,
      created: Math.floor(now() / 1000),
      data: {
        reference: row.reference,
        merchantPaymentId: row.merchantPaymentId,
        amount: String(row.amount),
        currency: row.currency,
      },
    });

  return {
    name: demoProviderName,
    methods,

    async createPayment(request) {
      const at = new Date(now());
      const row = await repository.insertOrFindPayment({
        id: randomToken(24),
        reference: `demo_pay_${randomToken(12)}`,
        kind: 'payment',
        merchantPaymentId: request.paymentId,
        method: request.method,
        currency: request.amount.currency,
        amount: request.amount.minor,
        status: 'open',
        language: request.language,
        returnUrls: { ...request.returnUrls },
        createdAt: at,
        updatedAt: at,
      });
      return {
        reference: row.reference,
        redirectUrl: `${deps.publicOrigin()}${checkoutPath(row.id)}?lang=${row.language}`,
      };
    },

    webhookProblem(rawBody, headers, nowMs) {
      const header = headers[webhookSignatureHeader];
      return webhookSignatureProblem(
        secrets,
        typeof header === 'string' ? header : undefined,
        rawBody,
        nowMs,
      );
    },

    readWebhook(body): ReadWebhook | undefined {
      const event = eventSchema.safeParse(body);
      if (!event.success) return undefined;
      const known = outcomeOfType.get(event.data.type);
      const read = { eventId: event.data.id, eventType: event.data.type };
      if (known === undefined) return { ...read, subject: undefined, state: undefined };
      const data = eventDataSchema.safeParse(event.data.data);
      if (!data.success || !isCurrencyCode(data.data.currency)) return undefined;
      return {
        ...read,
        subject: known.subject,
        state: {
          reference: data.data.reference,
          paymentId: data.data.merchantPaymentId,
          outcome: known.outcome,
          amount: moneyFromMinor(data.data.amount, data.data.currency),
        },
      };
    },

    async queryStatus(reference) {
      const row = await repository.findByReference(reference);
      return row === undefined ? undefined : stateOf(row);
    },

    async payout(request) {
      const outcome = request.details.cardNumber === declinedPayoutCard ? 'fail' : 'success';
      const at = new Date(now());
      const row = await repository.insertOrFindPayment({
        id: randomToken(24),
        reference: `demo_out_${randomToken(12)}`,
        kind: 'payout',
        merchantPaymentId: request.paymentId,
        method: request.method,
        currency: request.amount.currency,
        amount: request.amount.minor,
        status: outcome,
        language: 'en',
        returnUrls: {},
        createdAt: at,
        updatedAt: at,
      });
      // Like a real provider, it also tells the outcome by webhook (the site then finds it settled).
      const status = row.status as 'success' | 'fail';
      const eventId = `evt_${row.reference}_${status}`;
      await repository.insertWebhook({
        eventId,
        body: eventBody(eventId, payoutEventTypes[status], row),
        createdAt: at,
      });
      return { reference: row.reference, outcome: status };
    },

    async findCheckout(checkoutId) {
      const row = await repository.findPayment(checkoutId);
      return row?.kind === 'payment' ? row : undefined;
    },

    decide(checkoutId, choice) {
      return db.transaction(async (transaction) => {
        const row = await repository.lockPayment(checkoutId, transaction);
        if (row === undefined || row.kind !== 'payment') return undefined;
        const status = statusOfChoice[choice];
        if (row.status !== 'open' && row.status !== 'pending') return { payment: row };
        if (row.status === status) return { payment: row };
        const at = new Date(now());
        await repository.setStatus(row.id, status, at, transaction);
        const payment = { ...row, status, updatedAt: at };
        const eventId = `evt_${randomToken(16)}`;
        await repository.insertWebhook(
          { eventId, body: eventBody(eventId, paymentEventTypes[status], payment), createdAt: at },
          transaction,
        );
        return { payment, eventId };
      });
    },
  };
}
