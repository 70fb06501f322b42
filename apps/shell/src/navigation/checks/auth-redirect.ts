import { languageHref } from '../href.ts';
import { type NavigationCheck, proceed } from '../navigation-types.ts';
import { requestedReturnUrl } from './requested-return-url.ts';

/**
 * Registration is for visitors: a signed-in user who lands on it goes to the return URL, else home.
 * `requestedReturnUrl` keeps only a same-site path in printable ASCII, so nothing a Location header
 * cannot carry (a raw U+3000, Cyrillic) reaches the redirect.
 */
export const authRedirect: NavigationCheck = {
  name: 'auth redirect',
  async run({ request, env, language }) {
    if (env.session.userId === null || request.route?.name !== 'registration') return proceed;
    const to = (await requestedReturnUrl(request.url.searchParams)) ?? languageHref(language, '');
    return { kind: 'redirect', to, status: 302 };
  },
};
