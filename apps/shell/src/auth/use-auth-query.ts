import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../i18n/use-translation.ts';
import { useSession } from '../session/session-store.ts';

/**
 * Query parameters that ask the sign-in dialogs for something: `showLogin=1`,
 * `showForgotPasswordModal=1`, a social sign-in's return (`social_error`, `auth=two-step`) and a
 * sign-in link (`method_id`, `token`, `sign`).
 */
export function asksForSignIn(search: string): boolean {
  const query = new URLSearchParams(search);
  return (
    query.has('showLogin') ||
    query.has('showForgotPasswordModal') ||
    query.has('social_error') ||
    query.get('auth') === 'two-step' ||
    (query.has('method_id') && query.has('token') && query.has('sign'))
  );
}

/**
 * On every page (the default layout): when the address carries a sign-in request, loads the code
 * that acts on it — nothing more is on the page for the visitors whose address does not.
 */
export function useAuthQuery(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const { userId } = useSession();
  const { language } = useTranslation();
  const current = useRef(location);
  current.current = location;
  // Each address is acted on once (the effect runs again on a re-render or in strict mode).
  const handled = useRef<string | null>(null);
  const asks = asksForSignIn(location.search);
  useEffect(() => {
    if (!asks || handled.current === location.key) return;
    handled.current = location.key;
    import('./auth-query-actions.ts')
      .then(({ actOnAuthQuery }) =>
        actOnAuthQuery(location.search, {
          signedIn: userId !== null,
          language,
          location: () => current.current,
          replace: (to) => void navigate(to, { replace: true }),
        }),
      )
      .catch((error: unknown) => console.error('[auth] the sign-in request could not be handled', error));
  }, [asks, location.key, location.search, userId, language, navigate]);
}
