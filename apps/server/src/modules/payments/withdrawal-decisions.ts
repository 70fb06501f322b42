import { type CurrencyCode, moneyFromMinor } from '@parlay/domain';
import type { EventBus } from '../../events/event-bus.ts';
import { isWalletRefusal, type TransferId, type WalletService, type Within } from '../wallet/index.ts';
import { ProviderUnavailableError } from './payment-provider.ts';
import type { PaymentRow, PaymentsRepository } from './payments-repository.ts';
import type { ProviderRegistry } from './provider-registry.ts';

/** Why the operator's command did nothing (the command line prints it). */
export class WithdrawalDecisionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WithdrawalDecisionError';
  }
}

export interface WithdrawalDecisionsDeps {
  repository: PaymentsRepository;
  events: Pick<EventBus, 'transaction'>;
  wallet: Pick<WalletService, 'post' | 'void'>;
  providers: ProviderRegistry;
  now?: () => number;
}

/**
 * The operator's decisions on requested withdrawals. Approving sends the payout to the provider
 * (the payment is `processing` meanwhile) and posts the hold once the provider has paid, or voids
 * it if the provider refuses; rejecting voids the hold at once. Either settles the hold once: both
 * use the same idempotency key, so a hold is never posted and voided.
 */
export function createWithdrawalDecisions(deps: WithdrawalDecisionsDeps) {
  const { repository, events, wallet, providers, now = Date.now } = deps;

  const settlement = (payment: PaymentRow) => {
    if (payment.holdTransferId === null) throw new Error(`withdrawal ${payment.id} has no hold`);
    return {
      pendingId: String(payment.holdTransferId) as TransferId,
      idempotency: { scope: 'payments.withdrawal.settle', key: String(payment.id) },
      reference: `payment:${payment.id}`,
    };
  };

  /** Posts (paid) or voids (not paid) the hold and records the final status, in one transaction. */
  async function finish(
    paymentId: number,
    outcome: 'success' | 'fail',
    failureReason: string | undefined,
    expected: readonly string[],
    reference?: string,
  ): Promise<PaymentRow> {
    return events.transaction(async (transaction, emit) => {
      const payment = await lockedWithdrawal(paymentId, transaction);
      if (!expected.includes(payment.status))
        throw new WithdrawalDecisionError(`withdrawal ${paymentId} is ${payment.status}: nothing to do`);
      const within: Within = { transaction, emit };
      let settled: TransferId | undefined;
      let reason = failureReason;
      try {
        const receipt =
          outcome === 'success'
            ? await wallet.post(settlement(payment), within)
            : await wallet.void(settlement(payment), within);
        settled = receipt.transferId;
      } catch (error) {
        // The hold is gone already (its 30 days passed and the wallet returned it): nothing to pay.
        if (!isWalletRefusal(error) || !['pending_expired', 'pending_resolved'].includes(error.reason))
          throw error;
        if (outcome === 'success') {
          const voided = await wallet.void(settlement(payment), within).catch(() => undefined);
          settled = voided?.transferId;
        }
        reason = 'hold_expired';
      }
      const at = new Date(now());
      const final = reason === 'hold_expired' ? 'fail' : outcome;
      return repository.updatePayment(
        payment.id,
        {
          status: final,
          updatedAt: at,
          completedAt: at,
          ...(settled === undefined ? {} : { settlementTransferId: Number(settled) }),
          ...(reason === undefined ? {} : { failureReason: reason }),
          ...(reference === undefined ? {} : { providerReference: reference }),
        },
        transaction,
      );
    });
  }

  async function lockedWithdrawal(
    paymentId: number,
    transaction: Parameters<PaymentsRepository['lockPayment']>[1],
  ) {
    const payment = await repository.lockPayment(paymentId, transaction);
    if (payment === undefined || payment.kind !== 'withdrawal')
      throw new WithdrawalDecisionError(`no withdrawal ${paymentId}`);
    return payment;
  }

  return {
    /**
     * Approves a requested withdrawal (or retries the payout of one approved before, if the
     * provider could not be reached then): the provider pays out, then the hold is posted.
     */
    async approve(paymentId: number): Promise<PaymentRow> {
      const approved = await events.transaction(async (transaction) => {
        const payment = await lockedWithdrawal(paymentId, transaction);
        if (payment.status !== 'pending' && payment.status !== 'processing')
          throw new WithdrawalDecisionError(
            `withdrawal ${paymentId} is ${payment.status}: nothing to approve`,
          );
        return repository.updatePayment(
          payment.id,
          { status: 'processing', updatedAt: new Date(now()) },
          transaction,
        );
      });
      const provider = providers.provider(approved.provider);
      if (provider === undefined)
        throw new WithdrawalDecisionError(
          `provider ${approved.provider} is not offered: approve it again once it is`,
        );
      let result: Awaited<ReturnType<typeof provider.payout>>;
      try {
        result = await provider.payout({
          paymentId: approved.id,
          amount: moneyFromMinor(approved.amount, approved.currency as CurrencyCode),
          method: approved.method,
          details: approved.details ?? {},
        });
      } catch (error) {
        if (!(error instanceof ProviderUnavailableError)) throw error;
        throw new WithdrawalDecisionError(
          `provider ${approved.provider} could not be reached: withdrawal ${paymentId} stays approved, approve it again to retry the payout`,
        );
      }
      if (result.outcome === 'pending')
        return repository.updatePayment(approved.id, { providerReference: result.reference });
      try {
        return await finish(
          approved.id,
          result.outcome,
          result.outcome === 'fail' ? 'provider_refused' : undefined,
          ['processing'],
          result.reference,
        );
      } catch (error) {
        // The provider's webhook of this payout came first and settled it: the decision stands.
        const settled = await repository.findPayment(approved.id);
        if (error instanceof WithdrawalDecisionError && settled?.completedAt != null) return settled;
        throw error;
      }
    },

    /** Rejects a requested withdrawal: the hold goes back to the player's account at once. */
    reject(paymentId: number): Promise<PaymentRow> {
      return finish(paymentId, 'fail', 'rejected', ['pending']);
    },

    /** Withdrawals waiting for a decision or for the provider's payout, oldest first. */
    listOpen: () => repository.listOpenWithdrawals(),
  };
}

export type WithdrawalDecisions = ReturnType<typeof createWithdrawalDecisions>;
