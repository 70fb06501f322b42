import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { internalCallHeader, internalCallToken } from '../../http/internal-call.ts';
import type { DevServer } from '../../ssr/dev-server.ts';
import { devLocalPart, type LocalPart, loadLocalPart } from './local-part.ts';
import { localPartRegistry, type PartRegistryEntry } from './part-registry.ts';
import { createPartsClient, type PartsClient } from './parts-client.ts';
import { registerPartsRoutes } from './routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Descriptors of the site's parts, for the server render and the /mf endpoints. */
    parts: PartsClient;
  }
}

export interface PartsPluginOptions {
  /** Replaces the default registry (the parts built in this repository). */
  registry?: PartRegistryEntry[];
  /** Development: render and serve local parts from their sources through Vite. */
  dev?: DevServer;
}

/**
 * The parts module: loads the local parts' builds, serves their immutable bundles under
 * /parts/<name>/ and answers the descriptor calls.
 */
export default fp<PartsPluginOptions>(
  async (app: FastifyInstance, options) => {
    const registry = options.registry ?? localPartRegistry();
    const locals = new Map<string, LocalPart>();
    for (const entry of registry) {
      if (entry.kind !== 'local') continue;
      if (options.dev) {
        locals.set(entry.name, devLocalPart(entry.name, options.dev));
        continue;
      }
      locals.set(
        entry.name,
        await loadLocalPart(
          entry.name,
          entry.clientDir,
          entry.serverEntry,
          entry.publicBase,
          entry.serverOnly,
        ),
      );
      await app.register(fastifyStatic, {
        root: entry.clientDir,
        prefix: entry.publicBase,
        decorateReply: false,
        immutable: true,
        maxAge: '365d',
        index: false,
      });
    }
    const client = createPartsClient(registry, locals, app.log, (path, cookie) =>
      apiAnswer(app, path, cookie),
    );
    app.decorate('parts', client);
    registerPartsRoutes(app, client);
  },
  { name: 'parts', dependencies: ['cookies'] },
);

/**
 * A GET of the site's own API from a part's server render, in-process (no socket): the same route,
 * checks and caching headers as any client gets. With the page request's `cookie` the call is its
 * visitor's, session included, as their browser's own call would be.
 */
async function apiAnswer(app: FastifyInstance, path: string, cookie?: string): Promise<Response> {
  const answer = await app.inject({
    method: 'GET',
    url: path,
    headers: {
      accept: 'application/json',
      [internalCallHeader]: internalCallToken,
      ...(cookie === undefined ? {} : { cookie }),
    },
  });
  const headers = new Headers();
  for (const [name, value] of Object.entries(answer.headers))
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
  return new Response(new Uint8Array(answer.rawPayload), { status: answer.statusCode, headers });
}

export type { PartRegistryEntry } from './part-registry.ts';
export { requestTheme } from './routes.ts';
