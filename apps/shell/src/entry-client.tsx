import '@parlay/ui/tokens.css';
import '@parlay/ui/styles.css';
import './shell.css';
import { setTermsHandler } from '@parlay/client';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { apiClient } from './api/api-client.ts';
import { reloadOnceOnChunkFailure } from './app/chunk-reload.ts';
import { type InitialData, initialDataGlobal } from './app/initial-data.ts';
import { routes } from './app/routes.tsx';
import { ShellProviders } from './app/shell-providers.tsx';
import { createShellTranslations } from './i18n/create-i18n.ts';
import type { Dictionaries, DictionaryId } from './i18n/dictionaries.ts';
import { dictionaryFetcher } from './i18n/dictionary-files.ts';
import { navigationRouterContext } from './navigation/navigation-context.ts';
import type { NavigationCheck, NavigationEnvironment } from './navigation/navigation-types.ts';
import type { PartView } from './parts/part-view.ts';
import { runtimeFromViews } from './parts/parts-runtime.tsx';
import { isRouteHandle } from './routes/route-handle.ts';
import { trackPathBeforeRegistration } from './session/path-before-registration.ts';
import { startBrowserSession } from './session/session-store.ts';
import { termsRequired } from './session/terms-required.ts';
import { holdHydrationMarkerWhileNavigating } from './state/hydration-marker.tsx';
import { announceUpdateAvailable } from './state/update-notice.ts';

declare global {
  interface Window {
    [initialDataGlobal]: InitialData;
  }
}

/**
 * The server-rendered part bodies, read back from the DOM before hydration: the client renders
 * the very same strings, so React leaves the markup the parts hydrate into alone.
 */
function serverPartViews(data: InitialData): Map<string, PartView> {
  const views = new Map<string, PartView>();
  for (const [name, state] of Object.entries(data.parts)) {
    if (state.status === 'error') {
      views.set(name, { state: 'error', url: state.url, httpStatus: state.httpStatus });
      continue;
    }
    const body = document.querySelector(`[data-part-host="${CSS.escape(name)}"] > [data-part-body]`);
    if (body)
      views.set(name, {
        state: 'ready',
        url: state.url,
        body: body.innerHTML,
        scriptsToLoad: state.scriptsToLoad,
        key: 0,
      });
  }
  return views;
}

/** How often the browser asks whether a newer build is deployed. */
const versionCheckIntervalMs = 5 * 60_000;

const data = window[initialDataGlobal];
reloadOnceOnChunkFailure();
const dictionaries: Dictionaries = {};
const { fetchDictionaries, fetchPageDictionaries } = dictionaryFetcher(data.dictionaries);

let lastVersionCheck = Date.now();
// The server ran the checks for the page hydrated here: the browser loads them with its first
// navigation, not with the page.
let checks: Promise<readonly NavigationCheck[]> | undefined;
const loadChecks = () => {
  checks ??= import('./navigation/browser-checks.ts').then(({ browserNavigationChecks }) =>
    browserNavigationChecks({
      currentBuild: data.buildId,
      latestBuild: async () => {
        if (Date.now() - lastVersionCheck < versionCheckIntervalMs) return null;
        lastVersionCheck = Date.now();
        return (await (await apiClient()).getAppVersion()).buildId;
      },
      onUpdateAvailable: announceUpdateAvailable,
    }),
  );
  return checks;
};

// The navigation environment, like the checks, is for navigations: built with the first one.
let env: Promise<NavigationEnvironment> | undefined;
const loadEnvironment = () => {
  env ??= import('./navigation/browser-environment.ts').then(
    ({ browserNavigationEnvironment, browserServices }) =>
      browserNavigationEnvironment({
        pageLanguage: data.language,
        pageConfig: data.config,
        production: !import.meta.env.DEV,
        debuggerEnabled: data.debuggerEnabled,
        services: browserServices(async (language, ids) => {
          const missing = ids.filter((id) => !dictionaries[language]?.[id as DictionaryId]);
          if (missing.length === 0) return;
          const loaded = await fetchDictionaries(language, missing as DictionaryId[]);
          for (const [code, byId] of Object.entries(loaded))
            dictionaries[code] = { ...dictionaries[code], ...byId };
        }),
        from: () => {
          const { location, matches } = router.state;
          const handle = matches.at(-1)?.route.handle;
          return {
            pathname: `${location.pathname}${location.search}`,
            routeName: isRouteHandle(handle) ? (handle.route?.name ?? null) : null,
          };
        },
      }),
  );
  return env;
};

const router = createBrowserRouter(routes, {
  getContext: () => navigationRouterContext(loadEnvironment, loadChecks),
});
holdHydrationMarkerWhileNavigating(router);

const pathBeforeRegistration = trackPathBeforeRegistration(router);
// The session's host is built in a chunk of its own, only when the session manager needs it.
startBrowserSession(data.session, () =>
  import('./session/browser-session-host.ts').then(({ browserSessionHost }) =>
    browserSessionHost(router, { language: data.language, config: data.config, pathBeforeRegistration }),
  ),
);
setTermsHandler(() => termsRequired(() => void router.revalidate()));

// Hydrates once the page's dictionaries (preloaded by its head) are here: the first render must read
// the server's very texts. (Not a top-level await: the bundler would then keep every module the
// entry shares with a lazy chunk out of the entry, in chunks of their own.)
fetchPageDictionaries().then(
  (loaded) => {
    Object.assign(dictionaries, loaded);
    hydrateRoot(
      document.getElementById('root')!,
      <ShellProviders
        translations={createShellTranslations(data.language, dictionaries, fetchDictionaries)}
        theme={data.theme}
        parts={runtimeFromViews(serverPartViews(data))}
        shellData={{
          config: data.config,
          availableParts: data.availableParts,
          buildId: data.buildId,
          visitorCountry: data.visitorCountry,
          session: data.session,
          oneTap: data.oneTap,
        }}
      >
        <RouterProvider router={router} />
      </ShellProviders>,
      { onRecoverableError: (error) => console.error('[shell] recoverable error', error) },
    );
  },
  (error: unknown) => console.error('[shell] the page’s dictionaries could not be loaded', error),
);
