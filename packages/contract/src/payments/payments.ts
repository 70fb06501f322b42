import { z } from 'zod';
import { currencyCodeSchema, languageCodeSchema } from '../site-config/site-config.ts';
import { accountIdSchema, moneyTextSchema } from '../wallet/wallet.ts';

// Payments: deposits and withdrawals through payment providers, the player's payment history and
// the team cash list (seed 000 §3 "Team cash payment record", §4, §7 "main account payment list").
//
// Amounts travel as decimal strings in major units with at most the currency's decimals ("12.50"
// USD, "1000" JPY), the form the balance answer writes them in and the seed gives amounts in (USD
// 2.5, RUB 150). A JSON number is refused: it is a binary float in transit, and one rule for one
// field is clearer than two. The server reads the text exactly (packages/domain `parseAmount`)
// against the account's currency and answers 400 naming `amount` for a negative, zero, malformed,
// over-precise or too large amount.

/** An amount as the player typed it, in major units of the account's currency ("12.50"). */
export const paymentAmountSchema = z.string().min(1).max(40);

/** A payment method's id (`demo-card`): which provider and which of its ways of paying. */
export const paymentMethodIdSchema = z.string().regex(/^[a-z0-9][a-z0-9-]{0,31}$/, 'a method id');
export type PaymentMethodId = z.infer<typeof paymentMethodIdSchema>;

/** A payment provider's name in webhook URLs (`demo`). */
export const paymentProviderNameSchema = z.string().regex(/^[a-z0-9][a-z0-9-]{0,31}$/, 'a provider name');

export const paymentKinds = ['deposit', 'withdrawal'] as const;
export const paymentKindSchema = z.enum(paymentKinds);
export type PaymentKind = z.infer<typeof paymentKindSchema>;

/**
 * Where a payment is. A deposit: `created` (the player has not finished on the provider's page),
 * `pending` (the provider has not decided), then `success` (credited), `fail` or `cancel`. A
 * withdrawal: `pending` (held, waiting for the operator), `processing` (approved, paid out by the
 * provider), then `success` (paid), `fail` (rejected or refused by the provider; the hold went
 * back). A final status (`success`, `fail`, `cancel`) never changes. The player cannot cancel a
 * withdrawal once requested (UKGC RTS 14B).
 */
export const paymentStatuses = ['created', 'pending', 'processing', 'success', 'fail', 'cancel'] as const;
export const paymentStatusSchema = z.enum(paymentStatuses);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

/**
 * The numeric status of a payment record (seed 000 §3 `status_id`): 2 is a completed payment, the
 * one the team cash list and its modal count.
 */
export const paymentStatusIds = {
  created: 0,
  pending: 1,
  success: 2,
  fail: 3,
  cancel: 4,
  processing: 5,
} as const satisfies Record<PaymentStatus, number>;
export type PaymentStatusId = (typeof paymentStatusIds)[PaymentStatus];

export const paymentIdSchema = z.int().positive().max(Number.MAX_SAFE_INTEGER);

/** One payment of the player, as the history and the result pages show it. */
export const paymentRecordSchema = z.object({
  id: paymentIdSchema,
  kind: paymentKindSchema,
  status: paymentStatusSchema,
  status_id: z.int().min(0),
  accountId: accountIdSchema,
  currency: currencyCodeSchema,
  amount: moneyTextSchema,
  method: paymentMethodIdSchema,
  /** The method's name in the request's language. */
  methodTitle: z.string(),
  /** ISO 8601 instants. */
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
  /** Older than the history's archive age (`paymentArchiveAfterDays`). */
  isArchive: z.boolean(),
});
export type PaymentRecord = z.infer<typeof paymentRecordSchema>;

/** `?lang=`: the language of the pages the answer sends the browser to (the demo page, `onpay/…`). */
export const paymentLanguageQuerySchema = z.strictObject({ lang: languageCodeSchema.optional() });

/** `POST /web-api/payments/deposit`: strict, an unknown field is a 400 naming it. */
export const depositBodySchema = z.strictObject({
  accountId: accountIdSchema,
  amount: paymentAmountSchema,
  method: paymentMethodIdSchema,
});
export type DepositBody = z.infer<typeof depositBodySchema>;

/**
 * What the player gives for a payout: the fields the method lists in `withdrawalFields`, each text
 * (a card number, an e-wallet address). A field the method does not list is refused, naming it.
 */
export const withdrawalDetailsSchema = z.record(
  z.string().regex(/^[a-zA-Z][a-zA-Z0-9_]{0,31}$/),
  z.string().max(128),
);
export type WithdrawalDetails = z.infer<typeof withdrawalDetailsSchema>;

/** `POST /web-api/payments/withdraw`: strict, an unknown field is a 400 naming it. */
export const withdrawBodySchema = z.strictObject({
  accountId: accountIdSchema,
  amount: paymentAmountSchema,
  method: paymentMethodIdSchema,
  details: withdrawalDetailsSchema,
});
export type WithdrawBody = z.infer<typeof withdrawBodySchema>;

/**
 * A deposit or withdrawal accepted: the payment, and where to send the browser — for a deposit the
 * provider's hosted payment page, for a withdrawal the `onpay/withdraw/pending` result page (the
 * hold is placed; the operator decides). Repeating the request with the same `Idempotency-Key`
 * answers the same.
 */
export const paymentStartedResponseSchema = z.object({
  payment: paymentRecordSchema,
  redirectUrl: z.string().min(1),
});
export type PaymentStartedResponse = z.infer<typeof paymentStartedResponseSchema>;

export const paymentIdParamsSchema = z.strictObject({ paymentId: z.coerce.number().pipe(paymentIdSchema) });

/** How many payments one history page holds. */
export const paymentHistoryPageSize = 10;
/** A payment whose last change is older than this many days is in the archive. */
export const paymentArchiveAfterDays = 90;

const booleanQuerySchema = z.enum(['true', 'false']).transform((value) => value === 'true');
const pageNumberSchema = z.coerce.number().int().min(1).max(100_000);

/**
 * `GET /web-api/payments/history` (seed 000 §7 "main account payment list"): newest first, one page
 * of `paymentHistoryPageSize`. `isIncludeArchive=false` leaves out the archive; `kind` and the
 * half-open instant range [`dateFrom`, `dateTo`) of `createdAt` filter (send local midnights with
 * their offset to filter by the player's days).
 */
export const paymentHistoryQuerySchema = z.strictObject({
  isIncludeArchive: booleanQuerySchema.default(false),
  pageNumber: pageNumberSchema.default(1),
  kind: paymentKindSchema.optional(),
  dateFrom: z.iso.datetime({ offset: true }).optional(),
  dateTo: z.iso.datetime({ offset: true }).optional(),
  lang: languageCodeSchema.optional(),
});
export type PaymentHistoryQuery = z.infer<typeof paymentHistoryQuerySchema>;

export const paymentHistoryResponseSchema = z.object({
  data: z.object({ entities: z.array(paymentRecordSchema) }),
  /** Payments matching the filters, on every page. */
  total_count: z.int().nonnegative(),
});
export type PaymentHistoryResponse = z.infer<typeof paymentHistoryResponseSchema>;

// Payment methods.

/** What a withdrawal field holds, for the form's input type and its check. */
export const withdrawalFieldTypes = ['card_number', 'email', 'text'] as const;

export const withdrawalFieldSchema = z.object({
  /** The key in `details`. */
  name: z.string(),
  type: z.enum(withdrawalFieldTypes),
  /** The field's label in the request's language. */
  label: z.string(),
  maxLength: z.int().positive(),
});
export type WithdrawalField = z.infer<typeof withdrawalFieldSchema>;

/** The smallest and largest amount one payment may carry, in the queried currency. */
export const paymentLimitsSchema = z.object({ min: moneyTextSchema, max: moneyTextSchema });

export const paymentMethodSchema = z.object({
  id: paymentMethodIdSchema,
  /** The provider that carries it (`demo`). */
  provider: z.string(),
  /** Name and a line about it, in the request's language; a demo method says it is a demo. */
  title: z.string(),
  description: z.string(),
  /** Whether it moves real money: false for the built-in demo provider. */
  isDemo: z.boolean(),
  /** Limits for deposits and withdrawals; absent when the method does not do that kind. */
  deposit: paymentLimitsSchema.optional(),
  withdrawal: paymentLimitsSchema.optional(),
  /** What a withdrawal asks for (`details`); empty when it does not do withdrawals. */
  withdrawalFields: z.array(withdrawalFieldSchema),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/** `GET /web-api/payments/methods?currency=USD`: the methods that take that currency. */
export const paymentMethodsQuerySchema = z.strictObject({
  currency: currencyCodeSchema,
  lang: languageCodeSchema.optional(),
});
export const paymentMethodsResponseSchema = z.object({ methods: z.array(paymentMethodSchema) });
export type PaymentMethodsResponse = z.infer<typeof paymentMethodsResponseSchema>;

// Team cash (seed 000 §3, §4, §9).

/** Team cash pages hold up to this many completed (status 2) payments (seed 000 §9). */
export const teamCashPageSize = 5;

/**
 * A completed payment as the team cash list shows it (seed 000 §3): `summ` the amount,
 * `timestamp` its last change in Unix seconds, `date_payment` when it was made (ISO 8601),
 * `message` a key of the status's text, `translate_message` and `status_title` that text and the
 * status's name in the request's language, `skks_hash` the SHA-256 receipt of the payment (id,
 * kind, account, amount, currency, provider's reference, completion time), `money_deposit_id` the
 * account the money went to or came from.
 */
export const teamCashPaymentRecordSchema = z.object({
  id: paymentIdSchema,
  status_id: z.int().min(0),
  message: z.string(),
  translate_message: z.string(),
  skks_hash: z.string().regex(/^[0-9a-f]{64}$/),
  timestamp: z.int().nonnegative(),
  date_payment: z.iso.datetime({ offset: true }),
  status_title: z.string(),
  summ: moneyTextSchema,
  money_deposit_id: accountIdSchema,
});
export type TeamCashPaymentRecord = z.infer<typeof teamCashPaymentRecordSchema>;

export const teamCashQuerySchema = z.strictObject({
  pageNumber: pageNumberSchema.default(1),
  lang: languageCodeSchema.optional(),
});

/**
 * `GET /web-api/payments/team-cash`: the player's completed payments (status 2), newest first,
 * `teamCashPageSize` a page; `total_count` counts them all — what the once-only modal's rule
 * (packages/domain `teamCashModalDecision`) reads.
 */
export const teamCashResponseSchema = z.object({
  data: z.object({ entities: z.array(teamCashPaymentRecordSchema) }),
  total_count: z.int().nonnegative(),
});
export type TeamCashResponse = z.infer<typeof teamCashResponseSchema>;

// Webhooks and the demo provider.

/**
 * The header a provider signs a webhook with: `t=<unix seconds>,v1=<hex HMAC-SHA256 of
 * "<t>.<raw body>">`, with one `v1` per secret in use while a secret is rotated.
 */
export const webhookSignatureHeader = 'parlay-signature';

/** A webhook body: the provider's own JSON, checked against its signature before it is read. */
export const webhookBodySchema = z.record(z.string(), z.unknown());
export const webhookParamsSchema = z.strictObject({ provider: paymentProviderNameSchema });
/** Optional in the schema so a missing signature is answered like a wrong one (WEBHOOK_SIGNATURE_INVALID). */
export const webhookHeadersSchema = z.object({ [webhookSignatureHeader]: z.string().max(2048).optional() });
export const webhookResponseSchema = z.object({ received: z.literal(true) });

/** What the player chooses on the demo payment page. */
export const demoCheckoutOutcomes = ['confirm', 'fail', 'pending', 'cancel'] as const;
export const demoCheckoutParamsSchema = z.strictObject({
  checkoutId: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/),
});
export const demoCheckoutQuerySchema = z.strictObject({ lang: languageCodeSchema.optional() });
export const demoCheckoutFormSchema = z.strictObject({
  outcome: z.enum(demoCheckoutOutcomes),
  lang: languageCodeSchema.optional(),
});
/** The demo payment page (HTML). */
export const demoCheckoutPageSchema = z.string();
/** Where the demo page sends the browser: the site's `onpay/…` result page. */
export const demoCheckoutRedirectSchema = z.string();
