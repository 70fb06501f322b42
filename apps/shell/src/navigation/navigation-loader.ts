import type { RouteDefinition } from '@parlay/contract/route-table';
import { isLanguageCode } from '@parlay/domain';
import { data, type LoaderFunctionArgs, redirect } from 'react-router';
import { navigationChecksContext, navigationEnvironment } from './navigation-context.ts';
import type { NavigationEnvironment, NavigationOutcome, NavigationState } from './navigation-types.ts';
import { pageLanguage } from './page-language.ts';
import { runNavigation } from './run-navigation.ts';

/** Status the page answers when a check refuses it; the route's error element shows the matching page. */
export const outcomeStatus = { 'not-found': 404, 'auth-required': 401, 'dictionary-error': 503 } as const;

/** Loader data of a page that passed every check. */
export interface PageLoaderData {
  routeName: string | null;
}

function settle(
  outcome: NavigationOutcome,
  env: NavigationEnvironment,
  route: RouteDefinition | null,
): PageLoaderData {
  switch (outcome.kind) {
    case 'continue':
      return { routeName: route?.name ?? null };
    case 'redirect':
      throw redirect(outcome.to, outcome.status);
    case 'cancel':
      throw redirect(env.from?.pathname ?? '/', 302);
    default:
      throw data(outcome.kind, { status: outcomeStatus[outcome.kind] });
  }
}

/**
 * The loader of every page: runs the navigation checks for the route the URL matched (null for
 * the catch-all), on the server for the first load and in the browser on every navigation (the
 * browser loads this module with its first navigation: routes.tsx).
 */
export function navigationLoader(route: RouteDefinition | null) {
  return async ({ request, params, context }: LoaderFunctionArgs): Promise<PageLoaderData> => {
    const source = context.get(navigationEnvironment);
    const env = typeof source === 'function' ? await source() : source;
    const urlLanguage = isLanguageCode(params.lang) ? params.lang : undefined;
    const language = pageLanguage(env, urlLanguage);
    // A URL with no language at all is not yet a page of the site: it gets one before any check
    // (ARCHITECTURE decision 1). A wrong or hidden language is the URL-language check's business.
    if (!isLanguageCode(params.lang)) {
      const url = new URL(request.url);
      throw redirect(`/${language}${url.pathname === '/' ? '' : url.pathname}${url.search}`, 302);
    }
    const state: NavigationState = {
      request: { url: new URL(request.url), route, params, urlLanguage },
      env,
      language,
      config: await env.config(language),
    };
    const checks = context.get(navigationChecksContext);
    const list = typeof checks === 'function' ? await checks() : checks;
    return settle(await runNavigation(list, state), env, route);
  };
}
