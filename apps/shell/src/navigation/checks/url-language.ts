import { isLanguageCode, isSiteLanguageCode } from '@parlay/domain';
import { languageCookie } from '../../routes/language-redirect.ts';
import { languageHref } from '../href.ts';
import { type NavigationCheck, proceed } from '../navigation-types.ts';

/**
 * Every served URL carries its language (ARCHITECTURE decision 1). A URL without an allowed one —
 * or with a language hidden from anonymous visitors — is sent to the visitor's language.
 */
/** The language a visitor last browsed in is kept a year: it is the one `/` leads to next time. */
const languageCookieLifetime = 365 * 86_400;

export const urlLanguage: NavigationCheck = {
  name: 'URL language',
  run({ request, env, language, config }) {
    const hidden =
      env.session.userId === null &&
      isSiteLanguageCode(request.urlLanguage) &&
      config.langHiddenUnauthorized.includes(request.urlLanguage);
    if (request.urlLanguage === language && !hidden) {
      if (env.cookies.get(languageCookie) !== language)
        env.cookies.set(languageCookie, language, { maxAgeSeconds: languageCookieLifetime });
      return proceed;
    }
    const segments = request.url.pathname.split('/').filter(Boolean);
    const rest = isLanguageCode(segments[0]) ? segments.slice(1) : segments;
    const target = hidden ? config.defaultLanguage : language;
    return { kind: 'redirect', to: languageHref(target, rest.join('/'), request.url.search), status: 302 };
  },
};
