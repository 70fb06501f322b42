import type { createBrowserRouter } from 'react-router';

type BrowserRouter = ReturnType<typeof createBrowserRouter>;

/** The registration route's path after the language (route table: `registration/:type?`). */
export const isRegistrationPath = (pathname: string) => /^\/[a-z]{2}\/registration(\/|$)/.test(pathname);

/**
 * Remembers the last page before the registration page (seed 001 §2 "Registration remembers the
 * previous non-registration route"). A first load of the registration page has none (home then).
 */
export function trackPathBeforeRegistration(router: BrowserRouter): () => string | null {
  let before: string | null = null;
  const remember = () => {
    const { pathname, search } = router.state.location;
    if (router.state.navigation.state === 'idle' && !isRegistrationPath(pathname))
      before = `${pathname}${search}`;
  };
  remember();
  router.subscribe(remember);
  return () => before;
}
