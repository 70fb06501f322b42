import { randomBytes } from 'node:crypto';
import { demoPaymentEndpoints } from '@parlay/contract/endpoints';
import { type CurrencyCode, formatMoney, moneyFromMinor } from '@parlay/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { addEndpoint } from '../../http/endpoint-route.ts';
import { renderCheckoutNotFound, renderCheckoutPage } from './checkout-page.ts';
import { checkoutPath, type DemoPaymentProvider } from './demo-payment-provider.ts';
import type { DemoPaymentRow } from './demo-provider-repository.ts';
import { checkoutLanguage, demoText } from './page-texts.ts';
import type { WebhookDelivery } from './webhook-delivery.ts';

export interface DemoCheckoutRoutesOptions {
  provider: DemoPaymentProvider;
  delivery: WebhookDelivery;
}

/** Statuses after which the page is no longer offered: the browser goes on to the result page. */
const decided = new Set(['success', 'fail', 'cancel']);

/** The demo provider's hosted page: shown, and answered by the player's choice. */
export async function demoCheckoutRoutes(
  app: FastifyInstance,
  { provider, delivery }: DemoCheckoutRoutesOptions,
) {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  /** The page under its own policy: inline styles under a nonce, the form posted to the site only. */
  const sendPage = (reply: FastifyReply, status: number, render: (styleNonce: string) => string) => {
    const styleNonce = randomBytes(16).toString('base64');
    return reply
      .code(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header(
        'content-security-policy',
        [
          "default-src 'none'",
          `style-src 'nonce-${styleNonce}'`,
          "form-action 'self'",
          "frame-ancestors 'none'",
          "base-uri 'none'",
        ].join('; '),
      )
      .send(render(styleNonce));
  };

  const notFound = (request: FastifyRequest, reply: FastifyReply, status: number, lang?: string) => {
    const language = checkoutLanguage(lang, request.cookies.lng);
    return sendPage(reply, status, (styleNonce) =>
      renderCheckoutNotFound({ lang: language, t: demoText(language), styleNonce }),
    );
  };

  const resultUrl = (payment: DemoPaymentRow) =>
    payment.returnUrls[payment.status] ?? payment.returnUrls.pending ?? '/';

  addEndpoint(
    app,
    demoPaymentEndpoints.checkoutPage,
    async ({ params, query }, { request, reply }) => {
      const payment = await provider.findCheckout(params.checkoutId);
      if (payment === undefined) return notFound(request, reply, 404, query.lang);
      if (decided.has(payment.status)) return reply.redirect(resultUrl(payment), 302);
      const language = checkoutLanguage(query.lang, request.cookies.lng, payment.language);
      const t = demoText(language);
      const method = provider.methods.find((candidate) => candidate.id === payment.method);
      return sendPage(reply, 200, (styleNonce) =>
        renderCheckoutPage({
          lang: language,
          t,
          styleNonce,
          action: checkoutPath(payment.id),
          reference: payment.reference,
          amount: `${formatMoney(moneyFromMinor(payment.amount, payment.currency as CurrencyCode))} ${payment.currency}`,
          methodTitle: method?.texts(language).title ?? payment.method,
          isPending: payment.status === 'pending',
        }),
      );
    },
    { answerInvalidInput: (request, reply) => notFound(request, reply, 400) },
  );

  addEndpoint(
    app,
    demoPaymentEndpoints.answerCheckout,
    async ({ params, body }, { request, reply }) => {
      const decision = await provider.decide(params.checkoutId, body.outcome);
      if (decision === undefined) return notFound(request, reply, 404, body.lang);
      // Told before the browser arrives, as a real provider's server-to-server call usually is;
      // if the site cannot take it now, the delivery is retried and the result page waits.
      if (decision.eventId !== undefined) await delivery.deliver(decision.eventId);
      return resultUrl(decision.payment);
    },
    { answerInvalidInput: (request, reply) => notFound(request, reply, 400) },
  );
}
