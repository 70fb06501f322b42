/** Query parameters that carry where to go after sign-in or registration (seed 001 §2). */
export const returnUrlParams = ['return_url', 'redirect_url', 'from_url'] as const;

/** A same-site path only: an open redirect to another origin is never followed. */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}

export function returnUrlOf(search: string): string | null {
  const query = new URLSearchParams(search);
  for (const name of returnUrlParams) {
    const path = safeReturnPath(query.get(name));
    if (path) return path;
  }
  return null;
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
  return { kind: 'go', to: safeReturnPath(input.previousPath) ?? input.homePath };
}
