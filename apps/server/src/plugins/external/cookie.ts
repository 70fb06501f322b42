import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ExternalPluginOptions } from './options.ts';

/** Cookie parsing and signing (`reply.setCookie(name, value, { signed: true })`). */
async function cookies(app: FastifyInstance, { env }: ExternalPluginOptions): Promise<void> {
  await app.register(cookie, { secret: env.COOKIE_SECRET });
}

export default fp(cookies, { name: 'cookies' });
