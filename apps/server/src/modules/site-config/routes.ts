import { geoCountryHeader } from '@parlay/contract';
import { siteConfigEndpoints } from '@parlay/contract/endpoints';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { addEndpoint } from '../../http/endpoint-route.ts';
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

export function registerSiteConfigRoutes(app: FastifyInstance, service: SiteConfigService): void {
  addEndpoint(app, siteConfigEndpoints.getAll, async ({ query }, { request, reply }) => {
    const visitor = await visitorOf(request);
    const config = await service.getSiteConfig(query.lang, visitor);
    if (config === undefined) throw validationError({ lang: 'main_unknown_language' });
    cacheable(reply, visitor.source);
    return config;
  });

  addEndpoint(app, siteConfigEndpoints.getGroups, async ({ query }, { request, reply }) => {
    const names = [...new Set(query.groups.split(','))];
    const visitor = await visitorOf(request);
    const result = await service.getConfigGroups(query.lang, names, visitor);
    if (result.kind === 'unknown-groups') {
      throw validationError(
        Object.fromEntries(result.names.map((name) => [`groups.${name}`, 'main_unknown_config_group'])),
      );
    }
    if (result.kind === 'unknown-language') throw validationError({ lang: 'main_unknown_language' });
    cacheable(reply, visitor.source);
    return result.groups;
  });
}
