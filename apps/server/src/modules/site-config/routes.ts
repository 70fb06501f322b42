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
import type { SiteConfigService, VisitorOptions } from './site-config-service.ts';

/** Within the 600-900 s the specification allows for configuration in browser and CDN caches. */
const configCacheControl = 'public, max-age=600';

/**
 * The visitor's country from the geo header the CDN or proxy sets. Not validated beyond that: an
 * absent, malformed or unknown country is served as the default country, never refused.
 */
function visitorOf(request: FastifyRequest): VisitorOptions {
  const header = request.headers[geoCountryHeader];
  return { geoCountry: typeof header === 'string' ? header.trim() : undefined };
}

function cacheable(reply: FastifyReply): void {
  reply.header('cache-control', configCacheControl).header('vary', geoCountryHeader);
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
        description: `Optional header \`${geoCountryHeader}\` (two letters, default ru) selects the country values.`,
        querystring: siteConfigQuerySchema,
        response: { 200: siteConfigSchema, 400: errorEnvelopeSchema, 500: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const config = await service.getSiteConfig(request.query.lang, visitorOf(request));
      if (config === undefined) throw validationError({ lang: 'main_unknown_language' });
      cacheable(reply);
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
      const result = await service.getConfigGroups(request.query.lang, names, visitorOf(request));
      if (result.kind === 'unknown-groups') {
        throw validationError(
          Object.fromEntries(result.names.map((name) => [`groups.${name}`, 'main_unknown_config_group'])),
        );
      }
      if (result.kind === 'unknown-language') throw validationError({ lang: 'main_unknown_language' });
      cacheable(reply);
      return result.groups;
    },
  );
};
