import { errorEnvelopeSchema } from '@parlay/contract';

/** `{400: errorEnvelopeSchema, 401: errorEnvelopeSchema, …}`: the error answers a route documents. */
export function errorResponses<const Statuses extends readonly number[]>(
  ...statuses: Statuses
): Record<Statuses[number], typeof errorEnvelopeSchema> {
  const responses = {} as Record<Statuses[number], typeof errorEnvelopeSchema>;
  for (const status of [...statuses, 500] as Statuses[number][]) responses[status] = errorEnvelopeSchema;
  return responses;
}
