import { languageHref } from '../href.ts';
import { type NavigationCheck, proceed } from '../navigation-types.ts';

/**
 * A return URL the redirect may carry as it is: a path on this site in printable ASCII (`!`-`~`)
 * with one leading slash and no backslash, as a browser sends it having percent-encoded the rest.
 * Anything else — `//host`, `/\host`, a raw U+3000 a Location header cannot carry — goes home.
 */
const redirectablePath = /^\/(?![/\\])[!-[\]-~]*$/;

/** Registration is for visitors: a signed-in user who lands on it goes to the return URL, else home. */
export const authRedirect: NavigationCheck = {
  name: 'auth redirect',
  run({ request, env, language }) {
    if (env.session.userId === null || request.route?.name !== 'registration') return proceed;
    const returnUrl =
      request.url.searchParams.get('return_url') ?? request.url.searchParams.get('redirect_url');
    const safe = returnUrl && redirectablePath.test(returnUrl) ? returnUrl : null;
    return { kind: 'redirect', to: safe ?? languageHref(language, ''), status: 302 };
  },
};
