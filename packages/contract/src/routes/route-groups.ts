// Named groups of the route table's routes, read by the server and by the browser's navigation
// checks (loaded with the first navigation): apart from the table, which every page's bundle carries.

/** Routes whose page is a block reason's page (seed 001 §4). */
export const blockRouteNames = [
  'site-updates',
  'suspension',
  'block',
  'block-ua',
  'block-ie',
  'coming-soon',
] as const;

/** Bonus routes and their offer equivalents, swapped by the configuration's promoBonusToOffer. */
export const bonusOfferPairs: readonly (readonly [bonus: string, offer: string])[] = [
  ['bonuses', 'offers'],
  ['bonuses-rules', 'offers-rules'],
  ['bonus-rules', 'offer-rules'],
  ['bonuses-games', 'offers-games'],
  ['bonus', 'offer'],
];
