import { isLanguageCode } from '@parlay/domain';
import { languageHref } from '../href.ts';
import { type NavigationCheck, proceed } from '../navigation-types.ts';

/**
 * Every served URL carries its language (ARCHITECTURE decision 1). A URL without an allowed one —
 * or with a language hidden from anonymous visitors — is sent to the visitor's language.
 */
export const urlLanguage: NavigationCheck = {
  name: 'URL language',
  run({ request, env, language, config }) {
    const hidden =
      env.session.userId === null &&
      request.urlLanguage !== undefined &&
      config.langHiddenUnauthorized.includes(request.urlLanguage);
    if (request.urlLanguage === language && !hidden) return proceed;
    const segments = request.url.pathname.split('/').filter(Boolean);
    const rest = isLanguageCode(segments[0]) ? segments.slice(1) : segments;
    const target = hidden ? config.defaultLanguage : language;
    return { kind: 'redirect', to: languageHref(target, rest.join('/'), request.url.search), status: 302 };
  },
};
