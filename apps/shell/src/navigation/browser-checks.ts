import { createAppVersionCheck } from './checks/app-version.ts';
import type { NavigationCheck } from './navigation-types.ts';
import { navigationChecks } from './pipeline.ts';

/**
 * The browser's navigation checks with its app-version check: one chunk, loaded with the first
 * navigation (the server ran the checks of the page the browser hydrated).
 */
export function browserNavigationChecks(
  appVersion: Parameters<typeof createAppVersionCheck>[0],
): NavigationCheck[] {
  return navigationChecks(createAppVersionCheck(appVersion));
}
