import { blocksEndpoints } from '@parlay/contract/endpoints';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { addEndpoint } from '../../http/endpoint-route.ts';
import type { BlocksService } from './blocks-service.ts';

/** The visitor's country by the request context's rule, asked only when a rule needs it. */
const visitorCountryOf = (request: FastifyRequest) => async () => (await request.visitorCountry()).code;

export function registerBlocksRoutes(app: FastifyInstance, service: BlocksService): void {
  addEndpoint(app, blocksEndpoints.checkVisitor, async ({ query }, { request }) => ({
    data: await service.check({ visitorCountry: visitorCountryOf(request), auth: query.auth ?? false }),
  }));

  addEndpoint(app, blocksEndpoints.checkPage, async ({ body }, { request }) => ({
    data: await service.check({ visitorCountry: visitorCountryOf(request), auth: body.auth, url: body.url }),
  }));
}
