import { sitePathSchema } from '@parlay/contract';
import { languageHref } from '../href.ts';
import { type NavigationCheck, proceed } from '../navigation-types.ts';

/**
 * A return URL the redirect may carry as it is: a same-site path in printable ASCII (what a browser
 * sends, having percent-encoded the rest). Anything else, a raw U+3000 or Cyrillic included, cannot
 * go into a Location header and falls back to the language root.
 */
function isRedirectablePath(path: string): boolean {
  return /^[\x21-\x7e]*$/.test(path) && sitePathSchema.safeParse(path).success;
}

/** Registration is for visitors: a signed-in user who lands on it goes to the return URL, else home. */
export const authRedirect: NavigationCheck = {
  name: 'auth redirect',
  run({ request, env, language }) {
    if (env.session.userId === null || request.route?.name !== 'registration') return proceed;
    const returnUrl =
      request.url.searchParams.get('return_url') ?? request.url.searchParams.get('redirect_url');
    const safe = returnUrl !== null && isRedirectablePath(returnUrl) ? returnUrl : null;
    return { kind: 'redirect', to: safe ?? languageHref(language, ''), status: 302 };
  },
};
