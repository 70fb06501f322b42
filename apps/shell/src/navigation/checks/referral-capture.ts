import { type NavigationCheck, proceed } from '../navigation-types.ts';

const day = 86_400;

/**
 * Referral cookies (seed 001 §3, §9): a visitor arriving by a partner's link keeps the referral for
 * the cookie's lifetime. `ref_partner_id` lives 30 days with click data, 60 with affid.
 */
export const referralCookieLifetimes: Readonly<Record<string, number>> = {
  ref: 60 * day,
  bf: day,
  btag: 60 * day,
  tag: 60 * day,
  qtag: 60 * day,
  affid: 60 * day,
  click_id: 30 * day,
  utm_source: day,
  aip: day,
  pb: 30 * day,
  subid: 60 * day,
};

/** Where to send a visitor after sign-up (seed 001 §2 query parameters); kept one day. */
export const returnUrlCookie = 'return_url';
const returnUrlParams = ['return_url', 'redirect_url', 'from_url'];

/** Only a path of this site: never another origin (open redirects). */
export function isSafeReturnPath(value: string | null): value is string {
  return (
    value !== null &&
    value.length <= 512 &&
    value.startsWith('/') &&
    !value.startsWith('//') &&
    !value.includes('\\')
  );
}

/** Referral parameters and the return URL of a link, kept in cookies for sign-up. */
export const referralCapture: NavigationCheck = {
  name: 'referral capture',
  run({ request, env }) {
    const query = request.url.searchParams;
    const returnUrl = returnUrlParams.map((name) => query.get(name)).find(isSafeReturnPath);
    if (returnUrl) env.cookies.set(returnUrlCookie, returnUrl, { maxAgeSeconds: day });
    for (const [name, lifetime] of Object.entries(referralCookieLifetimes)) {
      const value = query.get(name);
      if (value && value.length <= 200) env.cookies.set(name, value, { maxAgeSeconds: lifetime });
    }
    const partner = query.get('affid') ?? query.get('ref');
    if (partner && partner.length <= 200) {
      env.cookies.set('ref_partner_id', partner, { maxAgeSeconds: (query.has('affid') ? 60 : 30) * day });
    }
    return proceed;
  },
};
