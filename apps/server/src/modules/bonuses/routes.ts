import { bonusesEndpoints } from '@parlay/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import { addEndpoint } from '../../http/endpoint-route.ts';
import type { BonusesService } from './bonuses-service.ts';

export function registerBonusRoutes(app: FastifyInstance, bonuses: BonusesService): void {
  addEndpoint(app, bonusesEndpoints.listBonuses, async (_input, { user }) => ({
    bonuses: await bonuses.listGrants(user.userId),
  }));
}
