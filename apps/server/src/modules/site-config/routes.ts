import {
  errorEnvelopeSchema,
  geoCountryHeader,
  siteConfigGroupsQuerySchema,
  siteConfigGroupsSchema,
  siteConfigQuerySchema,
  siteConfigSchema,
} from '@parlay/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { validationError } from '../../http/http-error.ts';
import type { VisitorCountry } from '../../plugins/app/request-context.ts';
import type { SiteConfigService, VisitorOptions } from './site-config-service.ts';

/** Within the 600-900 s the specification allows for configuration in browser and CDN caches. */
const configMaxAge = 'max-age=600';

/**
 * The configuration's country values follow the visitor's country (the request context's rule);
 * an unknown country is served as the default country, never refused.
 */
async function visitorOf(
  request: FastifyRequest,
): Promise<VisitorOptions & { source: VisitorCountry['source'] }> {
  const country = await request.visitorCountry();
  return { geoCountry: country.code, source: country.source };
}

/** Shared caches may keep an answer per geo header; one read from the client's address is that visitor's only. */
function cacheable(reply: FastifyReply, source: VisitorCountry['source']): void {
  if (source === 'geo-header')
    reply.header('cache-control', `public, ${configMaxAge}`).header('vary', geoCountryHeader);
  else reply.header('cache-control', `private, ${configMaxAge}`);
}

export const siteConfigRoutes: FastifyPluginAsyncZod<{ service: SiteConfigService }> = async (
  app,
  { service },
) => {
  app.get(
    '/bff-api/config/all.json',
    {
      schema: {
        tags: ['site-config'],
        summary: 'The whole site configuration for a language (used when the page was not server-rendered)',
        description: `The visitor's country selects the country values (default ru): header \`${geoCountryHeader}\` from a trusted proxy (TRUST_PROXY), else the client address.`,
        querystring: siteConfigQuerySchema,
        response: { 200: siteConfigSchema, 400: errorEnvelopeSchema, 500: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const visitor = await visitorOf(request);
      const config = await service.getSiteConfig(request.query.lang, visitor);
      if (config === undefined) throw validationError({ lang: 'main_unknown_language' });
      cacheable(reply, visitor.source);
      return config;
    },
  );

  app.get(
    '/bff-api/config/group/get',
    {
      schema: {
        tags: ['site-config'],
        summary: 'Named top-level groups of the site configuration (groups=maintenance,licenceConfig)',
        description: `Optional header \`${geoCountryHeader}\` as for all.json. Unknown group names: 400 naming each in \`fields\` (\`groups.<name>\`).`,
        querystring: siteConfigGroupsQuerySchema,
        response: { 200: siteConfigGroupsSchema, 400: errorEnvelopeSchema, 500: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const names = [...new Set(request.query.groups.split(','))];
      const visitor = await visitorOf(request);
      const result = await service.getConfigGroups(request.query.lang, names, visitor);
      if (result.kind === 'unknown-groups') {
        throw validationError(
          Object.fromEntries(result.names.map((name) => [`groups.${name}`, 'main_unknown_config_group'])),
        );
      }
      if (result.kind === 'unknown-language') throw validationError({ lang: 'main_unknown_language' });
      cacheable(reply, visitor.source);
      return result.groups;
    },
  );
};
