import { serializerCompiler } from 'fastify-type-provider-zod';

type ZodSerializerCompiler = typeof serializerCompiler;

/**
 * The zod serializer (the answer checked against the route's schema, then JSON), remembering the
 * JSON of each frozen answer object: a service that hands out the same frozen object for the same
 * answer (the site configuration per language and country) has it checked and serialised once.
 * Only frozen objects are remembered, so an answer that can still change is never served stale.
 */
export const memoisedSerializerCompiler: ZodSerializerCompiler = (route) => {
  const serialize = serializerCompiler(route);
  const made = new WeakMap<object, string>();
  return (data) => {
    if (typeof data !== 'object' || data === null || !Object.isFrozen(data)) return serialize(data);
    const known = made.get(data);
    if (known !== undefined) return known;
    const json = serialize(data);
    made.set(data, json);
    return json;
  };
};
