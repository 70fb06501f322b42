import { referralCookiesOf } from '@parlay/domain';
import { type NavigationCheck, proceed } from '../navigation-types.ts';
import { requestedReturnUrl } from './requested-return-url.ts';

const day = 86_400;

/** Where to send a visitor after sign-up (seed 001 §2 query parameters); kept one day. */
export const returnUrlCookie = 'return_url';

/**
 * Referral parameters and the return URL of a link, kept in cookies for sign-up: a visitor arriving
 * by a partner's link keeps the referral for each cookie's lifetime (packages/domain `referralParams`).
 */
export const referralCapture: NavigationCheck = {
  name: 'referral capture',
  async run({ request, env }) {
    const query = request.url.searchParams;
    const returnUrl = await requestedReturnUrl(query);
    if (returnUrl) env.cookies.set(returnUrlCookie, returnUrl, { maxAgeSeconds: day });
    for (const { name, value, maxAgeSeconds } of referralCookiesOf(query)) {
      env.cookies.set(name, value, { maxAgeSeconds });
    }
    return proceed;
  },
};
