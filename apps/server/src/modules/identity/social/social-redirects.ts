import { languageCodeSchema, paths } from '@parlay/contract';
import { routeHref } from '@parlay/contract/route-href';
import { safeReturnPath } from '@parlay/domain';

/** English when neither the call nor the `lng` cookie names a language (the site's fallback). */
const fallbackLanguage = 'en';

/**
 * The language of the pages social sign-in sends the visitor to: given, else the `lng` cookie's
 * (`cookieLanguage`), else English.
 */
export function socialLanguage(given: string | null | undefined, cookieLanguage: string | undefined): string {
  for (const candidate of [given, cookieLanguage]) {
    if (languageCodeSchema.safeParse(candidate).success) return candidate as string;
  }
  return fallbackLanguage;
}

/**
 * Where to go after signing in: the requested path when it is a path on this site (packages/domain
 * `safeReturnPath`: no open redirect), else the language's home page.
 */
export function socialReturnPath(requested: string | undefined, language: string): string {
  return safeReturnPath(requested, paths.home.getHref(language));
}

/** The soc_reg form, where a pending social identity is registered or bound to an account. */
export function socialRegistrationPath(language: string): string {
  return routeHref('registration', language, { type: 'socialregistration' });
}

/**
 * Tells the page it lands on what happened, for the shell to act on: `auth=two-step` (ask for the
 * two-step code to finish signing in) or `social_error=denied|failed|excluded`.
 */
export function withAuthOutcome(
  path: string,
  outcome: { name: 'auth' | 'social_error'; value: string },
): string {
  const url = new URL(path, 'http://site.invalid');
  url.searchParams.set(outcome.name, outcome.value);
  return `${url.pathname}${url.search}`;
}
