import { readFileSync } from 'node:fs';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

const { version } = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

/**
 * Swagger UI builds its page with inline styles and loads nothing from elsewhere: it gets its own,
 * looser policy instead of the site's nonce-based one.
 */
const docsContentSecurityPolicy = [
  "default-src 'self'",
  "base-uri 'none'",
  "object-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * The OpenAPI 3.1 document generated from the routes' zod schemas, served at /openapi.json, and a
 * browsable reference at /docs. A route stays out of the document only with `schema: { hide: true }`.
 */
async function apiDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Parlay API',
        description: 'Sports betting and casino web site: the HTTP API of the server.',
        version,
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    staticCSP: docsContentSecurityPolicy,
  });
  app.get('/openapi.json', { schema: { hide: true } }, (_request, reply) => reply.send(app.swagger()));
}

export default fp(apiDocs, { name: 'api-docs' });
