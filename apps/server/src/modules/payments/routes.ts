import { errorCodes } from '@parlay/contract';
import { paymentsEndpoints } from '@parlay/contract/endpoints';
import { fallbackLanguage, isSiteLanguageCode, userIdFrom } from '@parlay/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { addEndpoint } from '../../http/endpoint-route.ts';
import { HttpError } from '../../http/http-error.ts';
import type { PaymentQueries } from './payment-queries.ts';
import type { PaymentRequests } from './payment-requests.ts';

export interface PaymentRoutesDeps {
  requests: PaymentRequests;
  queries: PaymentQueries;
}

/** The language of the answer's texts and of the pages it sends the browser to: `lang`, the `lng` cookie, English. */
function languageOf(request: FastifyRequest, lang: string | undefined): string {
  for (const candidate of [lang, request.cookies.lng]) if (isSiteLanguageCode(candidate)) return candidate;
  return fallbackLanguage;
}

export function registerPaymentRoutes(app: FastifyInstance, { requests, queries }: PaymentRoutesDeps): void {
  addEndpoint(app, paymentsEndpoints.listMethods, ({ query }, { request }) => ({
    methods: queries.methods(query.currency, languageOf(request, query.lang)),
  }));

  addEndpoint(app, paymentsEndpoints.deposit, async ({ query, body }, { request, user, idempotencyKey }) => {
    const language = languageOf(request, query.lang);
    const started = await requests.deposit(
      { userId: userIdFrom(user.userId), idempotencyKey, language },
      body,
    );
    return { payment: queries.record(started.row, language), redirectUrl: started.redirectUrl };
  });

  addEndpoint(app, paymentsEndpoints.withdraw, async ({ query, body }, { request, user, idempotencyKey }) => {
    const language = languageOf(request, query.lang);
    const started = await requests.withdraw(
      { userId: userIdFrom(user.userId), idempotencyKey, language },
      body,
    );
    return { payment: queries.record(started.row, language), redirectUrl: started.redirectUrl };
  });

  addEndpoint(app, paymentsEndpoints.getPayment, async ({ params, query }, { request, user }) => {
    const payment = await queries.payment(user.userId, params.paymentId, languageOf(request, query.lang));
    if (payment === undefined)
      throw new HttpError({
        status: 404,
        code: errorCodes.NOT_FOUND,
        messageKey: 'main_payment_error_not_found',
      });
    return payment;
  });

  addEndpoint(app, paymentsEndpoints.history, ({ query }, { request, user }) =>
    queries.history(user.userId, query, languageOf(request, query.lang)),
  );

  addEndpoint(app, paymentsEndpoints.teamCash, ({ query }, { request, user }) =>
    queries.teamCash(user.userId, query.pageNumber, languageOf(request, query.lang)),
  );
}
