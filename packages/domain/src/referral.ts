const day = 86_400;

/** The lifetime of a cookie the specification gives no own lifetime (seed 001 §9: "default 86400 seconds"). */
export const defaultReferralCookieMaxAge = day;

/** A referral value longer than this is not a partner's tag but noise (or an attack): it is not kept. */
export const referralValueMaxLength = 200;

/**
 * The referral parameters of a partner's link (seed 001 §3 "Referral cookies"), each kept in a cookie
 * of its own name for the lifetime seed 001 §9 gives it: `ref` is the "refererid" (60 days), `pb`
 * the postback parameter (30 days "when pb is set"), `subid` 60 days, `bf` 1 day; the others have
 * no own lifetime there and get the default, one day. What lasts is the partner (`ref_partner_id`).
 */
export const referralParams = [
  { name: 'ref', maxAgeSeconds: 60 * day },
  { name: 'bf', maxAgeSeconds: day },
  { name: 'btag', maxAgeSeconds: defaultReferralCookieMaxAge },
  { name: 'tag', maxAgeSeconds: defaultReferralCookieMaxAge },
  { name: 'qtag', maxAgeSeconds: defaultReferralCookieMaxAge },
  { name: 'affid', maxAgeSeconds: defaultReferralCookieMaxAge },
  { name: 'click_id', maxAgeSeconds: defaultReferralCookieMaxAge },
  { name: 'utm_source', maxAgeSeconds: defaultReferralCookieMaxAge },
  { name: 'aip', maxAgeSeconds: defaultReferralCookieMaxAge },
  { name: 'pb', maxAgeSeconds: 30 * day },
  { name: 'subid', maxAgeSeconds: 60 * day },
] as const;

export type ReferralParamName = (typeof referralParams)[number]['name'];

export const referralParamNames: readonly ReferralParamName[] = referralParams.map(({ name }) => name);

/** The cookie naming the partner who brought the visitor, kept longer than the link's own parameters. */
export const referralPartnerCookie = 'ref_partner_id';

/** Every referral cookie the site sets: what registration keeps with the new account. */
export const referralCookieNames: readonly string[] = [...referralParamNames, referralPartnerCookie];

export interface ReferralCookie {
  name: string;
  value: string;
  maxAgeSeconds: number;
}

function keepable(value: string | null | undefined): value is string {
  return typeof value === 'string' && value !== '' && value.length <= referralValueMaxLength;
}

/**
 * The cookies a link's query sets: each referral parameter present for its lifetime, and the
 * partner (seed 001 §9 `ref_partner_id`: 60 days when the link carries `affid`, else 30 days from
 * the click's `ref`).
 */
export function referralCookiesOf(query: { get(name: string): string | null }): ReferralCookie[] {
  const cookies: ReferralCookie[] = [];
  for (const { name, maxAgeSeconds } of referralParams) {
    const value = query.get(name);
    if (keepable(value)) cookies.push({ name, value, maxAgeSeconds });
  }
  const affid = query.get('affid');
  const ref = query.get('ref');
  if (keepable(affid)) cookies.push({ name: referralPartnerCookie, value: affid, maxAgeSeconds: 60 * day });
  else if (keepable(ref)) cookies.push({ name: referralPartnerCookie, value: ref, maxAgeSeconds: 30 * day });
  return cookies;
}
