import { isSafeReturnPath, safeReturnPath } from '@parlay/domain';
import { returnUrlParams } from './return-url-params.ts';

/**
 * The first return URL of a query (`?return_url=…`, a `URLSearchParams` or its text) that is a path
 * of this site (packages/domain `isSafeReturnPath`: never another origin), else null.
 */
export function returnUrlOf(search: string | URLSearchParams): string | null {
  const query = typeof search === 'string' ? new URLSearchParams(search) : search;
  return returnUrlParams.map((name) => query.get(name)).find(isSafeReturnPath) ?? null;
}

export type SignInMove = { kind: 'go'; to: string } | { kind: 'stay' };

/**
 * Where a user goes once signed in (seed 000 §4 "Login or logout route change"): the return URL,
 * else the previous route, else home. An office page stays (it can show itself now), and the page
 * under the sign-in dialog is the previous route; only the registration page moves on, to the page
 * before it.
 */
export function moveAfterSignIn(input: {
  path: string;
  routeName: string | null;
  previousPath: string | null;
  homePath: string;
}): SignInMove {
  const returnUrl = returnUrlOf(input.path.includes('?') ? input.path.slice(input.path.indexOf('?')) : '');
  if (returnUrl) return { kind: 'go', to: returnUrl };
  if (input.routeName !== 'registration') return { kind: 'stay' };
  return { kind: 'go', to: safeReturnPath(input.previousPath, input.homePath) };
}
