import type { IdentityView, TokenAction } from './identity-view.ts';

const userPages: Readonly<Record<string, TokenAction | 'passwordreset'>> = {
  activate: 'activate',
  activatefast: 'activatefast',
  accountverify: 'accountverify',
  stopnewsletter: 'stopnewsletter',
  passwordreset: 'passwordreset',
};

/** A query value worth sending: trimmed, non-empty and of a sane length (links are never longer). */
function queryValue(search: URLSearchParams, name: string): string | null {
  const value = search.get(name)?.trim();
  return value && value.length <= 2048 ? value : null;
}

/**
 * Maps /{lang}/user/{page}?token=|code=, /{lang}/confirm-terms and /{lang}/registration[/{type}] to
 * what the part shows. Anything else is not found: the page answers 404.
 */
export function resolveIdentityView(url: string): IdentityView {
  const { pathname, searchParams } = new URL(url, 'http://part.local');
  const [, ...segments] = pathname.split('/').filter(Boolean);
  const [first, second, ...extra] = segments;
  if (first === 'confirm-terms' && second === undefined) return { kind: 'confirm-terms' };
  if (first === 'registration' && extra.length === 0) return { kind: 'registration' };
  if (first !== 'user' || second === undefined || extra.length > 0) return { kind: 'not-found' };
  const page = userPages[second];
  if (page === undefined) return { kind: 'not-found' };
  if (page === 'passwordreset') return { kind: 'password-reset', code: queryValue(searchParams, 'code') };
  return { kind: 'token-action', action: page, token: queryValue(searchParams, 'token') };
}
