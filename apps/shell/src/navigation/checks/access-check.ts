import type { RouteDefinition, SiteConfig } from '@parlay/contract';
import {
  type NavigationCheck,
  type NavigationOutcome,
  type NavigationState,
  proceed,
} from '../navigation-types.ts';
import { platformParam } from './server-rerender.ts';
import { withoutQueryParams } from './without-query-params.ts';

const notFound: NavigationOutcome = { kind: 'not-found' };

function paramsFit(route: RouteDefinition, params: NavigationState['request']['params']): boolean {
  return Object.entries(route.params ?? {}).every(([name, pattern]) => {
    const value = params[name];
    return value === undefined || new RegExp(`^(?:${pattern})$`).test(value);
  });
}

/** Route guards of seed 000 §5 and seed 001 §5. */
function guardAllows(route: RouteDefinition, config: SiteConfig, state: NavigationState): boolean {
  switch (route.guard) {
    case 'registration':
      return config.isRegistrationAllowed && !config.isVipDomain;
    case 'identification':
      return config.isIdentificationEnabled;
    case 'payment':
      return !config.paymentPageAuthOnly || state.env.session.userId !== null;
    case 'debugger':
      return state.env.debuggerEnabled;
    default:
      return true;
  }
}

/**
 * Whether the page exists for this visitor: a route at all, params of the right shape, its route id
 * in availableRoutes (the rules section is route 47), its guard passed, and no forbidden string in
 * the URL. Anything else is 404.
 */
export const accessCheck: NavigationCheck = {
  name: 'access check',
  run(state) {
    const { request, config } = state;
    const route = request.route;
    if (!route) {
      // platform_type is stripped when it lands on an unknown route (seed 001 §2).
      const stripped = withoutQueryParams(request.url, [platformParam]);
      return stripped ? { kind: 'redirect', to: stripped, status: 302 } : notFound;
    }
    const path = decodeURIComponent(request.url.pathname).toLowerCase();
    if (config.forbiddenUrlStrings.some((text) => text && path.includes(text.toLowerCase()))) return notFound;
    if (!paramsFit(route, request.params)) return notFound;
    if (route.routeId !== undefined && !config.availableRoutes.includes(route.routeId)) return notFound;
    return guardAllows(route, config, state) ? proceed : notFound;
  },
};
