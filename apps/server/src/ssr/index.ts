import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { type BuildMode, buildPaths, publicPaths } from '@parlay/build';
import { pagesEndpoints } from '@parlay/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { addEndpoint } from '../http/endpoint-route.ts';
import partsModule, { type PartRegistryEntry } from '../modules/parts/index.ts';
import { localPartRegistry } from '../modules/parts/part-registry.ts';
import { redirectRulesChangedTopic } from '../modules/redirects/redirects-service.ts';
import { seoChangedTopic } from '../modules/seo/seo-service.ts';
import { configChangedTopic } from '../modules/site-config/site-config-service.ts';
import type { PubSubTopic } from '../pubsub/pubsub.ts';
import { createDevServer, type DevServer } from './dev-server.ts';
import { createPageCache } from './page-cache.ts';
import { pageRoute, type ShellSource } from './page-route.ts';
import { loadShellBundle } from './shell-bundle.ts';

export interface PagesOptions {
  /** Production: Secure cookies set by the pages. */
  production: boolean;
  /** The /debugger page is offered (its outbox API is the identity module's, under the same switch). */
  debuggerEnabled: boolean;
  /** React's production or development build in the import map (development shows hydration warnings). */
  reactBuild: BuildMode;
  /** Serve the shell and the parts from their sources through Vite, with hot reload (`npm run dev`). */
  dev?: boolean;
  /** Replaces the parts registry (tests point a part at a server of their own). */
  registry?: PartRegistryEntry[];
}

/** Pages kept for anonymous visitors: at most this many bytes, each at most a minute (as the config cache). */
const pageCacheBytes = 32 * 1024 * 1024;
const pageCacheTtlMs = 60_000;

/** Topics announcing a change of the data pages are made from: kept pages are dropped. */
const pageDataTopics: readonly PubSubTopic<unknown>[] = [
  configChangedTopic,
  seoChangedTopic,
  redirectRulesChangedTopic,
];

async function shellSource(options: PagesOptions, dev: DevServer | undefined): Promise<ShellSource> {
  if (dev) {
    return {
      render: dev.renderShell,
      importMap: { imports: {} },
      shellAssets: { entryScript: '/apps/shell/src/entry-client.tsx', modulePreloads: [], stylesheets: [] },
      buildId: 'dev',
      devHead: dev.head,
    };
  }
  return loadShellBundle(options.reactBuild);
}

async function serveBundles(app: FastifyInstance) {
  const roots = [
    { root: buildPaths.shellClientOut, prefix: publicPaths.shell },
    { root: buildPaths.vendorOut('production'), prefix: publicPaths.vendor('production') },
    { root: buildPaths.vendorOut('development'), prefix: publicPaths.vendor('development') },
  ];
  for (const { root, prefix } of roots) {
    // Hashed file names: cached for a year, never revalidated.
    await app.register(fastifyStatic, {
      root,
      prefix,
      decorateReply: false,
      immutable: true,
      maxAge: '365d',
      index: false,
    });
  }
}

/**
 * The pages of the site: the parts module (descriptors, part bundles) and server rendering of
 * every page by the shell with its parts. Registered last, so every API route wins over the page
 * catch-all.
 */
export default fp<PagesOptions>(
  async (app: FastifyInstance, options) => {
    const dev = options.dev ? await createDevServer() : undefined;
    dev?.attach(app);
    await app.register(partsModule, {
      ...(options.registry ? { registry: options.registry } : {}),
      ...(dev ? { dev } : {}),
    });
    const shell = await shellSource(options, dev);
    if (!dev) await serveBundles(app);
    const partNames = (options.registry ?? localPartRegistry()).map((entry) => entry.name);

    const policyLogo = await readFile(path.join(buildPaths.shell, 'public/policy-logo.svg'));
    addEndpoint(app, pagesEndpoints.getPolicyLogo, (_input, { reply }) => {
      reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400');
      return policyLogo;
    });
    addEndpoint(app, pagesEndpoints.getAppVersion, () => ({ buildId: shell.buildId }));

    const cache = dev ? undefined : createPageCache({ maxBytes: pageCacheBytes, ttlMs: pageCacheTtlMs });
    if (cache) {
      const unsubscribes = await Promise.all(
        pageDataTopics.map((topic) => app.pubsub.subscribe(topic, () => cache.clear())),
      );
      app.addHook('onClose', async () => {
        await Promise.all(unsubscribes.map((unsubscribe) => unsubscribe()));
      });
    }
    app.get(
      '/*',
      { schema: { hide: true } },
      pageRoute(app, {
        shell,
        partNames,
        production: options.production,
        debuggerEnabled: options.debuggerEnabled,
        cache,
      }),
    );
  },
  { name: 'pages', dependencies: ['pubsub', 'site-config', 'seo', 'redirects', 'blocks'] },
);
