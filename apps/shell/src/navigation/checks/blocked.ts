import { blockRouteNames } from '@parlay/contract/route-groups';
import { blockPageFor, blockReason, isMaintenanceActive, maintenanceRedirect } from '@parlay/domain';
import { languageHref, routeHref } from '../href.ts';
import {
  type NavigationCheck,
  type NavigationOutcome,
  type NavigationState,
  proceed,
} from '../navigation-types.ts';

/** Set to 1, this cookie forces geo blocking off (seed 001 §4). */
export const geoBlockOffCookie = 'geo_block_off';
/** Set to 1, this cookie forces maintenance mode on (seed 001 §4 "Maintenance"). */
export const maintenanceCookie = 'maintenance';

/** Maintenance first: while active every page leads to the maintenance page, and back home once over. */
function maintenance({ request, env, config, language }: NavigationState): NavigationOutcome {
  const active = isMaintenanceActive({
    cookie: env.cookies.get(maintenanceCookie) === '1',
    configActive: config.maintenance.isActive,
    webStateDown: config.maintenance.web_state === 1,
  });
  switch (maintenanceRedirect(active, request.route?.name === 'maintenance')) {
    case 'to-maintenance':
      return { kind: 'redirect', to: routeHref('maintenance', language), status: 302 };
    case 'to-home':
      return { kind: 'redirect', to: languageHref(language, ''), status: 302 };
    default:
      return proceed;
  }
}

/**
 * The site's availability for this visitor: maintenance, then the block check — a blocked visitor
 * goes to the page of their block reason, and navigation away from it is cancelled while the block
 * holds.
 */
export const blocked: NavigationCheck = {
  name: 'blocked',
  async run(state): Promise<NavigationOutcome> {
    const underMaintenance = maintenance(state);
    if (underMaintenance.kind !== 'continue' || state.request.route?.name === 'maintenance')
      return underMaintenance;
    const { request, env, language } = state;
    if (!env.services.checkBlock) return proceed;
    let answer: { displayTypeId: number; templateTypeId: number };
    try {
      answer = await env.services.checkBlock({
        auth: env.session.userId !== null,
        url: request.url.pathname,
      });
    } catch (error) {
      console.error('[navigation] block check failed', error);
      return proceed;
    }
    const page = blockPageFor(blockReason(answer, env.cookies.get(geoBlockOffCookie) === '1'));
    if (!page || request.route?.name === page) return proceed;
    const onBlockPage = (blockRouteNames as readonly string[]).includes(env.from?.routeName ?? '');
    if (env.side === 'browser' && onBlockPage) return { kind: 'cancel' };
    return { kind: 'redirect', to: routeHref(page, language), status: 302 };
  },
};
