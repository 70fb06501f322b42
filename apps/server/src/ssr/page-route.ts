import { errorCodes, type ShellResponse, type ShellServices, type ShellSession } from '@parlay/contract';
import { isStaticFilePath } from '@parlay/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../http/http-error.ts';
import { requestTheme } from '../modules/parts/index.ts';
import { pageFreshness } from './answer-freshness.ts';
import { extendContentSecurityPolicy } from './csp.ts';
import type { DevServer } from './dev-server.ts';
import type { PageCache, RequestFacts, SharedAnswer } from './page-cache.ts';
import { fillPage, fillPageGzip, noncePlaceholders, pageTemplate } from './page-template.ts';

/** Longest page URL served; longer ones are refused before any routing work. */
const maxUrlLength = 2048;

/** The error envelope's 414, through the application's error handler like every other refusal. */
function uriTooLongError(): HttpError {
  return new HttpError({ status: 414, code: errorCodes.URI_TOO_LONG, messageKey: 'main_request_error' });
}

/** The shell as the page route uses it: built, or from its sources through Vite (`npm run dev`). */
export type ShellSource = Pick<ShellServices, 'importMap' | 'shellAssets' | 'buildId'> & {
  render: DevServer['renderShell'];
  devHead?: DevServer['head'];
};

export interface PageRouteOptions {
  shell: ShellSource;
  partNames: readonly string[];
  production: boolean;
  debuggerEnabled: boolean;
  /** Where answers for anonymous visitors are kept; none in development (sources change under it). */
  cache: PageCache | undefined;
}

type Nonces = ShellServices['nonce'];

/**
 * Any page may be kept by the visitor's browser alone, asking again before use (a signed-in page
 * shows the player's balance); one made from an API answer no cache may store (a player's coupon)
 * is not kept even there.
 */
const pageCacheControl = (storable: boolean) => (storable ? 'private, no-cache' : 'private, no-store');

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

function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

function requestHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const name of Object.keys(request.headers)) {
    const value = headerValue(request, name);
    if (value !== undefined) headers.set(name, value);
  }
  return headers;
}

function requestFacts(request: FastifyRequest): RequestFacts {
  return { cookieHeader: headerValue(request, 'cookie'), header: (name) => headerValue(request, name) };
}

/** Whether gzip is among the codings the request accepts (a q of 0 refuses it). */
export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  return (acceptEncoding ?? '').split(',').some((entry) => {
    const [coding = '', ...parameters] = entry.split(';').map((part) => part.trim().toLowerCase());
    const quality = parameters.find((parameter) => parameter.startsWith('q='));
    return (
      (coding === 'gzip' || coding === 'x-gzip') && (quality === undefined || Number(quality.slice(2)) > 0)
    );
  });
}

function sharedAnswerOf(result: ShellResponse): SharedAnswer {
  if (result.kind === 'redirect') {
    return {
      kind: 'redirect',
      status: result.status,
      location: result.location,
      setCookies: result.setCookies,
    };
  }
  return {
    kind: 'page',
    status: result.status,
    setCookies: result.setCookies,
    ...(result.cspAdditions ? { cspAdditions: result.cspAdditions } : {}),
    template: pageTemplate(result.html),
  };
}

/**
 * The page route: every page of the site rendered by the shell with its parts. An anonymous
 * visitor's answer is kept and given again to requests that agree on everything it was made from
 * (see PageCache), each with the response's own CSP nonces, for as long as the API answers its
 * parts read may be kept (their Cache-Control, stale-while-revalidate included: one request then
 * renders the next while the others get the kept page); signed-in visitors' pages are never kept.
 */
export function pageRoute(app: FastifyInstance, options: PageRouteOptions) {
  const { shell, cache } = options;

  const send = (
    request: FastifyRequest,
    reply: FastifyReply,
    answer: SharedAnswer | ShellResponse,
    nonce: Nonces,
    storable: boolean,
  ) => {
    if (answer.setCookies.length > 0) reply.header('set-cookie', [...answer.setCookies]);
    if (answer.kind === 'redirect') return reply.redirect(answer.location, answer.status);
    const policy = reply.getHeader('content-security-policy');
    if (answer.cspAdditions && typeof policy === 'string') {
      reply.header('content-security-policy', extendContentSecurityPolicy(policy, answer.cspAdditions));
    }
    reply
      .code(answer.status)
      .header('cache-control', pageCacheControl(storable))
      .header('vary', 'cookie, accept-language, accept-encoding')
      .type('text/html; charset=utf-8');
    if (!('template' in answer)) return reply.send(answer.html);
    // Compressed once when kept; any other coding is the compression plugin's, per response.
    if (acceptsGzip(request.headers['accept-encoding'])) {
      return reply.header('content-encoding', 'gzip').send(fillPageGzip(answer.template, nonce));
    }
    return reply.send(fillPage(answer.template, nonce));
  };

  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.url.length > maxUrlLength) throw uriTooLongError();
    if (isStaticFilePath(request.url)) return reply.callNotFound();
    const nonce = reply.cspNonce;
    const origin = `${request.protocol}://${request.host}`;
    const pageUrl = `${origin}${request.url}`;
    // The visitor's country (config defaults, block rules): the request context's rule.
    const visitorCountry = (await request.visitorCountry()).code;
    const checkBlock = ({ auth, url }: { auth: boolean; url: string }) =>
      app.blocks.check({ auth, url, visitorCountry: async () => visitorCountry });
    const session = app.hasDecorator('identity') ? shellSession(app, request) : undefined;

    // Kept answers are for anonymous visitors only, scoped by what the server itself puts in a page.
    const anonymous = await (session ?? Promise.resolve(null)).then(
      (found) => found === null,
      () => false,
    );
    const blockAnswer =
      cache && anonymous
        ? await checkBlock({ auth: false, url: new URL(pageUrl).pathname }).catch(() => undefined)
        : undefined;
    const scope = blockAnswer && JSON.stringify([pageUrl, visitorCountry, blockAnswer]);
    const facts = requestFacts(request);

    const render = async () => {
      const reads = pageFreshness();
      const generation = cache?.generation ?? 0;
      const result = await shell.render(
        { url: pageUrl, headers: requestHeaders(request) },
        {
          // The request's cookies go with a part's reads of the visitor's own data (fetchApiAsVisitor).
          fetchPart: (name, url, language) =>
            app.parts.fetch(
              name,
              url,
              { url, language, theme: requestTheme(request) },
              { cookie: headerValue(request, 'cookie'), observe: reads.observe },
            ),
          nonce: scope === undefined ? nonce : noncePlaceholders,
          importMap: shell.importMap,
          shellAssets: shell.shellAssets,
          buildId: shell.buildId,
          availableParts: options.partNames,
          getSiteConfig: async (language) => {
            const config = await app.siteConfig.getSiteConfig(language, { geoCountry: visitorCountry });
            if (!config) throw new Error(`no site configuration for ${language}`);
            return config;
          },
          production: options.production,
          debuggerEnabled: options.debuggerEnabled,
          visitorCountry,
          ...(session ? { getSession: () => session } : {}),
          resolveRedirect: (target) => app.redirects.resolve(target),
          seoPageData: ({ route, lang, path }) => app.seo.pageData({ route, lang, path }),
          checkBlock,
          ...(shell.devHead
            ? { devHead: shell.devHead(scope === undefined ? nonce : noncePlaceholders) }
            : {}),
        },
      );
      const storable = reads.storable();
      if (scope === undefined || !cache) return { answer: result, storable };
      const answer = sharedAnswerOf(result);
      const freshness = reads.freshness();
      if (result.reusableWhen && freshness !== null)
        cache.keep(scope, result.reusableWhen, facts, answer, generation, freshness);
      return { answer, storable };
    };

    const kept = scope === undefined ? undefined : cache?.find(scope, facts);
    if (kept?.refresh) {
      // Past fresh: this visitor gets the kept page at once, the next ones the page rendered now.
      render().catch((error: unknown) => request.log.error({ err: error }, 'page refresh failed'));
    }
    // A kept page was made from answers a shared cache may keep: storable.
    const { answer, storable } = kept ? { answer: kept.answer, storable: true } : await render();
    return send(request, reply, answer, nonce, storable);
  };
}
