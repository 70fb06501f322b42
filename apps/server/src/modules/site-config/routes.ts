import { geoCountryHeader } from '@parlay/contract';
import { siteConfigEndpoints } from '@parlay/contract/endpoints';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { addEndpoint } from '../../http/endpoint-route.ts';
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

export function registerSiteConfigRoutes(app: FastifyInstance, service: SiteConfigService): void {
  addEndpoint(app, siteConfigEndpoints.getAll, async ({ query }, { request, reply }) => {
    const config = await service.getSiteConfig(query.lang, visitorOf(request));
    if (config === undefined) throw validationError({ lang: 'main_unknown_language' });
    cacheable(reply);
    return config;
  });

  addEndpoint(app, siteConfigEndpoints.getGroups, async ({ query }, { request, reply }) => {
    const names = [...new Set(query.groups.split(','))];
    const result = await service.getConfigGroups(query.lang, names, visitorOf(request));
    if (result.kind === 'unknown-groups') {
      throw validationError(
        Object.fromEntries(result.names.map((name) => [`groups.${name}`, 'main_unknown_config_group'])),
      );
    }
    if (result.kind === 'unknown-language') throw validationError({ lang: 'main_unknown_language' });
    cacheable(reply);
    return result.groups;
  });
}
