import { endpointErrorCodes } from '@parlay/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { apiPathPrefixes, isApiPath } from '../../http/api-paths.ts';
import { endpointOf } from '../../http/endpoint-route.ts';
import { notFoundEnvelope, toErrorEnvelope } from '../../http/error-envelope.ts';

/** Answers a request for a page that does not exist (404 status, HTML body). */
export type NotFoundPageRenderer = (request: FastifyRequest, reply: FastifyReply) => unknown;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Renders the 404 page for unknown non-API paths. Plain text until the SSR plugin assigns its
     * renderer: `app.renderNotFoundPage = (request, reply) => reply.code(404).type('text/html').send(html)`.
     */
    renderNotFoundPage: NotFoundPageRenderer;
  }
}

const plainNotFoundPage: NotFoundPageRenderer = (_request, reply) =>
  reply.code(404).type('text/plain; charset=utf-8').send('This page could not be found');

/**
 * One error handler and one not-found handler for the whole application, answering API requests
 * with the error envelope `{status, code, messageKey, message?, fields?}`.
 */
async function errorHandling(app: FastifyInstance): Promise<void> {
  let renderNotFoundPage = plainNotFoundPage;
  // An accessor, so assigning from any plugin context replaces the one renderer.
  app.decorate('renderNotFoundPage', {
    getter: () => renderNotFoundPage,
    setter: (renderer: NotFoundPageRenderer) => {
      renderNotFoundPage = renderer;
    },
  });

  app.setErrorHandler((error, request, reply) => {
    const envelope = toErrorEnvelope(error, request);
    if (envelope.status >= 500) {
      // The request id is in the log line (reqId) and in the x-request-id response header.
      request.log.error({ err: error }, 'request failed');
    } else {
      request.log.info({ code: envelope.code, fields: envelope.fields }, 'request rejected');
    }
    const endpoint = endpointOf(request);
    if (endpoint !== undefined && !endpointErrorCodes(endpoint).includes(envelope.code)) {
      request.log.error(
        { code: envelope.code, endpoint: endpoint.id },
        'error code the endpoint does not declare',
      );
    }
    // Plain JSON, not the route's response schema: an envelope is answered as it is, never turned into
    // a 500. A serializer of the reply's own leaves the media type to the caller: say it is JSON.
    return reply
      .code(envelope.status)
      .type('application/json; charset=utf-8')
      .serializer(JSON.stringify)
      .send(envelope);
  });

  app.setNotFoundHandler({ preHandler: app.rateLimit() }, (request, reply) => {
    if (isApiPath(request.url)) return reply.code(404).send(notFoundEnvelope);
    return renderNotFoundPage(request, reply);
  });

  // A page catch-all route (`GET /*`, added by the SSR plugin) would otherwise swallow unknown API
  // paths; these more specific wildcards keep them JSON. /mf is left to the parts plugin.
  const guardedPrefixes = apiPathPrefixes.filter((prefix) => prefix !== '/mf');
  for (const prefix of guardedPrefixes) {
    app.route({
      method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
      url: `${prefix}/*`,
      schema: { hide: true },
      handler: (_request, reply) => reply.code(404).send(notFoundEnvelope),
    });
  }
}

export default fp(errorHandling, {
  name: 'error-handling',
  dependencies: ['@fastify/rate-limit'],
});
