import { createContext, RouterContextProvider } from 'react-router';
import type { NavigationCheck, NavigationEnvironment } from './navigation-types.ts';

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
