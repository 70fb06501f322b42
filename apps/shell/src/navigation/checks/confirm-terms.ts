import { routeHref } from '../href.ts';
import { type NavigationCheck, proceed } from '../navigation-types.ts';

/** Pages a user with changed terms may still open (the terms themselves, the rules, the exit). */
const allowedWhileTermsChanged = new Set([
  'confirm-terms',
  'information-rules',
  'information-rules-root',
  'maintenance',
]);

/** A user whose terms changed confirms them before anything else (seed 001 §4 "Bans", §8 HTTP 451). */
export const confirmTerms: NavigationCheck = {
  name: 'confirm terms',
  run({ request, env, language, config }) {
    if (!env.session.termsChanged || !config.isAvailableConfirmTerms) return proceed;
    if (request.route && allowedWhileTermsChanged.has(request.route.name)) return proceed;
    return { kind: 'redirect', to: routeHref('confirm-terms', language), status: 302 };
  },
};
