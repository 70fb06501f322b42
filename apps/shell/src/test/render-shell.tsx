import { checkedAgainstContract } from '@parlay/client/testing';
import type { SiteConfig } from '@parlay/contract';
import { isSiteLanguageCode } from '@parlay/domain';
import { configure, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { routes } from '../app/routes.tsx';
import { ShellProviders } from '../app/shell-providers.tsx';
import { loadDictionaries } from '../i18n/bundled-dictionaries.ts';
import { createShellTranslations } from '../i18n/create-i18n.ts';
import { browserNavigationEnvironment } from '../navigation/browser-environment.ts';
import { createAppVersionCheck } from '../navigation/checks/app-version.ts';
import { navigationRouterContext } from '../navigation/navigation-context.ts';
import type { NavigationServices } from '../navigation/navigation-types.ts';
import { navigationChecks } from '../navigation/pipeline.ts';
import type { PartView } from '../parts/part-view.ts';
import { runtimeFromViews } from '../parts/parts-runtime.tsx';
import { siteConfigFixture } from './site-config-fixture.ts';

// The first render of a test file loads dictionaries and part modules: give it time on a busy machine.
configure({ asyncUtilTimeout: 5000 });

/** A fake back end: descriptor answers per part for the part loader's fetch, checked against the contract. */
export function fakePartsBackEnd(answers: Record<string, () => Response>) {
  const fetchMock = vi.fn(async (url: string) => {
    const answer = answers[url.replace('/mf/', '')];
    return answer ? checkedAgainstContract('POST', url, answer()) : new Response('{}', { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export const jsonAnswer = (status: number, body: unknown) => () =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export interface RenderShellOptions {
  views?: Map<string, PartView>;
  config?: Partial<SiteConfig>;
  services?: Partial<NavigationServices>;
  availableParts?: string[];
}

/** The shell's real routes, providers and navigation checks in a memory router. */
export async function renderShell(path: string, options: RenderShellOptions = {}) {
  const prefix = path.split('/')[1] ?? '';
  const language = isSiteLanguageCode(prefix) ? prefix : 'en';
  const dictionaries = await loadDictionaries(language, ['main', 'routes', 'pages']);
  const config = siteConfigFixture({ currentLanguage: language, ...options.config });
  const availableParts = options.availableParts ?? ['footer', 'info'];
  const env = browserNavigationEnvironment({
    pageLanguage: language,
    pageConfig: config,
    production: true,
    debuggerEnabled: false,
    services: { loadDictionaries: async () => {}, ...options.services },
    from: () => null,
  });
  const checks = navigationChecks(
    createAppVersionCheck({
      currentBuild: 'test',
      latestBuild: async () => 'test',
      onUpdateAvailable: () => {},
    }),
  );
  const router = createMemoryRouter(routes, {
    initialEntries: [path],
    getContext: () => navigationRouterContext(env, checks),
  });
  render(
    <ShellProviders
      translations={createShellTranslations(language, dictionaries, loadDictionaries)}
      theme={0}
      parts={runtimeFromViews(options.views ?? new Map())}
      shellData={{ config, availableParts, buildId: 'test', visitorCountry: null }}
    >
      <RouterProvider router={router} />
    </ShellProviders>,
  );
  return router;
}
