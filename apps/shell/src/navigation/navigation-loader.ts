import type { RouteDefinition } from '@parlay/contract/route-table';
import { isLanguageCode, resolveLanguage } from '@parlay/domain';
import { createContext, data, type LoaderFunctionArgs, RouterContextProvider, redirect } from 'react-router';
import { languageCookie } from '../routes/language-redirect.ts';
import type {
  NavigationCheck,
  NavigationEnvironment,
  NavigationOutcome,
  NavigationState,
} from './navigation-types.ts';
import { runNavigation } from './run-navigation.ts';

/** The environment a navigation runs in, handed to loaders through React Router's context. */
export const navigationEnvironment = createContext<NavigationEnvironment>();
/** The checks to run, or how to load them (the browser's, loaded with its first navigation). */
export type NavigationChecks = readonly NavigationCheck[] | (() => Promise<readonly NavigationCheck[]>);
export const navigationChecksContext = createContext<NavigationChecks>();

/** The router context of a navigation: its environment and the checks to run. */
export function navigationRouterContext(
  env: NavigationEnvironment,
  checks: NavigationChecks,
): RouterContextProvider {
  return new RouterContextProvider(
    new Map<never, unknown>([
      [navigationEnvironment as never, env],
      [navigationChecksContext as never, checks],
    ]),
  );
}

/** Status the page answers when a check refuses it; the route's error element shows the matching page. */
export const outcomeStatus = { 'not-found': 404, 'auth-required': 401, 'dictionary-error': 503 } as const;

/** Loader data of a page that passed every check. */
export interface PageLoaderData {
  routeName: string | null;
}

/** The page language: the URL's when the site has it, else the visitor's (cookie, browser, English). */
export function pageLanguage(env: NavigationEnvironment, urlLanguage: string | undefined): string {
  if (urlLanguage && env.languages.includes(urlLanguage)) return urlLanguage;
  const isBrowser = env.side === 'browser';
  return resolveLanguage(
    {
      fromCookie: env.cookies.get(languageCookie),
      fromBrowser: isBrowser
        ? navigator.languages.join(',')
        : (env.headers.get('accept-language') ?? undefined),
    },
    env.languages,
  );
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
 * the catch-all), on the server for the first load and in the browser on every navigation.
 */
export function navigationLoader(route: RouteDefinition | null) {
  return async ({ request, params, context }: LoaderFunctionArgs): Promise<PageLoaderData> => {
    const env = context.get(navigationEnvironment);
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
