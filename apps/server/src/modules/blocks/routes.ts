import { blocksEndpoints } from '@parlay/contract/endpoints';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { addEndpoint } from '../../http/endpoint-route.ts';
import type { BlockCheckInput, BlocksService } from './blocks-service.ts';

export function registerBlocksRoutes(app: FastifyInstance, service: BlocksService): void {
  const visitorOf = (request: FastifyRequest): Omit<BlockCheckInput, 'auth' | 'url'> => ({
    country: service.headerCountry({ headers: request.headers, peerAddress: request.socket.remoteAddress }),
    ip: request.ip,
  });

  addEndpoint(app, blocksEndpoints.checkVisitor, async ({ query }, { request }) => ({
    data: await service.check({ ...visitorOf(request), auth: query.auth ?? false }),
  }));

  addEndpoint(app, blocksEndpoints.checkPage, async ({ body }, { request }) => ({
    data: await service.check({ ...visitorOf(request), auth: body.auth, url: body.url }),
  }));
}
