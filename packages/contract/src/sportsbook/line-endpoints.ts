import { defineEndpoints } from '../http/endpoint.ts';
import {
  championshipParamsSchema,
  championshipResponseSchema,
  championshipsQuerySchema,
  championshipsResponseSchema,
  gameParamsSchema,
  gameQuerySchema,
  gameResponseSchema,
  gamesQuerySchema,
  gamesResponseSchema,
  resultsQuerySchema,
  resultsResponseSchema,
  sportsQuerySchema,
  sportsResponseSchema,
} from './line.ts';

/**
 * The line, read-only and public: the same for every visitor, so a CDN may serve it. Each answer
 * carries an ETag (304 to a matching If-None-Match) and a short max-age: prices move every second
 * in play, the list of sports hardly ever.
 */
export const lineEndpoints = defineEndpoints('line', {
  listSports: {
    method: 'GET',
    path: '/line-api/v1/sports',
    summary: 'Sports with games in the line or in play, with their counts',
    tags: ['line'],
    query: sportsQuerySchema,
    response: sportsResponseSchema,
    errors: [],
    cache: { maxAgeSeconds: 10, staleWhileRevalidateSeconds: 30 },
  },
  listChampionships: {
    method: 'GET',
    path: '/line-api/v1/championships',
    summary: 'Championships (by country) of a sport or a section, with their game counts',
    tags: ['line'],
    query: championshipsQuerySchema,
    response: championshipsResponseSchema,
    errors: ['NOT_FOUND'],
    cache: { maxAgeSeconds: 10, staleWhileRevalidateSeconds: 30 },
  },
  getChampionship: {
    method: 'GET',
    path: '/line-api/v1/championships/:champId',
    summary: 'A championship with its sport and country, whatever games it has now',
    tags: ['line'],
    params: championshipParamsSchema,
    query: gameQuerySchema,
    response: championshipResponseSchema,
    errors: ['NOT_FOUND'],
    cache: { maxAgeSeconds: 60, staleWhileRevalidateSeconds: 300 },
  },
  listGames: {
    method: 'GET',
    path: '/line-api/v1/games',
    summary: 'Games of a sport, a championship or a section, with their main markets',
    description:
      'Ordered by start time (in play: by sport, then championship). `timeFilter` and `hours` narrow the ' +
      'line; `limit` (≤ 500) and `offset` page through it.',
    tags: ['line'],
    query: gamesQuerySchema,
    response: gamesResponseSchema,
    errors: ['NOT_FOUND'],
    cache: { maxAgeSeconds: 2, staleWhileRevalidateSeconds: 5 },
  },
  getGame: {
    method: 'GET',
    path: '/line-api/v1/games/:gameId',
    summary: 'A game (or an outright) with every market, grouped by market type',
    tags: ['line'],
    params: gameParamsSchema,
    query: gameQuerySchema,
    response: gameResponseSchema,
    errors: ['NOT_FOUND'],
    cache: { maxAgeSeconds: 2, staleWhileRevalidateSeconds: 5 },
  },
  listResults: {
    method: 'GET',
    path: '/line-api/v1/results',
    summary: 'Results of the games of a day: final scores and periods',
    tags: ['line'],
    query: resultsQuerySchema,
    response: resultsResponseSchema,
    errors: ['NOT_FOUND'],
    cache: { maxAgeSeconds: 30, staleWhileRevalidateSeconds: 60 },
  },
});
