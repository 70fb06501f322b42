import { lineEndpoints } from '@parlay/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import { addEndpoint } from '../../http/endpoint-route.ts';
import type { LineService } from './line-service.ts';

/** The line's public read API: thin handlers over the line service. */
export function registerLineRoutes(app: FastifyInstance, line: LineService): void {
  addEndpoint(app, lineEndpoints.listSports, ({ query }) => line.listSports(query));
  addEndpoint(app, lineEndpoints.listChampionships, ({ query }) => line.listChampionships(query));
  addEndpoint(app, lineEndpoints.getChampionship, ({ params, query }) =>
    line.getChampionship(params.champId, query.lang),
  );
  addEndpoint(app, lineEndpoints.listGames, ({ query }) => line.listGames(query));
  addEndpoint(app, lineEndpoints.getGame, ({ params, query }) => line.getGame(params.gameId, query.lang));
  addEndpoint(app, lineEndpoints.getTeam, ({ params, query }) => line.getTeam(params.teamId, query.lang));
  addEndpoint(app, lineEndpoints.listResults, ({ query }) => line.listResults(query));
  addEndpoint(app, lineEndpoints.getResult, ({ params, query }) => line.getResult(params.gameId, query.lang));
}
