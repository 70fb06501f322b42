import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** br/gzip for responses over 1 KiB; brotli stays at the plugin's quality 4, fit for dynamic pages. */
async function compression(app: FastifyInstance): Promise<void> {
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
}

export default fp(compression, { name: 'compression' });
