import type { PartResult, RenderShell } from '@parlay/contract';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { type InitialData, initialDataGlobal, type ServerPartState } from './app/initial-data.ts';
import { ShellProviders } from './app/shell-providers.tsx';
import { parseTheme, themeCookie } from './app/theme.tsx';
import { renderDocument } from './document/render-document.ts';
import { createShellTranslator } from './i18n/create-i18n.ts';
import { type DictionaryId, loadDictionaries } from './i18n/dictionaries.ts';
import { layoutParts } from './parts/part-services.ts';
import type { PartView } from './parts/part-view.ts';
import { runtimeFromViews } from './parts/parts-runtime.tsx';
import { routerHydrationData } from './routes/hydration-data.ts';
import { readCookie } from './routes/language-redirect.ts';
import { isRouteHandle } from './routes/route-handle.ts';
import { routes } from './routes/routes.tsx';

const handler = createStaticHandler(routes);

/** Renders a page: route data, the page's parts fetched in parallel, then the document. */
export const render: RenderShell = async (request, services) => {
  const context = await handler.query(new Request(request.url, { headers: request.headers }));
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('location') ?? '/' };
  }
  const url = new URL(request.url);
  const language = context.matches[0]?.params.lang ?? 'en';
  const theme = parseTheme(readCookie(request.headers.get('cookie'), themeCookie));
  const handles = context.matches.map((match) => match.route.handle).filter(isRouteHandle);
  const dictionaryIds = [...new Set(handles.flatMap((handle) => handle.dictionaries))] as DictionaryId[];
  const mainPart = handles.at(-1)?.part;
  const pageUrl = `${url.pathname}${url.search}`;
  const partRequests = [
    ...(mainPart ? [{ name: mainPart, url: pageUrl }] : []),
    ...layoutParts.map((name) => ({ name, url: `/${language}` })),
  ];

  const [dictionaries, partResults] = await Promise.all([
    loadDictionaries(language, dictionaryIds),
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
  const status = main ? main.status : context.statusCode;

  const { t } = createShellTranslator(language, dictionaries);
  const lastHandle = handles.at(-1);
  const title =
    main?.ok && main.descriptor.title
      ? main.descriptor.title
      : t('title_template', {
          title: t(status === 404 ? 'not_found_title' : (lastHandle?.titleKey ?? 'error_title')),
        });
  const description = t(lastHandle?.descriptionKey ?? 'home_description');

  const router = createStaticRouter(handler.dataRoutes, context);
  const appHtml = renderToString(
    <ShellProviders
      translator={createShellTranslator(language, dictionaries)}
      theme={theme}
      parts={runtimeFromViews(views)}
    >
      <StaticRouterProvider router={router} context={context} hydrate={false} nonce={services.nonce.script} />
    </ShellProviders>,
  );

  const initialData: InitialData = {
    language,
    theme,
    dictionaries,
    parts: partStates,
    buildId: services.buildId,
  };
  const readyParts = partResults.flatMap((part) => (part.result.ok ? [part.result.descriptor] : []));
  const html = renderDocument({
    language,
    theme,
    title,
    description,
    nonce: services.nonce,
    importMap: services.importMap,
    entryScript: services.shellAssets.entryScript,
    modulePreloads: [
      ...services.shellAssets.modulePreloads,
      ...readyParts.flatMap((descriptor) => descriptor.scriptsToLoad),
    ],
    stylesheets: [
      ...services.shellAssets.stylesheets,
      ...readyParts.flatMap((descriptor) => descriptor.cssToLoad.map((css) => css.href)),
    ],
    partHeads: readyParts.map((descriptor) => descriptor.head).filter(Boolean),
    appHtml,
    devHead: services.devHead,
    globals: { [initialDataGlobal]: initialData, __staticRouterHydrationData: routerHydrationData(context) },
  });
  return { kind: 'page', status, html };
};

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
