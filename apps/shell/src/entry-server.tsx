import type {
  CspAdditions,
  PartResult,
  RenderShell,
  ShellReuse,
  ShellServices,
  ShellSession,
  SiteConfig,
} from '@parlay/contract';
import { isLanguageCode } from '@parlay/domain';
import { renderToString } from 'react-dom/server';
import { createStaticRouter, isRouteErrorResponse, StaticRouterProvider } from 'react-router';
import { type InitialData, initialDataGlobal, type ServerPartState } from './app/initial-data.ts';
import { routes } from './app/routes.tsx';
import { ShellProviders } from './app/shell-providers.tsx';
import { renderDocument } from './document/render-document.ts';
import { loadDictionaries } from './i18n/bundled-dictionaries.ts';
import { createShellTranslations } from './i18n/create-i18n.ts';
import type { Dictionaries, DictionaryId } from './i18n/dictionaries.ts';
import { dictionaryFiles } from './i18n/dictionary-file-urls.ts';
import type { DictionaryFiles } from './i18n/dictionary-files.ts';
import { createAppVersionCheck } from './navigation/checks/app-version.ts';
import { setRechargeNavigationRule } from './navigation/checks/recharge-navigation.ts';
import { navigationRouterContext } from './navigation/navigation-context.ts';
import { pageLanguage } from './navigation/page-language.ts';
import { navigationChecks } from './navigation/pipeline.ts';
import {
  type RequestReads,
  readRequestHeaders,
  serverCookieJar,
  serverNavigationEnvironment,
} from './navigation/server-environment.ts';
import { layoutParts } from './parts/part-services.ts';
import type { PartView } from './parts/part-view.ts';
import { runtimeFromViews } from './parts/parts-runtime.tsx';
import { routerHydrationData } from './routes/hydration-data.ts';
import { isRouteHandle, pageTitleKey, refusedTitleKey, routeTitleKey } from './routes/route-handle.ts';
import { createStaticHandlers } from './routes/static-handlers.ts';
import { anonymousSession } from './session/session-store.ts';
import { parseTheme, themeCookie } from './state/theme.tsx';
import { rechargeRule } from './wallet/recharge-rule.ts';

const handlers = createStaticHandlers(routes);
// The server has no recharge modal to open: a direct load of the recharge route goes to the home page.
setRechargeNavigationRule(rechargeRule(null));

/** A part head's own description (the shell then writes none). */
const partDescriptionPattern = /<meta name="description"/;

/** Pages whose status is part of what they say: the error page answers 500 (seed 001 §2). */
const statusOfPage: Readonly<Record<string, number>> = { 'server-error': 500 };

/** Renders a page: navigation checks and route data, the page's parts in parallel, then the document. */
export const render: RenderShell = async (request, services) => {
  const url = new URL(request.url);
  const reads: RequestReads = { cookies: new Set(), headers: new Set() };
  const cookies = serverCookieJar(request.headers.get('cookie'), services.production, reads);
  const dictionaries: Dictionaries = {};
  const loadInto = async (language: string, ids: readonly string[]) => {
    Object.assign(dictionaries, await loadDictionaries(language, ids as DictionaryId[]));
  };
  const session = await readSession(services);
  const env = serverNavigationEnvironment(
    services,
    readRequestHeaders(request.headers, reads),
    cookies,
    loadInto,
    session,
  );
  // The server always renders the build it runs: the version check is the browser's.
  const checks = navigationChecks(
    createAppVersionCheck({
      currentBuild: services.buildId,
      latestBuild: async () => services.buildId,
      onUpdateAvailable: () => {},
    }),
  );
  const handler = handlers.forPath(url.pathname);
  const context = await handler.query(new Request(request.url, { headers: request.headers }), {
    requestContext: navigationRouterContext(env, checks),
  });
  if (context instanceof Response) {
    return {
      kind: 'redirect',
      status: context.status,
      location: context.headers.get('location') ?? '/',
      setCookies: cookies.setCookieHeaders,
      reusableWhen: reuseOf(reads),
    };
  }

  // A failure in a check or loader becomes the route's error page; it is a bug, so it is logged.
  for (const error of Object.values(context.errors ?? {}))
    if (!isRouteErrorResponse(error)) console.error('[shell] page request failed', url.pathname, error);

  const urlLanguage = context.matches.find((match) => isLanguageCode(match.params.lang))?.params.lang;
  const language = pageLanguage(env, urlLanguage);
  const config: SiteConfig = await env.config(language);
  const handle = context.matches
    .map((match) => match.route.handle)
    .filter(isRouteHandle)
    .at(-1);
  const route = handle?.route ?? null;
  const refused = context.errors !== null;
  const dictionaryIds = (handle?.dictionaries ?? ['main', 'routes', 'pages']) as DictionaryId[];
  const mainPart =
    !refused && route?.part && services.availableParts.includes(route.part) ? route.part : undefined;
  const pageUrl = `${url.pathname}${url.search}`;
  const partRequests = [
    ...(mainPart ? [{ name: mainPart, url: pageUrl }] : []),
    ...(route === null || route.layout === 'default'
      ? layoutParts.map((name) => ({ name, url: `/${language}` }))
      : []),
  ];
  const [, , seo, partResults] = await Promise.all([
    loadInto(language, dictionaryIds),
    route?.name === 'maintenance' ? loadInto('ru', dictionaryIds) : undefined,
    route && !refused
      ? services.seoPageData?.({ route: route.name, lang: language, path: url.pathname })
      : undefined,
    Promise.all(
      partRequests.map(async (part) => ({
        ...part,
        result: await services.fetchPart(part.name, part.url, language),
      })),
    ),
  ]);

  const views = new Map<string, PartView>();
  const partStates: Record<string, ServerPartState> = {};
  for (const { name, url: partUrl, result } of partResults) {
    views.set(name, viewOf(result, partUrl));
    partStates[name] = stateOf(result, partUrl);
  }
  const main = partResults.find((part) => part.name === mainPart)?.result;
  if (main?.ok && main.location !== undefined) {
    return {
      kind: 'redirect',
      status: main.status,
      location: main.location,
      setCookies: cookies.setCookieHeaders,
      reusableWhen: reuseOf(reads),
    };
  }
  const pageStatus = route && !refused ? statusOfPage[route.name] : undefined;
  const status = main && !refused ? main.status : (pageStatus ?? context.statusCode);

  const translations = createShellTranslations(language, dictionaries, loadDictionaries);
  const { t } = translations.translator;
  const titleKey =
    status >= 400 && pageStatus === undefined ? refusedTitleKey(status) : pageTitleKey(route?.name ?? 'home');
  const ownTitle =
    main?.ok && main.descriptor.title ? main.descriptor.title : t('title_template', { title: t(titleKey) });
  // A part whose head describes the page from its own data (a game, a championship) is the page's
  // better source than the one text per route of the SEO table; the table serves every other page.
  const partDescribes = main?.ok === true && partDescriptionPattern.test(main.descriptor.head);
  const title = partDescribes ? ownTitle : seo?.title || ownTitle;
  const description = t(
    route && (status < 400 || pageStatus !== undefined)
      ? `${routeTitleKey(route.name)}_description`
      : 'home_description',
  );
  // Google's One Tap script may run only where the prompt can show: an anonymous visitor on a site
  // whose configuration enables it (the server turns it off where no Google client is configured).
  const oneTap = config.isOneTapAuthEnabled && (session?.userId ?? null) === null;
  const shellData = {
    config,
    availableParts: services.availableParts,
    buildId: services.buildId,
    visitorCountry: services.visitorCountry,
    session,
    oneTap,
  };
  const theme = parseTheme(cookies.get(themeCookie));

  const router = createStaticRouter(handler.dataRoutes, context);
  const appHtml = renderToString(
    <ShellProviders
      translations={translations}
      theme={theme}
      parts={runtimeFromViews(views)}
      shellData={shellData}
    >
      <StaticRouterProvider router={router} context={context} hydrate={false} nonce={services.nonce.script} />
    </ShellProviders>,
  );

  // The browser fetches the very dictionaries the page was rendered with, from their files.
  const pageDictionaries: DictionaryFiles = Object.fromEntries(
    Object.entries(dictionaries).map(([code, byId]) => [
      code,
      Object.fromEntries(Object.keys(byId).map((id) => [id, dictionaryFiles[code]?.[id as DictionaryId]])),
    ]),
  );
  const initialData: InitialData = {
    language,
    theme,
    dictionaries: pageDictionaries,
    parts: partStates,
    buildId: services.buildId,
    config,
    availableParts: services.availableParts,
    visitorCountry: services.visitorCountry,
    session,
    oneTap,
    debuggerEnabled: services.debuggerEnabled,
  };
  const readyParts = partResults.flatMap((part) => (part.result.ok ? [part.result.descriptor] : []));
  const html = renderDocument({
    language,
    theme,
    title,
    description: partDescribes ? null : seo?.description || description,
    seo: status < 400 ? seo : undefined,
    nonce: services.nonce,
    importMap: services.importMap,
    entryScript: services.shellAssets.entryScript,
    modulePreloads: [
      ...services.shellAssets.modulePreloads,
      ...readyParts.flatMap((descriptor) => descriptor.scriptsToLoad),
    ],
    fetchPreloads: Object.values(pageDictionaries).flatMap((files) => Object.values(files)),
    stylesheets: [
      ...services.shellAssets.stylesheets,
      ...readyParts.flatMap((descriptor) => descriptor.cssToLoad.map((css) => css.href)),
    ],
    partHeads: readyParts.map((descriptor) => descriptor.head).filter(Boolean),
    appHtml,
    devHead: services.devHead,
    globals: { [initialDataGlobal]: initialData, __staticRouterHydrationData: routerHydrationData(context) },
  });
  return {
    kind: 'page',
    status,
    html,
    setCookies: cookies.setCookieHeaders,
    ...(oneTap ? { cspAdditions: googleOneTapCsp } : {}),
    // A page whose part failed, or that failed itself, is not worth keeping: the next may do better.
    reusableWhen: status < 500 && partResults.every((part) => part.result.ok) ? reuseOf(reads) : null,
  };
};

function reuseOf(reads: RequestReads): ShellReuse {
  return { cookies: [...reads.cookies].sort(), headers: [...reads.headers].sort() };
}

/** What Google documents One Tap needs: its script, its iframe, its calls and its styles. */
const googleOneTapCsp: CspAdditions = {
  'script-src': ['https://accounts.google.com/gsi/client'],
  'frame-src': ['https://accounts.google.com/gsi/'],
  'connect-src': ['https://accounts.google.com/gsi/'],
  'style-src': ['https://accounts.google.com/gsi/style'],
};

/**
 * The request's session: an anonymous visitor when the identity module says so, null (unknown:
 * the browser checks) when there is no identity module or it failed — the page still renders.
 */
async function readSession(services: ShellServices): Promise<ShellSession | null> {
  if (!services.getSession) return null;
  try {
    return (await services.getSession()) ?? anonymousSession;
  } catch (error) {
    console.error('[shell] session read failed', error);
    return null;
  }
}

function viewOf(result: PartResult, url: string): PartView {
  if (!result.ok) return { state: 'error', url, httpStatus: result.status };
  return {
    state: 'ready',
    url,
    body: result.descriptor.body,
    scriptsToLoad: result.descriptor.scriptsToLoad,
    key: 0,
  };
}

function stateOf(result: PartResult, url: string): ServerPartState {
  if (!result.ok) return { status: 'error', url, httpStatus: result.status };
  return {
    status: 'ready',
    url,
    version: result.version,
    scriptsToLoad: result.descriptor.scriptsToLoad,
    cssHrefs: result.descriptor.cssToLoad.map((css) => css.href),
  };
}
