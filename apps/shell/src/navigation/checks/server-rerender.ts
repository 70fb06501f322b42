import { type NavigationCheck, proceed } from '../navigation-types.ts';

/** Query parameter forcing the platform version; `mobile` gives the phone layout on any screen. */
export const platformParam = 'platform_type';

/** An iPad asks for desktop pages by default (it reports itself as a Mac), yet it is a touch tablet. */
export function isTouchIpadAsDesktop(userAgent: string, maxTouchPoints: number): boolean {
  return /Macintosh/.test(userAgent) && maxTouchPoints > 1;
}

/**
 * The platform version is decided on the server: a touch iPad reporting a desktop gets a full load
 * of the mobile platform version (seed 001 §2 query parameters), unless a platform_type is given.
 */
export const serverRerenderCheck: NavigationCheck = {
  name: 'server re-render check',
  run({ request, env }) {
    if (env.side !== 'browser' || request.url.searchParams.has(platformParam)) return proceed;
    if (!isTouchIpadAsDesktop(navigator.userAgent, navigator.maxTouchPoints)) return proceed;
    const url = new URL(request.url);
    url.searchParams.set(platformParam, 'mobile');
    window.location.assign(`${url.pathname}${url.search}`);
    return { kind: 'cancel' };
  },
};
