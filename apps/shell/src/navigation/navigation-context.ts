import { createContext, RouterContextProvider } from 'react-router';
import type { NavigationCheck, NavigationEnvironment } from './navigation-types.ts';

/**
 * The environment a navigation runs in, or how to make it (the browser's, built with its first
 * navigation), handed to loaders through React Router's context.
 */
export type NavigationEnvironmentSource = NavigationEnvironment | (() => Promise<NavigationEnvironment>);
export const navigationEnvironment = createContext<NavigationEnvironmentSource>();
/** The checks to run, or how to load them (the browser's, loaded with its first navigation). */
export type NavigationChecks = readonly NavigationCheck[] | (() => Promise<readonly NavigationCheck[]>);
export const navigationChecksContext = createContext<NavigationChecks>();

/** The router context of a navigation: its environment and the checks to run. */
export function navigationRouterContext(
  env: NavigationEnvironmentSource,
  checks: NavigationChecks,
): RouterContextProvider {
  return new RouterContextProvider(
    new Map<never, unknown>([
      [navigationEnvironment as never, env],
      [navigationChecksContext as never, checks],
    ]),
  );
}
