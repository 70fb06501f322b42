import { isStaticFilePath } from '@parlay/domain';
import { type NavigationCheck, proceed } from '../navigation-types.ts';

/**
 * Paths a part would never serve: a part's route ending in a static file name (`/en/slots/x.js`)
 * is not a page — a missing bundle must not become a part render.
 */
export const microFrontendGuard: NavigationCheck = {
  name: 'micro-frontend guard',
  run: ({ request }) =>
    request.route?.part && isStaticFilePath(request.url.pathname) ? { kind: 'not-found' } : proceed,
};
