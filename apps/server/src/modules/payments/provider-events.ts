import { errorCodes, type PaymentKind, type PaymentStatus } from '@parlay/contract';
import {
  accountIdFrom,
  type CurrencyCode,
  canMovePaymentStatus,
  isFinalPaymentStatus,
  type PaymentStatusName,
} from '@parlay/domain';
import type { Transaction } from '../../db/database.ts';
import type { EventBus } from '../../events/event-bus.ts';
import { HttpError, validationError } from '../../http/http-error.ts';
import { isWalletRefusal, type TransferId, type WalletService, type Within } from '../wallet/index.ts';
import type {
  ProviderOutcome,
  ProviderPaymentState,
  ReadWebhook,
  WebhookHeaders,
} from './payment-provider.ts';
import type { PaymentRow, PaymentsRepository } from './payments-repository.ts';
import type { ProviderRegistry } from './provider-registry.ts';

/** What applying an event did (stored on the event; the log says more). */
export type EventOutcome =
  | 'applied'
  | 'ignored_status'
  | 'unknown_payment'
  | 'mismatch'
  | 'unknown_type'
  | 'unreadable'
  | `refused_${string}`;

export interface ProviderEventsDeps {
  repository: PaymentsRepository;
  events: Pick<EventBus, 'transaction'>;
  wallet: Pick<WalletService, 'deposit' | 'post' | 'void'>;
  providers: ProviderRegistry;
  log: {
    warn(details: object, message: string): void;
    error(details: object, message: string): void;
  };
  now?: () => number;
}

const statusOfOutcome: Record<ProviderOutcome, PaymentStatusName> = {
  success: 'success',
  fail: 'fail',
  pending: 'pending',
  cancel: 'cancel',
};

/**
 * Provider events: received by webhook (verified, stored once by the provider's event id,
 * acknowledged) and applied after that commit, each exactly once whatever the deliveries — a
 * repeat finds its row, a late or out-of-order status is not a move of the payment's status
 * (packages/domain `canMovePaymentStatus`), money moves under idempotency keys derived from the
 * provider's payment id.
 */
export function createProviderEvents(deps: ProviderEventsDeps) {
  const { repository, events, wallet, providers, log, now = Date.now } = deps;

  /** Settles a payment a provider state moves to a final status: credits, posts or voids. */
  async function settle(
    payment: PaymentRow,
    state: ProviderPaymentState,
    target: PaymentStatusName,
    within: Within,
  ): Promise<TransferId | undefined> {
    const amount = state.amount;
    if (payment.kind === 'deposit') {
      if (target !== 'success') return undefined;
      const receipt = await wallet.deposit(
        {
          accountId: accountIdFrom(payment.accountId),
          amount,
          provider: payment.provider,
          idempotency: { scope: 'payments.deposit', key: `${payment.provider}:${state.reference}` },
          reference: `payment:${payment.id}`,
        },
        within,
      );
      return receipt.transferId;
    }
    if (payment.holdTransferId === null) throw new Error(`withdrawal ${payment.id} has no hold`);
    const settlement = {
      pendingId: String(payment.holdTransferId) as TransferId,
      // One key for either outcome: a hold is posted or voided, never both.
      idempotency: { scope: 'payments.withdrawal.settle', key: String(payment.id) },
      reference: `payment:${payment.id}`,
    };
    const receipt =
      target === 'success' ? await wallet.post(settlement, within) : await wallet.void(settlement, within);
    return receipt.transferId;
  }

  /** Applies what a provider says of a payment, in `within`. */
  async function applyState(provider: string, read: ReadWebhook, within: Within): Promise<EventOutcome> {
    const { state, subject } = read;
    if (state === undefined || subject === undefined) return 'unknown_type';
    const payment = await repository.lockPayment(state.paymentId, within.transaction);
    const kind: PaymentKind = subject === 'payment' ? 'deposit' : 'withdrawal';
    const sameReference =
      payment?.providerReference === null || payment?.providerReference === state.reference;
    if (payment === undefined || payment.provider !== provider || payment.kind !== kind || !sameReference)
      return 'unknown_payment';
    if (payment.currency !== state.amount.currency || payment.amount !== state.amount.minor) {
      log.error(
        { payment: payment.id, provider, reference: state.reference },
        'a provider reports another amount or currency than the payment: left for the operator',
      );
      return 'mismatch';
    }
    // A payout's cancel is a failure to pay: the hold goes back.
    const target =
      kind === 'withdrawal' && state.outcome === 'cancel' ? 'fail' : statusOfOutcome[state.outcome];
    if (!canMovePaymentStatus(kind, payment.status as PaymentStatusName, target)) {
      if (
        isFinalPaymentStatus(payment.status as PaymentStatusName) &&
        isFinalPaymentStatus(target) &&
        payment.status !== target
      )
        log.error(
          { payment: payment.id, status: payment.status, reported: target },
          'a provider contradicts a final status',
        );
      return 'ignored_status';
    }
    let settlement: TransferId | undefined;
    try {
      settlement = isFinalPaymentStatus(target) ? await settle(payment, state, target, within) : undefined;
    } catch (error) {
      if (!isWalletRefusal(error)) throw error;
      log.error(
        { payment: payment.id, reason: error.reason },
        'the wallet refused to settle a payment: left for the operator',
      );
      return `refused_${error.reason}`;
    }
    const at = new Date(now());
    await repository.updatePayment(
      payment.id,
      {
        status: target as PaymentStatus,
        providerReference: state.reference,
        updatedAt: at,
        ...(isFinalPaymentStatus(target) ? { completedAt: at } : {}),
        ...(settlement === undefined ? {} : { settlementTransferId: Number(settlement) }),
        ...(target === 'fail' ? { failureReason: 'provider_declined' } : {}),
      },
      within.transaction,
    );
    if (kind === 'deposit' && target === 'success') {
      const credited = await repository.countPayments(
        { userId: payment.userId, kind: 'deposit', statuses: ['success'] },
        within.transaction,
      );
      await within.emit({
        type: 'payment.deposit_credited',
        userId: payment.userId,
        accountId: payment.accountId,
        paymentId: payment.id,
        currency: payment.currency as CurrencyCode,
        amount: String(payment.amount),
        firstDeposit: credited === 1,
      });
    }
    return 'applied';
  }

  return {
    /**
     * A webhook: verified against the raw body (400 WEBHOOK_SIGNATURE_INVALID, nothing stored),
     * read, and stored by its event id — a repeat delivery is acknowledged and changes nothing.
     * Applying it follows the commit (`payment.provider_event_received`).
     */
    async receive(
      providerName: string,
      rawBody: string,
      headers: WebhookHeaders,
      body: Record<string, unknown>,
    ) {
      const provider = providers.provider(providerName);
      if (provider === undefined)
        throw new HttpError({ status: 404, code: errorCodes.NOT_FOUND, messageKey: 'main_not_found' });
      const problem = provider.webhookProblem(rawBody, headers, now());
      if (problem !== undefined) {
        log.warn({ provider: providerName, problem }, 'webhook refused');
        throw new HttpError({
          status: 400,
          code: errorCodes.WEBHOOK_SIGNATURE_INVALID,
          messageKey: 'main_payment_error_webhook_signature',
        });
      }
      const read = provider.readWebhook(body);
      if (read === undefined) throw validationError({ body: 'main_payment_error_webhook_unreadable' });
      await events.transaction(async (transaction, emit) => {
        const stored = await repository.insertEvent(
          {
            provider: providerName,
            eventId: read.eventId,
            eventType: read.eventType,
            body,
            receivedAt: new Date(now()),
          },
          transaction,
        );
        if (stored)
          await emit({
            type: 'payment.provider_event_received',
            provider: providerName,
            eventId: read.eventId,
          });
      });
    },

    /**
     * Applies a stored event once: locked, or skipped when another instance holds it or it was
     * applied. In `within` (a scheduled job's transaction) or a transaction of its own.
     */
    async apply(providerName: string, eventId: string, within?: Within): Promise<EventOutcome | undefined> {
      const work = async (transaction: Transaction, emit: Within['emit']) => {
        const row = await repository.lockUnprocessedEvent(providerName, eventId, transaction);
        if (row === undefined) return undefined;
        const read = providers.provider(providerName)?.readWebhook(row.body);
        const outcome: EventOutcome =
          read === undefined ? 'unreadable' : await applyState(providerName, read, { transaction, emit });
        await repository.markEventProcessed(providerName, eventId, outcome, new Date(now()), transaction);
        return outcome;
      };
      return within === undefined ? events.transaction(work) : work(within.transaction, within.emit);
    },

    /**
     * Asks the providers about deposits whose news has not come for `quietMs` (a webhook lost for
     * good) and applies what they say, as a webhook would; answers how many changed.
     */
    async reconcile(quietMs: number): Promise<number> {
      const stale = await repository.listStaleDeposits(new Date(now() - quietMs), 50);
      let changed = 0;
      for (const payment of stale) {
        const provider = providers.provider(payment.provider);
        if (provider === undefined || payment.providerReference === null) continue;
        const state = await provider.queryStatus(payment.providerReference);
        if (state === undefined || state.paymentId !== payment.id) continue;
        const outcome = await events.transaction((transaction, emit) =>
          applyState(
            payment.provider,
            { eventId: `query:${state.reference}`, eventType: 'status', subject: 'payment', state },
            { transaction, emit },
          ),
        );
        if (outcome === 'applied') changed += 1;
      }
      return changed;
    },
  };
}

export type ProviderEvents = ReturnType<typeof createProviderEvents>;
