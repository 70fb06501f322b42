import type { WithdrawBody } from '@parlay/contract';
import { fallbackLanguage, type UserId } from '@parlay/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { backgroundRounds } from '../../jobs/background-rounds.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { createPaymentQueries } from './payment-queries.ts';
import { createPaymentRequests } from './payment-requests.ts';
import { createPaymentsRetentionJob, createUnappliedEventsJob, eventApplyGraceMs } from './payments-jobs.ts';
import { createPaymentsRepository, type PaymentRow } from './payments-repository.ts';
import { createProviderEvents } from './provider-events.ts';
import { createProviderRegistry } from './provider-registry.ts';
import { registerPaymentRoutes } from './routes.ts';
import { webhookRoutes } from './webhook-routes.ts';
import { createWithdrawalDecisions, type WithdrawalDecisions } from './withdrawal-decisions.ts';

export type * from './payment-provider.ts';
export { ProviderUnavailableError } from './payment-provider.ts';
export { WithdrawalDecisionError } from './withdrawal-decisions.ts';
export { type WithdrawalsCliDeps, type WithdrawalsCommand, withdrawalsCommands } from './withdrawals-cli.ts';

/** Deposits quiet this long are asked about, this often. */
const reconcileQuietMs = 30 * 60_000;
const reconcileIntervalMs = 5 * 60_000;

/** What the payments module offers the rest of the server and the operator's command line. */
export interface PaymentsApi {
  /** Offers a payment provider's methods (a provider module registers itself when it loads). */
  registerProvider(provider: PaymentProvider): void;
  /** The operator's decisions on requested withdrawals (`npm run wallet -- withdrawals …`). */
  withdrawals: WithdrawalDecisions;
  /**
   * A withdrawal requested by the operator for a player who cannot sign in — under a
   * self-exclusion or a timeout, whose remaining balance stays theirs to take out — exactly as the
   * player's own request (checks, hold, `Idempotency-Key`), left for the operator's decision.
   */
  requestWithdrawalFor(userId: UserId, body: WithdrawBody, idempotencyKey: string): Promise<PaymentRow>;
  /** Applies the stored provider events not applied yet (at start, after a crash); answers how many. */
  applyUnappliedEvents(): Promise<number>;
  /**
   * Asks the providers about deposits with no news for `quietMs` (a lost webhook) and applies their
   * answer; answers how many changed. Runs every 5 minutes for deposits quiet for 30.
   */
  reconcile(quietMs: number): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Deposits and withdrawals through payment providers (README.md). */
    payments: PaymentsApi;
  }
}

/** Payments: provider registry, deposit and withdrawal requests, webhooks, history, withdrawals' decisions. */
async function paymentsModule(app: FastifyInstance): Promise<void> {
  const repository = createPaymentsRepository(app.db);
  const providers = createProviderRegistry();
  const requests = createPaymentRequests({
    db: app.db,
    repository,
    events: app.events,
    wallet: app.wallet,
    limits: app.limitPolicy,
    providers,
    publicOrigin: () => app.publicOrigin(),
    log: app.log,
  });
  const queries = createPaymentQueries({ repository, providers });
  const providerEvents = createProviderEvents({
    repository,
    events: app.events,
    wallet: app.wallet,
    providers,
    log: app.log,
  });
  const withdrawals = createWithdrawalDecisions({
    repository,
    events: app.events,
    wallet: app.wallet,
    providers,
  });

  /** Applies stored events not applied yet; `graceMs` leaves the youngest to the after-commit path. */
  async function applyUnappliedEvents(graceMs = eventApplyGraceMs): Promise<number> {
    const due = await repository.listUnprocessedEvents(new Date(Date.now() - graceMs), 500);
    let applied = 0;
    for (const { provider, eventId } of due)
      if ((await providerEvents.apply(provider, eventId)) !== undefined) applied += 1;
    return applied;
  }

  app.decorate('payments', {
    registerProvider: (provider) => providers.register(provider),
    withdrawals,
    requestWithdrawalFor: async (userId, body, idempotencyKey) =>
      (await requests.withdraw({ userId, idempotencyKey, language: fallbackLanguage }, body)).row,
    applyUnappliedEvents: () => applyUnappliedEvents(0),
    reconcile: (quietMs) => providerEvents.reconcile(quietMs),
  });
  app.scheduledJobs.add(createUnappliedEventsJob(repository, providerEvents, app.events, app.log));
  app.scheduledJobs.add(createPaymentsRetentionJob(repository));

  // A stored event is applied once its transaction has committed, by whichever instance locks it first.
  const unsubscribe = await app.events.on(
    'payment.provider_event_received',
    async ({ provider, eventId }) => {
      await providerEvents.apply(provider, eventId);
    },
  );
  // Events stored before a crash and never applied are applied at start, not a job round later.
  const rounds = backgroundRounds(app);
  // Nothing of this process is in flight yet: every unapplied event is due.
  app.addHook('onReady', async () =>
    rounds.run(() => applyUnappliedEvents(0), 'provider events left unapplied at start could not be applied'),
  );
  // Outside the scheduled jobs' transaction: it waits on providers, and each payment it settles
  // is a transaction of its own (every instance may run it: applying is once per payment).
  rounds.every(
    reconcileIntervalMs,
    () => providerEvents.reconcile(reconcileQuietMs),
    'deposits could not be reconciled',
  );
  app.addHook('onClose', async () => {
    await unsubscribe();
  });

  registerPaymentRoutes(app, { requests, queries });
  await app.register(webhookRoutes, { providerEvents });
}

export default fp(paymentsModule, {
  name: 'payments',
  dependencies: [
    'database',
    'domain-events',
    'scheduled-jobs',
    'request-context',
    'wallet',
    'limit-enforcement',
  ],
});
