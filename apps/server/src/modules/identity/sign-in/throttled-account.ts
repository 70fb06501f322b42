import type { ThrottledAccount } from '../../auth-throttle/index.ts';
import { userIdNamedBy } from '../users-repository.ts';

/**
 * Whom a sign-in attempt counts against (auth-throttle README, "Policy"): the account the typed
 * identifier resolved to, so that its login, id (zero-padded or not), email and phone share one
 * counter and one lock; or, for an identifier that names no account, that identifier read the way
 * the look-up reads it (digits as the id they name), so that its spellings share one counter too
 * and an unknown identifier is throttled exactly like a known one.
 */
export function signInAccount(user: { readonly id: number } | undefined, typed: string): ThrottledAccount {
  if (user !== undefined) return { userId: user.id };
  const id = userIdNamedBy(typed);
  return id === undefined ? typed : String(id);
}
