import { routeHref } from './route-href.ts';
import type { InformationPage } from './route-table.ts';

export { type InformationPage, informationPages, isInformationPage } from './route-table.ts';

/**
 * Typed links to the pages parts and the shell link to most, on top of the route table: every
 * served URL carries the two-letter language prefix, and a page moving means one edit (the table).
 */
export const paths = {
  home: { getHref: (language: string) => routeHref('home', language) },
  information: {
    getHref: (language: string, page?: InformationPage) =>
      page === 'rules'
        ? routeHref('information-rules', language, { ruleGroup: 1 })
        : routeHref(page ? `information-${page.replace('_', '-')}` : 'information', language),
  },
  rules: {
    getHref: (language: string, ruleGroup: string | number = 1, chapter?: string | number) =>
      routeHref('information-rules', language, { ruleGroup, chapter }),
  },
  line: { getHref: (language: string) => routeHref('line', language) },
  live: { getHref: (language: string) => routeHref('live', language) },
  slots: { getHref: (language: string) => routeHref('slots', language) },
  liveCasino: { getHref: (language: string) => routeHref('live-casino', language) },
  results: { getHref: (language: string) => routeHref('results', language) },
  bonuses: { getHref: (language: string) => routeHref('bonuses', language) },
} as const;
