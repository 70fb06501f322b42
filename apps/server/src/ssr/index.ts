import { randomBytes } from 'node:crypto';
import fastifyStatic from '@fastify/static';
import { type BuildMode, buildPaths, publicPaths } from '@parlay/build';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { loadShellBundle, type ShellBundle } from './shell-bundle.ts';
import { isAssetLikePath } from './asset-path.ts';

export interface SsrPluginOptions {
  /** React's production or development build in the import map (development shows hydration warnings). */
  reactBuild: BuildMode;
}

/** Longest page URL served; longer ones are refused before any routing work. */
const maxUrlLength = 2048;

function requestHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) headers.set(name, value.join(', '));
  }
  return headers;
}

function cspNonces(reply: FastifyReply): { script: string; style: string } {
  const nonces = (reply as FastifyReply & { cspNonce?: { script: string; style: string } }).cspNonce;
  return nonces ?? { script: randomBytes(16).toString('base64'), style: randomBytes(16).toString('base64') };
}

/**
 * Server rendering: the built shell renders every page (status, head, body, initial data) with
 * its parts' server renditions; the static bundles are served immutable. Registered last, so
 * every API route wins over the page catch-all.
 */
export default fp<SsrPluginOptions>(
  async (app: FastifyInstance, options) => {
    const bundle: ShellBundle = await loadShellBundle(options.reactBuild);
    await app.register(fastifyStatic, {
      root: buildPaths.shellClientOut,
      prefix: publicPaths.shell,
      decorateReply: false,
      immutable: true,
      maxAge: '365d',
      index: false,
    });
    for (const mode of ['production', 'development'] as const) {
      await app.register(fastifyStatic, {
        root: buildPaths.vendorOut(mode),
        prefix: publicPaths.vendor(mode),
        decorateReply: false,
        immutable: true,
        maxAge: '365d',
        index: false,
      });
    }

    app.get('/*', { schema: { hide: true } }, async (request, reply) => {
      if (request.url.length > maxUrlLength) {
        return reply.code(414).send({ status: 414, code: 'URI_TOO_LONG', messageKey: 'main_validation_error' });
      }
      if (isAssetLikePath(request.url)) return reply.callNotFound();
      const origin = `${request.protocol}://${request.host}`;
      const result = await bundle.render(
        { url: `${origin}${request.url}`, headers: requestHeaders(request) },
        {
          fetchPart: (name, url, language) => app.parts.fetch(name, url, { url, language, theme: 0 }),
          nonce: cspNonces(reply),
          importMap: bundle.importMap,
          shellAssets: bundle.shellAssets,
          buildId: bundle.buildId,
        },
      );
      if (result.kind === 'redirect') return reply.redirect(result.location, result.status);
      return reply
        .code(result.status)
        .header('cache-control', 'private, no-cache')
        .header('vary', 'cookie, accept-language')
        .type('text/html; charset=utf-8')
        .send(result.html);
    });
  },
  { name: 'ssr', dependencies: ['parts'] },
);
