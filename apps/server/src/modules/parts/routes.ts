import { type ErrorCode, partVersionHeader } from '@parlay/contract';
import { partsEndpoints } from '@parlay/contract/endpoints';
import { isLanguageCode } from '@parlay/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { addEndpoint } from '../../http/endpoint-route.ts';
import { HttpError } from '../../http/http-error.ts';
import type { PartsClient } from './parts-client.ts';

/** A language prefix of the part URL, else English. */
function languageOf(url: string): string {
  const first = url.split('/')[1]?.split('?')[0];
  return isLanguageCode(first) ? first : 'en';
}

/** A part's own failure (any status) reaches the browser as a gateway error. */
const failureCodes: Record<number, ErrorCode> = {
  404: 'PART_NOT_FOUND',
  503: 'PART_NOT_RUNNING',
  504: 'PART_TIMEOUT',
};

/** The micro-frontend descriptor calls of seed 001 §7: GET at the part URL plus the route path, or POST JSON. */
export function registerPartsRoutes(app: FastifyInstance, parts: PartsClient): void {
  async function answer(reply: FastifyReply, name: string, url: string, language: string) {
    const result = await parts.fetch(name, url, { url, language, theme: 0 });
    if (!result.ok) {
      const code = failureCodes[result.status] ?? 'PART_UNAVAILABLE';
      throw new HttpError({
        status: result.status in failureCodes ? result.status : 502,
        code,
        messageKey: 'main_query_error',
      });
    }
    reply.code(result.status).header(partVersionHeader, result.version);
    return result.descriptor;
  }

  addEndpoint(app, partsEndpoints.getDescriptor, ({ params }, { request, reply }) => {
    const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    const url = `/${params['*']}${query}`;
    return answer(reply, params.part, url, languageOf(url));
  });

  addEndpoint(app, partsEndpoints.postDescriptor, ({ params, body }, { reply }) =>
    answer(reply, params.part, body.url, body.language ?? languageOf(body.url)),
  );
}
