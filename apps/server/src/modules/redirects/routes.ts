import { redirectsEndpoints } from '@parlay/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import { addEndpoint } from '../../http/endpoint-route.ts';
import type { RedirectsService } from './redirects-service.ts';

export function registerRedirectsRoutes(app: FastifyInstance, service: RedirectsService): void {
  addEndpoint(app, redirectsEndpoints.resolve, async ({ body }) => ({
    data: await service.resolve(body.url),
  }));
}
