import {
  type DepositBody,
  type ErrorCode,
  errorCodes,
  type PaymentKind,
  type WithdrawBody,
} from '@parlay/contract';
import { routeHref } from '@parlay/contract/route-href';
import { accountIdFrom, type CurrencyCode, type Money, moneyFromMinor, type UserId } from '@parlay/domain';
import type { Database, Transaction } from '../../db/database.ts';
import type { Emit, EventBus } from '../../events/event-bus.ts';
import { HttpError, validationError } from '../../http/http-error.ts';
import { requestHash } from '../../security/crypto.ts';
import { isWalletRefusal, type TransferId, type WalletService } from '../wallet/index.ts';
import { checkedAccount, checkedAmount, checkedDetails, checkedMethod } from './payment-checks.ts';
import { type ProviderOutcome, ProviderUnavailableError } from './payment-provider.ts';
import type { PaymentRow, PaymentsRepository } from './payments-repository.ts';
import type { ProviderRegistry } from './provider-registry.ts';
import type { StoredRefusal } from './schema.ts';

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
  const { repository, events, wallet, providers, now = Date.now } = deps;

  const resultUrl = (language: string, kind: PaymentKind, result: ProviderOutcome, paymentId: number) =>
    `${routeHref(kind === 'deposit' ? `onpay-${result}` : `onpay-withdraw-${result}`, language)}?paymentId=${paymentId}`;

  /**
   * Runs `work` once per key. Checks that read (`check`) run before the transaction; their refusal
   * is stored like one from `work`. `work` runs in a savepoint, so a refusal it throws leaves only
   * the key and the refusal behind.
   */
  async function once<Checked>(
    context: RequestContext,
    operation: PaymentKind,
    body: unknown,
    check: () => Promise<Checked>,
    work: (checked: Checked, transaction: Transaction, emit: Emit) => Promise<number>,
  ): Promise<number> {
    const { userId, idempotencyKey: key } = context;
    const hash = requestHash(operation, body);
    const known = await repository.findKey(userId, key);
    if (known !== undefined) return replay(known, hash);
    const claim = () => {
      const at = now();
      return {
        userId,
        key,
        requestHash: hash,
        createdAt: new Date(at),
        expiresAt: new Date(at + requestKeyRetentionMs),
      };
    };
    let checked: Checked;
    try {
      checked = await check();
    } catch (error) {
      if (!isRefusal(error)) throw error;
      await events.transaction(async (transaction) => {
        if (await repository.claimKey(claim(), transaction))
          await repository.recordKeyOutcome(userId, key, { refusal: storedRefusal(error) }, transaction);
      });
      return replay(await foundKey(userId, key), hash);
    }
    await events.transaction(async (transaction, emit) => {
      if (!(await repository.claimKey(claim(), transaction))) return;
      try {
        const paymentId = await transaction.transaction((savepoint) => work(checked, savepoint, emit));
        await repository.recordKeyOutcome(userId, key, { paymentId }, transaction);
      } catch (error) {
        if (!isRefusal(error)) throw error;
        await repository.recordKeyOutcome(userId, key, { refusal: storedRefusal(error) }, transaction);
      }
    });
    // Whoever claimed the key (this request or an identical one at the same moment) recorded it.
    return replay(await foundKey(userId, key), hash);
  }

  async function foundKey(userId: number, key: string) {
    const found = await repository.findKey(userId, key);
    if (found === undefined) throw new Error(`payment request key ${userId}/${key} not recorded`);
    return found;
  }

  function replay(
    known: { requestHash: string; paymentId: number | null; refusal: StoredRefusal | null },
    hash: string,
  ) {
    if (known.requestHash !== hash)
      throw new HttpError({
        status: 409,
        code: errorCodes.IDEMPOTENCY_KEY_REUSED,
        messageKey: 'main_payment_error_idempotency_key_reused',
        fields: { 'idempotency-key': 'main_payment_error_idempotency_key_reused' },
      });
    if (known.refusal !== null) throw refusalError(known.refusal);
    if (known.paymentId === null) throw new Error('a payment request key with no outcome');
    return known.paymentId;
  }

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

/** A refusal worth keeping under the key: a 4xx the player's request earned (not a 409 of the key itself). */
function isRefusal(error: unknown): error is HttpError {
  return (
    error instanceof HttpError && error.statusCode < 500 && error.code !== errorCodes.IDEMPOTENCY_KEY_REUSED
  );
}

function storedRefusal(error: HttpError): StoredRefusal {
  return {
    status: error.statusCode,
    code: error.code,
    messageKey: error.messageKey,
    ...(error.fields === undefined ? {} : { fields: error.fields }),
  };
}

function refusalError(refusal: StoredRefusal): HttpError {
  return new HttpError({
    status: refusal.status,
    code: refusal.code as ErrorCode,
    messageKey: refusal.messageKey,
    ...(refusal.fields === undefined ? {} : { fields: refusal.fields }),
  });
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
