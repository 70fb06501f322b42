import { withdrawalBanLevel } from '@parlay/domain';
import { languageHref, routeHref } from '../href.ts';
import { type NavigationCheck, type NavigationOutcome, proceed } from '../navigation-types.ts';

/** The page of the blocked experience: the blocked layout's appeal history. */
export const bannedPage = 'block-appeal-history';
/** A banned user may still withdraw their money here when the ban allows it. */
const withdrawalPage = 'office-deduce';

/**
 * Bans (seed 001 §4): a ban level above 0 means banned. A banned user sees the blocked experience
 * (the blocked layout's pages) and nothing else, except the withdrawal page when the ban level is
 * the one its ban version allows; the blocked layout's pages send anyone not banned home. The
 * maintenance page stays open to everyone. Runs with the block check: navigation away from the
 * blocked experience is cancelled in the browser.
 */
export const banned: NavigationCheck = {
  name: 'banned',
  run({ request, env, language }): NavigationOutcome {
    const { banLevel, banVersion, userId } = env.session;
    const route = request.route;
    const onBlockedLayout = route?.layout === 'blocked';
    // Nobody is known to be banned before sign-in: the blocked pages ask for it (auth access).
    if (userId === null) return proceed;
    if (banLevel <= 0) {
      return onBlockedLayout ? { kind: 'redirect', to: languageHref(language, ''), status: 302 } : proceed;
    }
    if (onBlockedLayout || route?.name === 'maintenance') return proceed;
    if (route?.name === withdrawalPage && banLevel === withdrawalBanLevel(banVersion)) return proceed;
    const fromBlocked = env.from?.routeName === bannedPage;
    if (env.side === 'browser' && fromBlocked) return { kind: 'cancel' };
    return { kind: 'redirect', to: routeHref(bannedPage, language), status: 302 };
  },
};
