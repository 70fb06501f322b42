import { apiErrorSchema } from '@parlay/contract';

/** `{400: apiErrorSchema, 401: apiErrorSchema, …}`: the error answers a route documents. */
export function errorResponses<const Statuses extends readonly number[]>(
  ...statuses: Statuses
): Record<Statuses[number], typeof apiErrorSchema> {
  const responses = {} as Record<Statuses[number], typeof apiErrorSchema>;
  for (const status of [...statuses, 500] as Statuses[number][]) responses[status] = apiErrorSchema;
  return responses;
}
