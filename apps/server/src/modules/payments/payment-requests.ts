import { type DepositBody, errorCodes, type PaymentKind, type WithdrawBody } from '@parlay/contract';
import { routeHref } from '@parlay/contract/route-href';
import { accountIdFrom, type CurrencyCode, type Money, moneyFromMinor, type UserId } from '@parlay/domain';
import type { Database, Transaction } from '../../db/database.ts';
import type { Emit, EventBus } from '../../events/event-bus.ts';
import { HttpError, validationError } from '../../http/http-error.ts';
import { createRequestOnce } from '../../http/request-once.ts';
import type { LimitPolicy } from '../limits/index.ts';
import { isWalletRefusal, type TransferId, type WalletService } from '../wallet/index.ts';
import { checkedAccount, checkedAmount, checkedDetails, checkedMethod } from './payment-checks.ts';
import { type ProviderOutcome, ProviderUnavailableError } from './payment-provider.ts';
import type { PaymentRow, PaymentsRepository } from './payments-repository.ts';
import type { ProviderRegistry } from './provider-registry.ts';

/** How long a request's key and first answer are kept: at least the 24 h a client may retry in. */
export const requestKeyRetentionMs = 48 * 60 * 60_000;
/**
 * How long a withdrawal's hold lasts before the wallet gives the money back by itself, should the
 * operator never decide: long enough for any review.
 */
export const withdrawalHoldMs = 30 * 24 * 60 * 60_000;

export interface PaymentRequestsDeps {
  db: Database;
  repository: PaymentsRepository;
  events: Pick<EventBus, 'transaction'>;
  wallet: Pick<WalletService, 'findAccount' | 'holdWithdrawal'>;
  /** The responsible-gaming limits: a deposit request is checked against them in its transaction. */
  limits: Pick<LimitPolicy, 'assertAllowed'>;
  providers: ProviderRegistry;
  /** The site's origin, for the absolute return URLs a provider's page sends the browser to. */
  publicOrigin: () => string;
  /** Logs a provider that could not start a payment. */
  log: { warn(details: object, message: string): void };
  now?: () => number;
}

/** Who asks, with which key, and the language of the pages they are sent to. */
export interface RequestContext {
  userId: UserId;
  idempotencyKey: string;
  language: string;
}

/**
 * The player's deposit and withdrawal requests, each once per `Idempotency-Key`: the same key
 * with the same request answers the first answer again (a refusal included, so a retry never
 * turns a refused request into an accepted one); with another request, 409.
 */
export function createPaymentRequests(deps: PaymentRequestsDeps) {
  const { repository, events, wallet, limits, providers, now = Date.now } = deps;

  const resultUrl = (language: string, kind: PaymentKind, result: ProviderOutcome, paymentId: number) =>
    `${routeHref(kind === 'deposit' ? `onpay-${result}` : `onpay-withdraw-${result}`, language)}?paymentId=${paymentId}`;

  /** Each request once per key (apps/server/src/http/request-once.ts): the key's answer is the payment. */
  const once = createRequestOnce<number>({
    store: {
      async find(userId, key) {
        const row = await repository.findKey(userId, key);
        return row && { requestHash: row.requestHash, outcome: row.paymentId, refusal: row.refusal };
      },
      claim: (claim, transaction) => repository.claimKey(claim, transaction),
      record: (userId, key, result, transaction) =>
        repository.recordKeyOutcome(
          userId,
          key,
          'outcome' in result ? { paymentId: result.outcome } : { refusal: result.refusal },
          transaction,
        ),
    },
    events,
    now,
    retentionMs: requestKeyRetentionMs,
    reusedMessageKey: 'main_payment_error_idempotency_key_reused',
  });

  /**
   * A deposit's answer: its provider page. A payment whose page was never made (the provider was
   * down, or the server stopped in between) asks the provider now — idempotent on the payment's
   * id; a provider that cannot be reached fails the payment, and the same key keeps answering so.
   */
  async function startedDeposit(paymentId: number): Promise<{ row: PaymentRow; redirectUrl: string }> {
    const row = await repository.findPayment(paymentId);
    if (row === undefined) throw new Error(`payment ${paymentId} not found`);
    if (row.checkoutUrl !== null) return { row, redirectUrl: row.checkoutUrl };
    if (row.status !== 'created') throw providerUnavailable();
    const registered = providers.provider(row.provider);
    try {
      if (registered === undefined) throw new ProviderUnavailableError(row.provider);
      const origin = deps.publicOrigin();
      const returnUrls = Object.fromEntries(
        (['success', 'fail', 'pending', 'cancel'] as const).map((result) => [
          result,
          `${origin}${resultUrl(row.language, 'deposit', result, row.id)}`,
        ]),
      ) as Record<ProviderOutcome, string>;
      const created = await registered.createPayment({
        paymentId: row.id,
        amount: moneyOf(row),
        method: row.method,
        language: row.language,
        returnUrls,
      });
      const updated = await repository.updatePayment(row.id, {
        providerReference: created.reference,
        checkoutUrl: created.redirectUrl,
        updatedAt: new Date(now()),
      });
      return { row: updated, redirectUrl: created.redirectUrl };
    } catch (error) {
      if (!(error instanceof ProviderUnavailableError)) throw error;
      deps.log.warn({ err: error, payment: row.id }, 'payment provider could not start a deposit');
      const at = new Date(now());
      await repository.updatePayment(row.id, {
        status: 'fail',
        failureReason: 'provider_unavailable',
        updatedAt: at,
        completedAt: at,
      });
      throw providerUnavailable();
    }
  }

  return {
    /** Starts a deposit: the payment, and the provider's page to send the browser to. Moves no money. */
    async deposit(
      context: RequestContext,
      body: DepositBody,
    ): Promise<{ row: PaymentRow; redirectUrl: string }> {
      const paymentId = await once(
        context,
        'deposit',
        body,
        async () => {
          const account = checkedAccount(
            await wallet.findAccount(context.userId, accountIdFrom(body.accountId)),
          );
          const { provider } = checkedMethod(providers, body.method, 'deposit', account.currency);
          return { account, provider, amount: checkedAmount(body.amount, account.currency) };
        },
        async ({ account, provider, amount }, transaction) => {
          const at = new Date(now());
          // Refused before the player pays: the requests still open count as deposited, since a
          // provider's credit cannot be refused once the money is paid (README.md "Limits").
          await limits.assertAllowed(transaction, {
            userId: context.userId,
            currency: account.currency,
            movement: 'deposit',
            amount: amount.minor,
            at: at.getTime(),
            inFlightSince: (since) =>
              repository.sumOpenDeposits(context.userId, account.currency, since, transaction),
          });
          const row = await repository.insertPayment(
            {
              userId: context.userId,
              accountId: account.id,
              kind: 'deposit',
              status: 'created',
              currency: account.currency,
              amount: amount.minor,
              method: body.method,
              provider: provider.name,
              language: context.language,
              createdAt: at,
              updatedAt: at,
            },
            transaction,
          );
          return row.id;
        },
      );
      return startedDeposit(paymentId);
    },

    /**
     * Requests a withdrawal: the amount is held at once (the wallet's pending transfer) in the same
     * transaction as the payment, until the operator approves or rejects it.
     */
    async withdraw(
      context: RequestContext,
      body: WithdrawBody,
    ): Promise<{ row: PaymentRow; redirectUrl: string }> {
      const paymentId = await once(
        context,
        'withdrawal',
        body,
        async () => {
          const account = checkedAccount(
            await wallet.findAccount(context.userId, accountIdFrom(body.accountId)),
          );
          const { provider, method } = checkedMethod(providers, body.method, 'withdrawal', account.currency);
          const amount = checkedAmount(body.amount, account.currency);
          return {
            account,
            provider,
            amount,
            details: checkedDetails(body.details, method.withdrawalFields),
          };
        },
        async ({ account, provider, amount, details }, transaction, emit) => {
          const at = new Date(now());
          const row = await repository.insertPayment(
            {
              userId: context.userId,
              accountId: account.id,
              kind: 'withdrawal',
              status: 'pending',
              currency: account.currency,
              amount: amount.minor,
              method: body.method,
              provider: provider.name,
              details,
              language: context.language,
              createdAt: at,
              updatedAt: at,
            },
            transaction,
          );
          const hold = await holdWithdrawal(row, amount, provider.name, transaction, emit);
          await repository.updatePayment(row.id, { holdTransferId: Number(hold) }, transaction);
          return row.id;
        },
      );
      const row = await repository.findPayment(paymentId);
      if (row === undefined) throw new Error(`payment ${paymentId} not found`);
      return { row, redirectUrl: resultUrl(row.language, 'withdrawal', 'pending', row.id) };
    },
  };

  async function holdWithdrawal(
    row: PaymentRow,
    amount: Money,
    provider: string,
    transaction: Transaction,
    emit: Emit,
  ): Promise<TransferId> {
    try {
      const receipt = await wallet.holdWithdrawal(
        {
          accountId: accountIdFrom(row.accountId),
          amount,
          provider,
          timeoutMs: withdrawalHoldMs,
          idempotency: { scope: 'payments.withdrawal', key: String(row.id) },
          reference: `payment:${row.id}`,
        },
        { transaction, emit },
      );
      return receipt.transferId;
    } catch (error) {
      if (!isWalletRefusal(error)) throw error;
      throw paymentRefusalOf(error.reason) ?? error;
    }
  }
}

export type PaymentRequests = ReturnType<typeof createPaymentRequests>;

function moneyOf(row: PaymentRow): Money {
  return moneyFromMinor(row.amount, row.currency as CurrencyCode);
}

function providerUnavailable(): HttpError {
  return new HttpError({
    status: 503,
    code: errorCodes.PAYMENT_PROVIDER_UNAVAILABLE,
    messageKey: 'main_payment_error_provider_unavailable',
  });
}

/** The wallet's refusal of a hold in the request's fields and the shell's keys (the rest cannot happen here). */
function paymentRefusalOf(reason: string): HttpError | undefined {
  if (reason === 'insufficient_funds')
    return new HttpError({
      status: 400,
      code: errorCodes.INSUFFICIENT_FUNDS,
      messageKey: 'main_payment_error_insufficient_funds',
      fields: { amount: 'main_payment_error_insufficient_funds' },
    });
  if (reason === 'account_unknown' || reason === 'account_closed')
    return validationError({ accountId: 'main_payment_error_account_unknown' });
  return undefined;
}
