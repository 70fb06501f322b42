import {
  type AppTheme,
  appThemeCookie,
  descriptorRequestBodySchema,
  descriptorSchema,
  errorEnvelopeSchema,
  type PartContext,
  parseAppTheme,
  partVersionHeader,
} from '@parlay/contract';
import { isLanguageCode } from '@parlay/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PartsClient } from './parts-client.ts';

const partNameSchema = z.string().regex(/^[a-z][a-z0-9-]{0,31}$/);
const jsonModeHeadersSchema = z.object({
  'mf-render-mode': z.literal('json'),
  'mf-api-version': z.literal('v2'),
});

/** A language prefix of the part URL, else English. */
function languageOf(url: string): string {
  const first = url.split('/')[1]?.split('?')[0];
  return isLanguageCode(first) ? first : 'en';
}

/** The visitor's theme: as the call says, else as the theme cookie says. */
export function requestTheme(request: FastifyRequest, stated?: AppTheme): AppTheme {
  return stated ?? parseAppTheme(request.cookies[appThemeCookie]);
}

async function answer(reply: FastifyReply, parts: PartsClient, name: string, context: PartContext) {
  const result = await parts.fetch(name, context.url, context);
  if (!result.ok) {
    // A part's own failure (any status) reaches the browser as a gateway error.
    const status = [404, 503, 504].includes(result.status) ? result.status : 502;
    return reply.code(status).send({
      status,
      code: status === 404 ? 'PART_NOT_FOUND' : 'PART_UNAVAILABLE',
      messageKey: 'main_query_error',
    });
  }
  return reply.code(result.status).header(partVersionHeader, result.version).send(result.descriptor);
}

/** The micro-frontend descriptor calls of seed 001 §7: GET at the part URL plus the route path, or POST JSON. */
export function partsRoutes(app: FastifyInstance, parts: PartsClient) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  // 404 is either the part's own not-found page (a descriptor) or an unknown part (the error envelope).
  const descriptorResponses = {
    200: descriptorSchema,
    404: z.union([descriptorSchema, errorEnvelopeSchema]),
    502: errorEnvelopeSchema,
    503: errorEnvelopeSchema,
    504: errorEnvelopeSchema,
  };

  typed.get(
    '/mf/:part/*',
    {
      schema: {
        tags: ['parts'],
        summary: "A part's descriptor for the route path after the part name",
        params: z.object({ part: partNameSchema, '*': z.string().max(2048) }),
        response: descriptorResponses,
      },
    },
    async (request, reply) => {
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      const url = `/${request.params['*']}${query}`;
      return answer(reply, parts, request.params.part, {
        url,
        language: languageOf(url),
        theme: requestTheme(request),
      });
    },
  );

  typed.post(
    '/mf/:part',
    {
      schema: {
        tags: ['parts'],
        summary: "A part's descriptor for a URL (JSON mode)",
        params: z.object({ part: partNameSchema }),
        headers: jsonModeHeadersSchema,
        body: descriptorRequestBodySchema,
        response: descriptorResponses,
      },
    },
    async (request, reply) => {
      const { url, language, theme } = request.body;
      return answer(reply, parts, request.params.part, {
        url,
        language: language ?? languageOf(url),
        theme: requestTheme(request, theme),
      });
    },
  );
}
