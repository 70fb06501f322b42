import { referralParamNames } from '@parlay/domain';
import { type NavigationCheck, proceed } from '../navigation-types.ts';
import { isSearchBot } from './is-search-bot.ts';
import { withoutQueryParams } from './without-query-params.ts';

/** The referral parameters, and the campaign tags that come with them but name no partner. */
const trackingParams = [...referralParamNames, 'utm_medium', 'utm_campaign'];

/**
 * Search engines index one URL per page: a crawler reaching a page through a tracking link is
 * sent to the same page without the tracking parameters.
 */
export const searchBot: NavigationCheck = {
  name: 'search-bot handling',
  run({ request, env }) {
    // The URL first: a page without tracking parameters never depends on the user agent (pages cache).
    const clean = withoutQueryParams(request.url, trackingParams);
    if (clean === null) return proceed;
    const userAgent = env.side === 'server' ? env.headers.get('user-agent') : navigator.userAgent;
    return isSearchBot(userAgent) ? { kind: 'redirect', to: clean, status: 301 } : proceed;
  },
};
