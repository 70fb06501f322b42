import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { type BuildMode, buildPaths, publicPaths } from '@parlay/build';
import type { ShellServices, ShellSession } from '@parlay/contract';
import { pagesEndpoints } from '@parlay/contract/endpoints';
import { isStaticFilePath } from '@parlay/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { addEndpoint } from '../http/endpoint-route.ts';
import partsModule, { type PartRegistryEntry, requestTheme } from '../modules/parts/index.ts';
import { localPartRegistry } from '../modules/parts/part-registry.ts';

import { extendContentSecurityPolicy } from './csp.ts';
import { createDevServer, type DevServer } from './dev-server.ts';
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
  /** Google sign-in is configured: pages of sites that enable One Tap may offer it. */
  googleOneTap?: boolean;
}

/** Longest page URL served; longer ones are refused before any routing work. */
const maxUrlLength = 2048;

/** The request's session as the shell renders it (identity module's view without the session id). */
async function shellSession(app: FastifyInstance, request: FastifyRequest): Promise<ShellSession | null> {
  const session = await app.identity.readSession(request);
  if (!session) return null;
  return {
    userId: session.userId,
    login: session.login,
    banLevel: session.banLevel,
    banVersion: session.banVersion,
    termsChanged: session.termsChanged,
    csrfToken: session.csrfToken,
    autoLogoffMinutes: session.autoLogoffMinutes,
  };
}

function requestHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) headers.set(name, value.join(', '));
  }
  return headers;
}

function cspNonces(reply: FastifyReply): ShellServices['nonce'] {
  const nonces = (reply as FastifyReply & { cspNonce?: ShellServices['nonce'] }).cspNonce;
  return nonces ?? { script: randomBytes(16).toString('base64'), style: randomBytes(16).toString('base64') };
}

type ShellSource = Pick<ShellServices, 'importMap' | 'shellAssets' | 'buildId'> & {
  render: DevServer['renderShell'];
  devHead?: DevServer['head'];
};

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

    app.get('/*', { schema: { hide: true } }, async (request, reply) => {
      if (request.url.length > maxUrlLength) {
        return reply
          .code(414)
          .send({ status: 414, code: 'URI_TOO_LONG', messageKey: 'main_validation_error' });
      }
      if (isStaticFilePath(request.url)) return reply.callNotFound();
      const nonce = cspNonces(reply);
      // The visitor's country (config defaults, block rules): the request context's rule.
      const visitorCountry = (await request.visitorCountry()).code;
      const result = await shell.render(
        { url: `${request.protocol}://${request.host}${request.url}`, headers: requestHeaders(request) },
        {
          fetchPart: (name, url, language) =>
            app.parts.fetch(name, url, { url, language, theme: requestTheme(request) }),
          nonce,
          importMap: shell.importMap,
          shellAssets: shell.shellAssets,
          buildId: shell.buildId,
          availableParts: partNames,
          getSiteConfig: async (language) => {
            const config = await app.siteConfig.getSiteConfig(language, { geoCountry: visitorCountry });
            if (!config) throw new Error(`no site configuration for ${language}`);
            return config;
          },
          production: options.production,
          debuggerEnabled: options.debuggerEnabled,
          googleOneTap: options.googleOneTap ?? false,
          visitorCountry,
          ...(app.hasDecorator('identity') ? { getSession: () => shellSession(app, request) } : {}),
          resolveRedirect: (target) => app.redirects.resolve(target),
          seoPageData: ({ route, lang, path: pagePath }) => app.seo.pageData({ route, lang, path: pagePath }),
          checkBlock: ({ auth, url: page }) =>
            app.blocks.check({ auth, url: page, visitorCountry: async () => visitorCountry }),
          ...(shell.devHead ? { devHead: shell.devHead(nonce) } : {}),
        },
      );
      if (result.setCookies.length > 0) reply.header('set-cookie', result.setCookies);
      if (result.kind === 'redirect') return reply.redirect(result.location, result.status);
      const policy = reply.getHeader('content-security-policy');
      if (result.cspAdditions && typeof policy === 'string') {
        reply.header('content-security-policy', extendContentSecurityPolicy(policy, result.cspAdditions));
      }
      return reply
        .code(result.status)
        .header('cache-control', 'private, no-cache')
        .header('vary', 'cookie, accept-language')
        .type('text/html; charset=utf-8')
        .send(result.html);
    });
  },
  { name: 'pages', dependencies: ['site-config', 'seo', 'redirects', 'blocks'] },
);
