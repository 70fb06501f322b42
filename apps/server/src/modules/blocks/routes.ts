import { blocksEndpoints } from '@parlay/contract/endpoints';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { addEndpoint } from '../../http/endpoint-route.ts';
import { validationError } from '../../http/http-error.ts';
import type { BlocksService } from './blocks-service.ts';

/** The visitor's country by the request context's rule, asked only when a rule needs it. */
const visitorCountryOf = (request: FastifyRequest) => async () => (await request.visitorCountry()).code;

/** The site path of a page given as a path or as an absolute URL; another site's URL is refused. */
function sitePathOf(url: string, siteOrigin: string): string {
  if (url.startsWith('/')) return url;
  const absolute = new URL(url);
  if (absolute.origin !== siteOrigin) throw validationError({ url: 'main_validation_invalid_format' });
  return `${absolute.pathname}${absolute.search}`;
}

export function registerBlocksRoutes(app: FastifyInstance, service: BlocksService): void {
  addEndpoint(app, blocksEndpoints.checkVisitor, async ({ query }, { request }) => ({
    data: await service.check({ visitorCountry: visitorCountryOf(request), auth: query.auth ?? false }),
  }));

  addEndpoint(app, blocksEndpoints.checkPage, async ({ body }, { request }) => ({
    data: await service.check({
      visitorCountry: visitorCountryOf(request),
      auth: body.auth,
      url: sitePathOf(body.url, app.publicOrigin()),
    }),
  }));
}
