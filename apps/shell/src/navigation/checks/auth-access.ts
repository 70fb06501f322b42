import { type NavigationCheck, proceed } from '../navigation-types.ts';

/** Authentication-only routes (office, appeal history) ask an anonymous visitor to sign in. */
export const authAccess: NavigationCheck = {
  name: 'auth access',
  run: ({ request, env }) =>
    request.route?.auth && env.session.userId === null ? { kind: 'auth-required' } : proceed,
};
