import { ApiError, signInWithLink } from '@parlay/client';
import { afterSignIn } from '../session/session-store.ts';
import { openAuthModal } from './open-auth-modal.ts';

/** What the page offers the actions: its address now, and a way to change it without a history entry. */
export interface AuthQueryPage {
  signedIn: boolean;
  language: string;
  location(): { pathname: string; search: string };
  replace(to: string): void;
}

const linkParams = ['method_id', 'token', 'sign'] as const;

/** Drops these parameters from the address as it is now (others, such as utm_*, stay). */
function dropParams(page: AuthQueryPage, names: readonly string[]): void {
  const { pathname, search } = page.location();
  const query = new URLSearchParams(search);
  if (!names.some((name) => query.has(name))) return;
  for (const name of names) query.delete(name);
  const rest = query.toString();
  page.replace(`${pathname}${rest ? `?${rest}` : ''}`);
}

/**
 * A dialog the address asks for stays in the address while it is open (a reload shows it again)
 * and leaves it when closed. Both are for signed-out visitors only (seed 001 §6); the modal guard
 * drops them for a signed-in one.
 */
function openFlagDialog(page: AuthQueryPage, flag: string, kind: 'login' | 'forgot-password'): void {
  if (page.signedIn) return;
  openAuthModal({ kind, onClosed: () => dropParams(page, [flag]) });
}

/**
 * A sign-in link from an e-mail (seed 001 §7 "token login"). The page signs in with a POST, never
 * on the GET that loaded it (mail scanners open links too); the link works once, so it leaves the
 * address either way. A link that fails says why in the sign-in dialog.
 */
async function signInWithEmailedLink(page: AuthQueryPage, query: URLSearchParams): Promise<void> {
  const link = {
    method_id: query.get('method_id') ?? '',
    token: query.get('token') ?? '',
    sign: query.get('sign') ?? '',
  };
  try {
    await signInWithLink(link, page.language);
  } catch (error) {
    dropParams(page, linkParams);
    const notice = error instanceof ApiError ? error.failure.messageKey : 'main_query_error';
    openAuthModal({ kind: 'login', notice });
    return;
  }
  dropParams(page, linkParams);
  await afterSignIn();
}

/**
 * Acts on the sign-in requests of the address (see `asksForSignIn`): the social sign-in's return
 * (an error, or an account that still needs its two-step code), a sign-in link, and the
 * `showLogin` / `showForgotPasswordModal` flags.
 */
export async function actOnAuthQuery(search: string, page: AuthQueryPage): Promise<void> {
  const query = new URLSearchParams(search);
  const socialError = query.get('social_error');
  const twoStep = query.get('auth') === 'two-step';
  if (socialError !== null || twoStep) {
    dropParams(page, twoStep ? ['social_error', 'auth'] : ['social_error']);
    if (twoStep) openAuthModal({ kind: 'two-step' });
    else if (!page.signedIn) {
      const notice =
        socialError === 'denied'
          ? 'auth_error_social_denied'
          : socialError === 'excluded'
            ? 'auth_error_social_excluded'
            : 'auth_error_social_failed';
      openAuthModal({ kind: 'login', notice });
    }
  }
  if (query.has('showLogin')) openFlagDialog(page, 'showLogin', 'login');
  if (query.has('showForgotPasswordModal'))
    openFlagDialog(page, 'showForgotPasswordModal', 'forgot-password');
  if (linkParams.every((name) => query.has(name))) await signInWithEmailedLink(page, query);
}
