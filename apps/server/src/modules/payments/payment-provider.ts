import type { CurrencyCode, Money } from '@parlay/domain';

/**
 * What the payments module needs of a payment provider (a card acquirer, an e-wallet, the built-in
 * demo): start a payment on its hosted page, prove and read its webhooks, answer a payment's
 * status, pay out. A provider registers itself with `app.payments.registerProvider`; payments
 * knows it only through this.
 */
export interface PaymentProvider {
  /** Its name in webhook URLs and on payments (`demo`). */
  readonly name: string;
  readonly methods: readonly PaymentMethodDefinition[];
  /**
   * Starts a deposit on the provider's hosted page. Idempotent by `paymentId`: asked again for the
   * same payment (a retry after a crash), it answers the same payment.
   */
  createPayment(request: ProviderPaymentRequest): Promise<CreatedProviderPayment>;
  /**
   * Whether a webhook is the provider's: its signature over the raw body, within the tolerance.
   * Answers undefined when it is, else why not (for the log only).
   */
  webhookProblem(rawBody: string, headers: WebhookHeaders, nowMs: number): string | undefined;
  /** Reads a verified webhook body: its event id and type, and what it says (undefined: a type payments does not act on). */
  readWebhook(body: Record<string, unknown>): ReadWebhook | undefined;
  /** The provider's word on a payment now (reconciliation of a payment whose webhook never came). */
  queryStatus(reference: string): Promise<ProviderPaymentState | undefined>;
  /** Pays a withdrawal out. Idempotent by `paymentId`. */
  payout(request: ProviderPayoutRequest): Promise<ProviderPayoutResult>;
}

export type WebhookHeaders = Readonly<Record<string, string | string[] | undefined>>;

/** A field a withdrawal by the method asks for (`details[name]`). */
export interface WithdrawalFieldDefinition {
  readonly name: string;
  readonly type: 'card_number' | 'email' | 'text';
  readonly maxLength: number;
}

/** One way of paying the provider offers. */
export interface PaymentMethodDefinition {
  /** Unique among every provider's methods (`demo-card`). */
  readonly id: string;
  readonly deposit: boolean;
  readonly withdrawal: boolean;
  /** The currencies it takes. */
  readonly currencies: readonly CurrencyCode[];
  readonly withdrawalFields: readonly WithdrawalFieldDefinition[];
  /** True when no real money moves (the demo). */
  readonly isDemo: boolean;
  /** Its name, a line about it and its fields' labels in a language (English for one it lacks). */
  texts(language: string): PaymentMethodTexts;
}

export interface PaymentMethodTexts {
  title: string;
  description: string;
  fieldLabels: Readonly<Record<string, string>>;
}

export type ProviderOutcome = 'success' | 'fail' | 'pending' | 'cancel';

export interface ProviderPaymentRequest {
  /** Our payment's id: the provider echoes it in its events (merchant reference). */
  paymentId: number;
  amount: Money;
  method: string;
  language: string;
  /** Where the hosted page sends the browser after each outcome (the site's `onpay` pages). */
  returnUrls: Readonly<Record<ProviderOutcome, string>>;
}

export interface CreatedProviderPayment {
  /** The provider's id of the payment. */
  reference: string;
  /** Its hosted page: where the browser goes. */
  redirectUrl: string;
}

/** What the provider says of a payment or payout. */
export interface ProviderPaymentState {
  reference: string;
  /** Our payment's id as the provider has it. */
  paymentId: number;
  outcome: ProviderOutcome;
  amount: Money;
}

/** A verified webhook read: the event's id (dedup) and type, and the state it reports if payments acts on it. */
export interface ReadWebhook {
  eventId: string;
  eventType: string;
  /** Deposits (`payment`) and withdrawals (`payout`); undefined for an event type payments ignores. */
  subject: 'payment' | 'payout' | undefined;
  state: ProviderPaymentState | undefined;
}

export interface ProviderPayoutRequest {
  paymentId: number;
  amount: Money;
  method: string;
  details: Readonly<Record<string, string>>;
}

export interface ProviderPayoutResult {
  reference: string;
  /** `pending`: the provider tells the outcome later by webhook. */
  outcome: 'success' | 'fail' | 'pending';
}

/** A provider could not be reached or refused to act: nothing changed on its side. */
export class ProviderUnavailableError extends Error {
  constructor(provider: string, cause?: unknown) {
    super(`payment provider ${provider} unavailable`, { cause });
    this.name = 'ProviderUnavailableError';
  }
}
