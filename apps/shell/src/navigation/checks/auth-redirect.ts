import { languageHref } from '../href.ts';
import { type NavigationCheck, proceed } from '../navigation-types.ts';

/** Registration is for visitors: a signed-in user who lands on it goes to the return URL, else home. */
export const authRedirect: NavigationCheck = {
  name: 'auth redirect',
  run({ request, env, language }) {
    if (env.session.userId === null || request.route?.name !== 'registration') return proceed;
    const returnUrl =
      request.url.searchParams.get('return_url') ?? request.url.searchParams.get('redirect_url');
    const safe = returnUrl?.startsWith('/') && !returnUrl.startsWith('//') ? returnUrl : null;
    return { kind: 'redirect', to: safe ?? languageHref(language, ''), status: 302 };
  },
};
