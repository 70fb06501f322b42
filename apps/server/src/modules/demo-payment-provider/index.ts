import { webhookSignatureHeader } from '@parlay/contract';
import { paymentsEndpoints } from '@parlay/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { backgroundRounds } from '../../jobs/background-rounds.ts';
import { createDemoPaymentProvider, demoProviderName } from './demo-payment-provider.ts';
import { createDemoProviderRepository } from './demo-provider-repository.ts';
import { demoCheckoutRoutes } from './routes.ts';
import { createWebhookDelivery } from './webhook-delivery.ts';

export { declinedPayoutCard, demoProviderName } from './demo-payment-provider.ts';

export interface DemoPaymentProviderOptions {
  /** The webhook secrets: it signs with each; the site accepts any (rotation). */
  secrets: readonly string[];
  /** Time between redelivery rounds of webhooks the site did not take (tests shorten it). */
  redeliveryIntervalMs?: number;
}

/** How old an owed webhook must be before a round retries it (younger ones are being delivered). */
const redeliveryMinAgeMs = 10_000;

/**
 * The built-in demo payment provider (DEMO_PAYMENT_PROVIDER=true; `npm start`): its page on the
 * site stands where a payment company's would, says plainly that no money moves, and tells the
 * site the outcome through the same signed webhook a real provider sends. Anyone can mark their
 * own deposit paid: never for a real deployment.
 */
async function demoPaymentProviderModule(
  app: FastifyInstance,
  options: DemoPaymentProviderOptions,
): Promise<void> {
  const repository = createDemoProviderRepository(app.db);
  const provider = createDemoPaymentProvider({
    db: app.db,
    repository,
    secrets: options.secrets,
    publicOrigin: () => app.publicOrigin(),
  });
  // The site is its own provider here, so the webhook goes through the site's HTTP stack in-process
  // (routing, raw body, signature check) rather than over a socket to itself.
  const webhookUrl = paymentsEndpoints.webhook.path.replace(':provider', demoProviderName);
  const delivery = createWebhookDelivery({
    repository,
    secrets: options.secrets,
    log: app.log,
    send: async (rawBody, signature) => {
      const response = await app.inject({
        method: 'POST',
        url: webhookUrl,
        headers: { 'content-type': 'application/json', [webhookSignatureHeader]: signature },
        payload: rawBody,
      });
      return response.statusCode;
    },
  });
  app.payments.registerProvider(provider);
  app.log.warn(
    'DEMO_PAYMENT_PROVIDER is on: the demo payment page at /payments-api/demo lets anyone credit their ' +
      'account with money nobody paid. Switch it off (the default) for a real deployment.',
  );

  // Webhooks the site did not take (it was down, or stopped before answering) are retried.
  backgroundRounds(app).every(
    options.redeliveryIntervalMs ?? 15_000,
    () => delivery.deliverOwed(redeliveryMinAgeMs),
    'demo provider webhooks could not be redelivered',
  );

  await app.register(demoCheckoutRoutes, { provider, delivery });
}

export default fp(demoPaymentProviderModule, {
  name: 'demo-payment-provider',
  dependencies: ['database', 'request-context', 'payments'],
});
