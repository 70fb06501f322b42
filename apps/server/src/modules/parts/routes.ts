import {
  type AppTheme,
  appThemeCookie,
  type ErrorCode,
  type PartContext,
  parseAppTheme,
  partVersionHeader,
} from '@parlay/contract';
import { partsEndpoints } from '@parlay/contract/endpoints';
import { isLanguageCode } from '@parlay/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { addEndpoint } from '../../http/endpoint-route.ts';
import { HttpError } from '../../http/http-error.ts';
import { pageFreshness } from '../../ssr/answer-freshness.ts';
import type { PartsClient } from './parts-client.ts';

/** A language prefix of the part URL, else English. */
function languageOf(url: string): string {
  const first = url.split('/')[1]?.split('?')[0];
  return isLanguageCode(first) ? first : 'en';
}

/** The visitor's theme: as the call says, else as the theme cookie says. */
export function requestTheme(request: FastifyRequest, stated?: AppTheme): AppTheme {
  return stated ?? parseAppTheme(request.cookies[appThemeCookie]);
}

/** A part's own failure (any status) reaches the browser as a gateway error. */
const failureCodes: Record<number, ErrorCode> = {
  404: 'PART_NOT_FOUND',
  503: 'PART_NOT_RUNNING',
  504: 'PART_TIMEOUT',
};

/** The micro-frontend descriptor calls of seed 001 §7: GET at the part URL plus the route path, or POST JSON. */
export function registerPartsRoutes(app: FastifyInstance, parts: PartsClient): void {
  async function answer(request: FastifyRequest, reply: FastifyReply, name: string, context: PartContext) {
    const reads = pageFreshness();
    // The caller's cookies go with the render's reads of their own data, as in the page's render: a
    // shell navigating in the browser gets the descriptor the page's first load would have had.
    const result = await parts.fetch(name, context.url, context, {
      cookie: request.headers.cookie,
      observe: reads.observe,
    });
    if (!result.ok) {
      const code = failureCodes[result.status] ?? 'PART_UNAVAILABLE';
      const status = result.status in failureCodes ? result.status : 502;
      throw new HttpError({ status, code, messageKey: 'main_query_error' });
    }
    reply.code(result.status).header(partVersionHeader, result.version);
    // Made from the visitor's own data (a player's coupon): no cache keeps it.
    if (!reads.storable()) reply.header('cache-control', 'private, no-store');
    if (result.location !== undefined) reply.header('location', result.location);
    return result.descriptor;
  }

  addEndpoint(app, partsEndpoints.getDescriptor, ({ params }, { request, reply }) => {
    const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    const url = `/${params['*']}${query}`;
    return answer(request, reply, params.part, {
      url,
      language: languageOf(url),
      theme: requestTheme(request),
    });
  });

  addEndpoint(app, partsEndpoints.postDescriptor, ({ params, body }, { request, reply }) =>
    answer(request, reply, params.part, {
      url: body.url,
      language: body.language ?? languageOf(body.url),
      theme: requestTheme(request, body.theme),
    }),
  );
}
