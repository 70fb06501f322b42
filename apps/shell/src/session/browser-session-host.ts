import type { SiteConfig } from '@parlay/contract';
import { isLanguageCode } from '@parlay/domain';
import type { createBrowserRouter } from 'react-router';
import { isRouteHandle } from '../routes/route-handle.ts';
import type { SessionHost } from './session-store.ts';

type BrowserRouter = ReturnType<typeof createBrowserRouter>;

function currentRouteName(router: BrowserRouter): string | null {
  const handle = router.state.matches.at(-1)?.route.handle;
  return isRouteHandle(handle) ? (handle.route?.name ?? null) : null;
}

/** The session's view of the browser router: where the user is and was, and how to move them. */
export function browserSessionHost(
  router: BrowserRouter,
  page: { language: string; config: SiteConfig; pathBeforeRegistration: () => string | null },
): SessionHost {
  return {
    language() {
      const segment = router.state.location.pathname.split('/')[1];
      return isLanguageCode(segment) ? segment : page.language;
    },
    autoLogoffMinutes: () => (page.config.autoLogoff.enabled ? page.config.autoLogoff.minutes : null),
    location: () => ({
      path: `${router.state.location.pathname}${router.state.location.search}`,
      routeName: currentRouteName(router),
    }),
    previousPath: page.pathBeforeRegistration,
    navigate: (to) => void router.navigate(to),
    revalidate: () => void router.revalidate(),
    load: (to) => window.location.assign(to),
  };
}
