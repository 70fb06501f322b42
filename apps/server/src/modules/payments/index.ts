import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { PaymentProvider } from './payment-provider.ts';
import { createPaymentQueries } from './payment-queries.ts';
import { createPaymentRequests } from './payment-requests.ts';
import { createPaymentsRetentionJob, createUnappliedEventsJob, eventApplyGraceMs } from './payments-jobs.ts';
import { createPaymentsRepository } from './payments-repository.ts';
import { createProviderEvents } from './provider-events.ts';
import { createProviderRegistry } from './provider-registry.ts';
import { registerPaymentRoutes } from './routes.ts';
import { webhookRoutes } from './webhook-routes.ts';
import { createWithdrawalDecisions, type WithdrawalDecisions } from './withdrawal-decisions.ts';

export type * from './payment-provider.ts';
export { ProviderUnavailableError } from './payment-provider.ts';
export { WithdrawalDecisionError } from './withdrawal-decisions.ts';
export { type WithdrawalsCliDeps, type WithdrawalsCommand, withdrawalsCommands } from './withdrawals-cli.ts';

/** What the payments module offers the rest of the server and the operator's command line. */
export interface PaymentsApi {
  /** Offers a payment provider's methods (a provider module registers itself when it loads). */
  registerProvider(provider: PaymentProvider): void;
  /** The operator's decisions on requested withdrawals (`npm run wallet -- withdrawals …`). */
  withdrawals: WithdrawalDecisions;
  /** Applies the stored provider events not applied yet (at start, after a crash); answers how many. */
  applyUnappliedEvents(): Promise<number>;
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
    applyUnappliedEvents: () => applyUnappliedEvents(0),
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
  let startupSweep: Promise<unknown> = Promise.resolve();
  app.addHook('onReady', async () => {
    // Nothing of this process is in flight yet: every unapplied event is due.
    startupSweep = applyUnappliedEvents(0).catch((error: unknown) =>
      app.log.error({ err: error }, 'provider events left unapplied at start could not be applied'),
    );
  });
  app.addHook('preClose', async () => {
    await startupSweep;
  });
  app.addHook('onClose', async () => {
    await unsubscribe();
  });

  registerPaymentRoutes(app, { requests, queries });
  await app.register(webhookRoutes, { providerEvents });
}

export default fp(paymentsModule, {
  name: 'payments',
  dependencies: ['database', 'domain-events', 'scheduled-jobs', 'request-context', 'wallet'],
});
