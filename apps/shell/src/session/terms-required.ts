import { currentSession, setSession } from './session-store.ts';

/**
 * A 451 with exception_code 1 from any call (seed 001 §8): the signed-in user's terms changed. The
 * session says so, and the page's checks run again — the confirm-terms check sends the user there
 * unless the page is one allowed meanwhile, or the site has no terms confirmation.
 */
export function termsRequired(revalidate: () => void): void {
  const session = currentSession();
  if (session.userId === null || session.termsChanged) return;
  setSession({ ...session, termsChanged: true });
  revalidate();
}
