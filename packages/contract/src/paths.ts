/**
 * Typed links to the site's pages. Every href on the site comes from here (shell and parts alike),
 * so a page moving means one edit. Every served URL carries the two-letter language prefix.
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
      withLanguage(language, page ? `information/${page}` : 'information'),
  },
  rules: {
    getHref: (language: string, ruleGroup: string | number = 1, chapter?: string | number) =>
      withLanguage(language, `information/rules/${ruleGroup}${chapter === undefined ? '' : `/${chapter}`}`),
  },
  line: { getHref: (language: string) => withLanguage(language, 'line') },
  live: { getHref: (language: string) => withLanguage(language, 'live') },
  slots: { getHref: (language: string) => withLanguage(language, 'slots') },
  liveCasino: { getHref: (language: string) => withLanguage(language, 'casino') },
  results: { getHref: (language: string) => withLanguage(language, 'results') },
  bonuses: { getHref: (language: string) => withLanguage(language, 'bonuses') },
} as const;
