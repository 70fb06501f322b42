import { type NavigationCheck, proceed } from '../navigation-types.ts';
import { withoutQueryParams } from './without-query-params.ts';

/** Query flags that open a modal; each is meant for a signed-out visitor only. */
export const signedOutModalFlags = ['showForgotPasswordModal', 'showLogin'] as const;

/** The forgot-password and sign-in modals are for signed-out visitors only (seed 001 §6): a signed-in one loses the flags. */
export const modalGuard: NavigationCheck = {
  name: 'modal guard',
  run({ request, env }) {
    if (env.session.userId === null) return proceed;
    const clean = withoutQueryParams(request.url, signedOutModalFlags);
    return clean === null ? proceed : { kind: 'redirect', to: clean, status: 302 };
  },
};
