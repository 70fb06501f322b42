import { paymentsEndpoints } from '@parlay/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import { addEndpoint } from '../../http/endpoint-route.ts';
import type { ProviderEvents } from './provider-events.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The body as received, for signature checks (webhook routes only). */
    rawBody?: string;
  }
}

/** Largest webhook body accepted: provider events are small. */
const webhookBodyLimit = 64 * 1024;

/**
 * `POST /payments-api/webhooks/:provider`, in a context of its own whose JSON parser keeps the raw
 * body: the signature is over the bytes as sent, not over a re-serialisation of the parsed object.
 */
export async function webhookRoutes(
  app: FastifyInstance,
  { providerEvents }: { providerEvents: ProviderEvents },
) {
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: webhookBodyLimit },
    (request, body, done) => {
      const text = String(body);
      request.rawBody = text;
      try {
        done(null, JSON.parse(text));
      } catch (error) {
        done(
          Object.assign(error as Error, { statusCode: 400, code: 'FST_ERR_CTP_INVALID_JSON_BODY' }),
          undefined,
        );
      }
    },
  );

  addEndpoint(app, paymentsEndpoints.webhook, async ({ params, body }, { request }) => {
    await providerEvents.receive(params.provider, request.rawBody ?? '', request.headers, body);
    return { received: true as const };
  });
}
