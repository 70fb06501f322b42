/**
 * Links the parts use, built without the route table so a part's browser bundle stays small (the
 * table is the shell's and the server's). A test checks each against the table
 * (paths.test.ts); the shell links through `routeHref` of route-href.ts.
 */
const withLanguage = (language: string, rest = '') => `/${language}${rest ? `/${rest}` : ''}`;

export const informationPages = [
  'about',
  'contacts',
  'howbet',
  'rules',
  'payment',
  'cookies',
  'licenses',
  'taxation',
  'consent',
  'simpleidentification',
  'smsbets',
  'amlkyc',
  'amlpolicy',
  'disputeresolution',
  'kycpolicy',
  'responsiblegaming',
  'cash_terminals',
  'betting-calculator',
] as const;
export type InformationPage = (typeof informationPages)[number];

export function isInformationPage(value: string): value is InformationPage {
  return (informationPages as readonly string[]).includes(value);
}

export const paths = {
  home: { getHref: (language: string) => withLanguage(language) },
  information: {
    getHref: (language: string, page?: InformationPage) =>
      withLanguage(
        language,
        page === 'rules' ? 'information/rules/1' : page ? `information/${page}` : 'information',
      ),
  },
  rules: {
    getHref: (language: string, ruleGroup: string | number = 1, chapter?: string | number) =>
      withLanguage(language, `information/rules/${ruleGroup}${chapter === undefined ? '' : `/${chapter}`}`),
  },
  line: { getHref: (language: string) => withLanguage(language, 'line') },
  live: { getHref: (language: string) => withLanguage(language, 'live') },
  slots: { getHref: (language: string) => withLanguage(language, 'slots') },
  liveCasino: { getHref: (language: string) => withLanguage(language, 'casino') },
  results: {
    getHref: (language: string, type?: 'live' | 'zone') =>
      withLanguage(language, type ? `results/${type}` : 'results'),
  },
  champs: {
    getHref: (language: string, champId?: number) =>
      withLanguage(language, champId === undefined ? 'champs' : `champs/${champId}`),
  },
  championFinal: { getHref: (language: string) => withLanguage(language, 'champion-final') },
  multiLive: { getHref: (language: string) => withLanguage(language, 'multi-live') },
  bonuses: { getHref: (language: string) => withLanguage(language, 'bonuses') },
  forgotPassword: { getHref: (language: string) => withLanguage(language, 'forgotpassword') },
  printCoupon: {
    getHref: (language: string, couponId: number) => withLanguage(language, `print-coupon/${couponId}`),
  },
  betHistory: { getHref: (language: string) => withLanguage(language, 'office/history') },
  /** The responsible-gaming limits of the office; `self-exclusion` opens its self-exclusion view. */
  responsibleGaming: {
    getHref: (language: string, view?: 'self-exclusion') =>
      `${withLanguage(language, 'office/responsible')}${view ? `?view=${view}` : ''}`,
  },
} as const;
