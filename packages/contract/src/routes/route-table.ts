import { informationPages } from './paths.ts';
import { sportsPageTypes, sportsSections, sportsSegmentPatterns } from './sports-segments.ts';

/**
 * The site's route table (seed 000 §2, seed 001 §2) as typed data: the shell builds its router from
 * it, the server its sitemap and SEO keys. Paths are written after the two-letter language prefix
 * (every served URL carries one), in React Router syntax.
 */
export type LayoutName = 'default' | 'empty' | 'blocked' | 'maintenance';

/** The feature areas (parts) routes render through. The shell renders a route itself when it names none. */
export type PartName =
  | 'sports'
  | 'casino'
  | 'office'
  | 'info'
  | 'promo'
  | 'toto'
  | 'lotto'
  | 'partners'
  | 'games'
  | 'apps'
  | 'news'
  | 'identity';

/** A conditional or plain redirect; `to` is a path template after the language (params as `:name`). */
export interface RouteRedirect {
  to?: string;
  status?: 301 | 302;
  /** First matching case wins; without a match the plain `to` applies, or the route renders. */
  cases?: readonly {
    params?: Readonly<Record<string, string>>;
    query?: Readonly<Record<string, string>>;
    to: string;
  }[];
  /** Query parameters added to the target (e.g. a modal flag). */
  addQuery?: Readonly<Record<string, string>>;
}

export type RouteGuard = 'registration' | 'identification' | 'payment' | 'debugger';

export interface RouteDefinition {
  /** Unique kebab-case name: the key of its title (`route_<name>`) and of its SEO data. */
  name: string;
  path: string;
  layout: LayoutName;
  part?: PartName;
  /** Route id in the configuration's availableRoutes: not listed means 404. */
  routeId?: number;
  /** Office and appeal routes need a signed-in user (seed 000 §6). */
  auth?: boolean;
  redirect?: RouteRedirect;
  guard?: RouteGuard;
  /** Listed in the sitemap (only parameterless, public, indexable pages). */
  indexable?: boolean;
  /** Keeps the scroll position when navigated to (seed 000 §2 "Layouts"). */
  keepScroll?: boolean;
  /** Parent route name, for breadcrumbs. */
  parent?: string;
  /** Patterns (regular expression sources, matched whole) a param must fit, else the page is 404. */
  params?: Readonly<Record<string, string>>;
}

/** The patterns of those params `path` has. */
function paramPatterns(path: string, patterns: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(patterns).filter(([name]) => path.includes(`:${name}`)));
}

/** Patterns of a sports page's params: a word of the menu, a sport's slug, `id-slug` of a champ or game. */
const sportsParams = {
  menuSection: sportsSegmentPatterns.menuSection,
  sport: sportsSegmentPatterns.sport,
  champ: sportsSegmentPatterns.entity,
  game: sportsSegmentPatterns.entity,
} as const;

/** The cyber pages' params: the type is the section (`cyber/live/dota-2/…`, sports-paths.ts). */
const cyberParams = {
  type: 'line|live',
  discipline: sportsSegmentPatterns.sport,
  champ: sportsSegmentPatterns.entity,
  game: sportsSegmentPatterns.entity,
} as const;

/** Route ids of configurable sections. 47 is the rules section (seed 001 §5); the others are ours. */
export const routeIdsByName = {
  rules: 47,
  payment: 48,
  toto: 10,
  lotto: 11,
  bingo: 12,
  poker: 13,
  keno: 14,
  tvgames: 15,
  virtualsports: 16,
  fishinghunting: 17,
  scratchcards: 18,
  cyber: 19,
  liveCasino: 20,
  slots: 21,
  fastGames: 22,
  ourPartners: 23,
  bettingAlphabet: 24,
  news: 25,
  bonusGames: 26,
  results: 27,
  statistic: 28,
} as const;

const r = routeIdsByName;

const casinoSection = (name: string, path: string, routeId?: number): RouteDefinition[] => [
  { name, path, layout: 'default', part: 'casino', indexable: true, ...(routeId ? { routeId } : {}) },
];

/** Information pages with a plain route of their own (rules and payment have params or guards). */
const plainInformationPages = informationPages.filter((page) => page !== 'rules' && page !== 'payment');

export const routeTable: readonly RouteDefinition[] = [
  // Home and sports: [pageType/]section (line|live), an optional menu section, sport, champ, game
  // (sports-paths.ts). The shell's router turns the menu section's words into plain segments, so a
  // sport's slug is never taken for one.
  { name: 'home', path: '', layout: 'default', part: 'sports', indexable: true },
  ...sportsSections.flatMap((section): RouteDefinition[] => [
    {
      name: section,
      path: `${section}/:menuSection?/:sport?/:champ?`,
      layout: 'default',
      part: 'sports',
      indexable: true,
      parent: 'home',
      params: paramPatterns(`${section}/:menuSection?/:sport?/:champ?`, sportsParams),
    },
    {
      name: `${section}-game`,
      path: `${section}/:menuSection?/:sport/:champ/:game`,
      layout: 'default',
      part: 'sports',
      parent: section,
      params: sportsParams,
    },
  ]),
  ...sportsPageTypes.flatMap((pageType): RouteDefinition[] => {
    const shared = { layout: 'default', part: 'sports' } as const;
    const patterns = { section: 'line|live', ...sportsParams };
    const listPath = `${pageType}/:section/:menuSection?/:sport?/:champ?`;
    const gamePath = `${pageType}/:section/:menuSection?/:sport/:champ/:game`;
    return [
      {
        name: `sports-${pageType}`,
        path: listPath,
        parent: 'home',
        params: paramPatterns(listPath, patterns),
        ...shared,
      },
      {
        name: `sports-${pageType}-game`,
        path: gamePath,
        parent: `sports-${pageType}`,
        params: patterns,
        ...shared,
      },
    ];
  }),
  {
    name: 'team',
    path: 'team/:section/:team',
    layout: 'default',
    part: 'sports',
    parent: 'home',
    params: { section: 'line|live', team: sportsSegmentPatterns.entity },
  },
  {
    name: 'multi-live',
    path: 'multi-live',
    layout: 'default',
    part: 'sports',
    indexable: true,
    parent: 'live',
  },
  { name: 'champs', path: 'champs/:champId?', layout: 'default', part: 'sports', parent: 'line' },
  { name: 'champion-final', path: 'champion-final', layout: 'default', part: 'sports', parent: 'line' },
  {
    name: 'results',
    path: 'results/:type?',
    layout: 'default',
    part: 'sports',
    routeId: r.results,
    indexable: true,
    params: { type: 'live|zone' },
  },
  { name: 'statistic', path: 'statistic/*', layout: 'default', part: 'sports', routeId: r.statistic },
  { name: 'statistic-popup', path: 'statisticpopup', layout: 'empty', part: 'sports', routeId: r.statistic },
  {
    name: 'print-coupon',
    path: 'print-coupon/:couponId',
    layout: 'empty',
    part: 'sports',
    params: { couponId: '[0-9]{1,20}' },
  },
  { name: 'coupon', path: 'coupon', layout: 'default', redirect: { to: '', status: 301 } },
  { name: 'betting-awards', path: 'betting-awards', layout: 'default', part: 'promo', indexable: true },

  // Toto and lotto.
  {
    name: 'toto',
    path: 'toto/:totoSection?',
    layout: 'default',
    part: 'toto',
    routeId: r.toto,
    indexable: true,
  },
  ...['draw', 'next', 'coupons', 'draws', 'nonimees'].map(
    (child): RouteDefinition => ({
      name: `toto-${child}`,
      path: `toto/:totoSection/${child}`,
      layout: 'default',
      part: 'toto',
      routeId: r.toto,
      parent: 'toto',
    }),
  ),
  {
    name: 'lotto',
    path: 'lotto/:sectionName?/:lottoId?',
    layout: 'default',
    part: 'lotto',
    routeId: r.lotto,
    indexable: true,
  },

  // Casino area.
  ...casinoSection('bingo', 'bingo', r.bingo),
  ...casinoSection('bonus-casino', 'bonus/casino'),
  {
    name: 'bonus-casino-promotion',
    path: 'bonus/casino/promotions/:id',
    layout: 'default',
    part: 'promo',
    parent: 'bonus-casino',
  },
  {
    name: 'bonus-casino-promo',
    path: 'bonus/casino/promo',
    layout: 'default',
    part: 'promo',
    parent: 'bonus-casino',
  },
  {
    name: 'bonus-casino-tournaments',
    path: 'bonus/casino/tournaments',
    layout: 'default',
    part: 'promo',
    parent: 'bonus-casino',
    indexable: true,
  },
  {
    name: 'bonus-casino-tournament',
    path: 'bonus/casino/tournaments/:id',
    layout: 'default',
    part: 'promo',
    parent: 'bonus-casino-tournaments',
  },
  {
    name: 'bonus-casino-offer',
    path: 'bonus/casino/:id',
    layout: 'default',
    part: 'promo',
    parent: 'bonus-casino',
  },
  ...casinoSection('casino-brand', 'casino/brand'),
  ...casinoSection('fishinghunting', 'fishinghunting', r.fishinghunting),
  {
    name: 'poker',
    path: 'poker/:game?',
    layout: 'default',
    part: 'casino',
    routeId: r.poker,
    indexable: true,
  },
  ...casinoSection('tvgames', 'tvgames', r.tvgames),
  {
    name: 'tvgames-poker',
    path: 'tvgames/view/poker',
    layout: 'default',
    redirect: { to: 'poker', status: 301 },
  },
  ...casinoSection('scratchcards', 'scratchcards', r.scratchcards),
  ...casinoSection('keno', 'keno', r.keno),
  {
    name: 'slots',
    path: 'slots/:subcategory?',
    layout: 'default',
    part: 'casino',
    routeId: r.slots,
    indexable: true,
  },
  {
    name: 'slots-game',
    path: 'slots/game/:gameId/:gameName',
    layout: 'default',
    part: 'casino',
    routeId: r.slots,
    parent: 'slots',
  },
  {
    name: 'slots-vulkan',
    path: 'slots/vulkan',
    layout: 'default',
    part: 'casino',
    routeId: r.slots,
    parent: 'slots',
  },
  { name: 'vulkan', path: 'vulkan', layout: 'default', redirect: { to: 'slots/vulkan', status: 301 } },
  {
    name: 'live-casino',
    path: 'casino/:subcategory?',
    layout: 'default',
    part: 'casino',
    routeId: r.liveCasino,
    indexable: true,
  },
  {
    name: 'live-casino-game',
    path: 'casino/game/:gameId/:gameName',
    layout: 'default',
    part: 'casino',
    routeId: r.liveCasino,
    parent: 'live-casino',
  },
  {
    name: 'casino-slot-first-deposit',
    path: 'casino/slot-first-deposit',
    layout: 'default',
    part: 'casino',
    parent: 'live-casino',
  },
  ...casinoSection('virtualsports', 'virtualsports', r.virtualsports),
  ...casinoSection('fast-games', 'fast-games', r.fastGames),
  ...casinoSection('fast-bet', 'fast-bet', r.fastGames),
  ...casinoSection('asian-games', 'asian-games'),
  ...casinoSection('card-games', 'card-games'),
  ...casinoSection('crash-games', 'crash-games'),
  ...casinoSection('skill-games', 'skill-games'),
  { name: 'my-casino', path: 'my-casino', layout: 'default', part: 'casino', auth: true },
  {
    name: 'my-casino-favorites',
    path: 'my-casino/favorites',
    layout: 'default',
    part: 'casino',
    auth: true,
    parent: 'my-casino',
  },
  ...casinoSection('casino-lobby', 'casino-lobby'),
  ...casinoSection('providers', 'providers'),
  { name: 'provider', path: 'providers/:provider', layout: 'default', part: 'casino', parent: 'providers' },
  { name: 'casino-search', path: 'casino-search', layout: 'default', part: 'casino' },
  ...casinoSection('othergames', 'othergames'),
  ...(['slots', 'casino', 'poker', 'fast-games', 'tvgames', 'bingo', 'keno', 'virtualsports'] as const).map(
    (casinoSection): RouteDefinition => ({
      name: `${casinoSection}-thankyou`,
      path: `${casinoSection}/thankyou`,
      layout: 'default',
      part: 'casino',
    }),
  ),

  // Registration and user actions (identity).
  {
    name: 'registration',
    path: 'registration/:type?',
    layout: 'default',
    part: 'identity',
    guard: 'registration',
    params: { type: 'socialregistration' },
  },
  {
    name: 'old-registration',
    path: 'user/registration.php',
    layout: 'default',
    redirect: { to: 'registration', status: 301 },
  },
  {
    name: 'user-action',
    path: 'user/action.php',
    layout: 'default',
    redirect: {
      to: 'user/activate',
      status: 302,
      cases: [{ query: { action: 'forgot' }, to: 'user/passwordreset' }],
    },
  },
  {
    name: 'user-activate',
    path: 'user/:activationType',
    layout: 'default',
    part: 'identity',
    params: { activationType: 'activate|activatefast' },
  },
  { name: 'user-account-verify', path: 'user/accountverify', layout: 'default', part: 'identity' },
  { name: 'user-password-reset', path: 'user/passwordreset', layout: 'default', part: 'identity' },
  { name: 'user-stop-newsletter', path: 'user/stopnewsletter', layout: 'default', part: 'identity' },
  // Sign-in is a dialog over the home page (seed 001 §2), opened by its query flag.
  {
    name: 'login',
    path: 'login',
    layout: 'default',
    redirect: { to: '', status: 302, addQuery: { showLogin: '1' } },
  },
  {
    name: 'forgot-password',
    path: 'forgotpassword',
    layout: 'default',
    redirect: { to: '', status: 302, addQuery: { showForgotPasswordModal: '1' } },
  },
  { name: 'confirm-terms', path: 'confirm-terms', layout: 'default', part: 'identity', auth: true },

  // Information pages.
  { name: 'information', path: 'information', layout: 'default', part: 'info', indexable: true },
  ...plainInformationPages.map(
    (page): RouteDefinition => ({
      name: `information-${page.replace('_', '-')}`,
      path: `information/${page}`,
      layout: 'default',
      part: 'info',
      indexable: true,
      parent: 'information',
    }),
  ),
  {
    name: 'information-rules-root',
    path: 'information/rules',
    layout: 'default',
    redirect: { to: 'information/rules/1', status: 302 },
  },
  {
    name: 'information-rules',
    path: 'information/rules/:ruleGroup/:chapter?',
    layout: 'default',
    part: 'info',
    routeId: r.rules,
    parent: 'information',
    params: { ruleGroup: '[0-9]{1,3}', chapter: '[0-9]{1,3}' },
  },
  {
    name: 'information-payment',
    path: 'information/payment',
    layout: 'default',
    part: 'info',
    routeId: r.payment,
    guard: 'payment',
    parent: 'information',
  },

  // Office (authenticated).
  {
    name: 'office',
    path: 'office',
    layout: 'default',
    redirect: { to: 'office/account', status: 302 },
    auth: true,
  },
  ...(
    [
      'account',
      'history',
      'historypay',
      'recharge',
      'security',
      'responsible',
      'settings',
      'bonuses/deposit',
      'bonuses/wager',
      'casino/vipcashback',
      'casino/premiumcashback',
      'deduce',
      'promotion',
      'bringfriend',
      'support',
      'manager',
      'rewards',
      'verification',
      'share-idea',
      'payment/requests',
      'payment/create-request',
    ] as const
  ).map(
    (page): RouteDefinition => ({
      name: `office-${page.replace('/', '-')}`,
      path: `office/${page}`,
      layout: 'default',
      part: 'office',
      auth: true,
      parent: 'office',
    }),
  ),
  {
    name: 'office-identification',
    path: 'office/identification',
    layout: 'default',
    part: 'office',
    auth: true,
    guard: 'identification',
    parent: 'office',
  },
  {
    name: 'office-payment-topic',
    path: 'office/payment/create-request/:topicId',
    layout: 'default',
    part: 'office',
    auth: true,
    parent: 'office-payment-create-request',
  },
  {
    name: 'office-payment-transactions',
    path: 'office/payment/create-request/:topicId/transactions',
    layout: 'default',
    part: 'office',
    auth: true,
    parent: 'office-payment-topic',
  },
  {
    name: 'office-payment-transaction',
    path: 'office/payment/create-request/:topicId/transactions/:transactionId',
    layout: 'default',
    part: 'office',
    auth: true,
    parent: 'office-payment-transactions',
  },
  {
    name: 'office-payment-subtopic',
    path: 'office/payment/create-request/:topicId/:subTopicId',
    layout: 'default',
    part: 'office',
    auth: true,
    parent: 'office-payment-topic',
  },

  // Partners, games, apps, lotto-like and content pages.
  {
    name: 'our-partners',
    path: 'ourpartners/:section?',
    layout: 'default',
    part: 'partners',
    routeId: r.ourPartners,
    indexable: true,
  },
  { name: 'all-games-entrance', path: 'allgamesentrance', layout: 'default', part: 'games', indexable: true },
  {
    name: 'all-games-entrance-game',
    path: 'allgamesentrance/:gameRoute',
    layout: 'default',
    part: 'games',
    parent: 'all-games-entrance',
  },
  ...(['fortuna', 'chest', 'memory', 'safe', 'lottery', 'dragon-bonus'] as const).map(
    (game): RouteDefinition => ({
      name: `bonus-game-${game}`,
      path: `bonus-games/${game}`,
      layout: 'default',
      part: 'games',
      routeId: r.bonusGames,
      parent: 'bonuses',
    }),
  ),
  { name: 'games-landing', path: 'games-landing/:landingRoute', layout: 'default', part: 'games' },
  { name: 'desktop-app', path: 'desktop', layout: 'default', part: 'apps', indexable: true },
  { name: 'mobile-app', path: 'mobile', layout: 'default', part: 'apps', indexable: true },
  {
    name: 'mobile-start-download',
    path: 'mobile/startdownloadapp',
    layout: 'default',
    redirect: { to: 'mobile', status: 302 },
  },
  {
    name: 'betting-alphabet',
    path: 'betting-alphabet/:block?/:category?/:slug?',
    layout: 'default',
    part: 'news',
    routeId: r.bettingAlphabet,
    indexable: true,
  },
  { name: 'news', path: 'news/:slug?', layout: 'default', part: 'news', routeId: r.news, indexable: true },
  { name: 'promo', path: 'promo', layout: 'default', part: 'promo', indexable: true },

  // Bonuses, promotions, and their offer equivalents (swapped by promoBonusToOffer).
  { name: 'bonuses', path: 'bonuses', layout: 'default', part: 'promo', indexable: true },
  { name: 'bonuses-rules', path: 'bonuses-rules', layout: 'default', part: 'promo', parent: 'bonuses' },
  {
    name: 'bonus-rules',
    path: 'bonuses-rules/:id',
    layout: 'default',
    part: 'promo',
    parent: 'bonuses-rules',
  },
  { name: 'bonuses-games', path: 'bonuses-games', layout: 'default', part: 'promo', parent: 'bonuses' },
  { name: 'bonus', path: 'bonuses/:id', layout: 'default', part: 'promo', parent: 'bonuses' },
  { name: 'offers', path: 'offers', layout: 'default', part: 'promo' },
  { name: 'offers-rules', path: 'offers-rules', layout: 'default', part: 'promo', parent: 'offers' },
  { name: 'offer-rules', path: 'offers-rules/:id', layout: 'default', part: 'promo', parent: 'offers-rules' },
  { name: 'offers-games', path: 'offers-games', layout: 'default', part: 'promo', parent: 'offers' },
  { name: 'offer', path: 'offers/:id', layout: 'default', part: 'promo', parent: 'offers' },
  { name: 'partners', path: 'partners/:id', layout: 'default', part: 'promo' },
  {
    name: 'promotions',
    path: 'promotions/:promotionId',
    layout: 'default',
    part: 'promo',
    parent: 'bonuses',
  },
  { name: 'landing', path: 'landing/:landingId', layout: 'default', part: 'promo' },
  {
    name: 'fastgames-daily-tournament',
    path: 'fastgames-daily-tournament',
    layout: 'default',
    redirect: { to: 'bonus/casino/tournaments', status: 301 },
  },
  {
    name: 'old-rules-drops-and-wins',
    path: 'bonuses-rules/drops-and-wins',
    layout: 'default',
    redirect: { to: 'bonuses-rules/dropsnwins', status: 301 },
  },
  {
    name: 'old-rules-happy-birthday',
    path: 'bonuses-rules/happy-birthday',
    layout: 'default',
    redirect: { to: 'bonuses-rules/wishing_you_a_happy_birthday', status: 301 },
  },

  // Cyber sports.
  {
    name: 'cyber',
    path: 'cyber/:type',
    layout: 'default',
    part: 'sports',
    routeId: r.cyber,
    parent: 'home',
    params: paramPatterns('cyber/:type', cyberParams),
  },
  ...(['disciplines', 'all', 'champs', 'dashboard'] as const).map(
    (child): RouteDefinition => ({
      name: `cyber-${child}`,
      path: `cyber/:type/${child}`,
      layout: 'default',
      part: 'sports',
      routeId: r.cyber,
      parent: 'cyber',
      params: paramPatterns(`cyber/:type/${child}`, cyberParams),
    }),
  ),
  {
    name: 'cyber-discipline',
    path: 'cyber/:type/:discipline',
    layout: 'default',
    part: 'sports',
    routeId: r.cyber,
    parent: 'cyber',
    params: paramPatterns('cyber/:type/:discipline', cyberParams),
  },
  {
    name: 'cyber-champ',
    path: 'cyber/:type/:discipline/:champ',
    layout: 'default',
    part: 'sports',
    routeId: r.cyber,
    parent: 'cyber-discipline',
    params: paramPatterns('cyber/:type/:discipline/:champ', cyberParams),
  },
  {
    name: 'cyber-game',
    path: 'cyber/:type/:discipline/:champ/:game',
    layout: 'default',
    part: 'sports',
    routeId: r.cyber,
    parent: 'cyber-champ',
    params: paramPatterns('cyber/:type/:discipline/:champ/:game', cyberParams),
  },

  // Internal.
  { name: 'debugger', path: 'debugger', layout: 'default', guard: 'debugger' },
  { name: 'internal-vpn', path: 'internal-vpn', layout: 'empty' },

  // Empty layout: payment results, technical pages.
  ...(['success', 'fail', 'pending', 'cancel'] as const).flatMap((result): RouteDefinition[] => [
    { name: `onpay-${result}`, path: `onpay/${result}`, layout: 'empty', part: 'office' },
    { name: `onpay-withdraw-${result}`, path: `onpay/withdraw/${result}`, layout: 'empty', part: 'office' },
  ]),
  { name: 'coming-soon', path: 'coming-soon', layout: 'empty' },
  { name: 'block', path: 'block', layout: 'empty' },
  { name: 'block-ua', path: 'block-ua', layout: 'empty' },
  { name: 'block-ie', path: 'block-ie', layout: 'empty' },
  { name: 'site-updates', path: 'site-updates', layout: 'empty' },
  { name: 'suspension', path: 'suspension', layout: 'empty' },
  { name: 'old-browser', path: 'oldbrowser', layout: 'empty' },
  { name: 'server-error', path: '500', layout: 'empty' },

  // Blocked and maintenance layouts.
  {
    name: 'block-appeal-history',
    path: 'block-appeal-history',
    layout: 'blocked',
    part: 'office',
    auth: true,
  },
  { name: 'maintenance', path: 'maintenance', layout: 'maintenance' },
];

/** Every route id a route of the table names: the default availableRoutes. */
// Pure: a page that never reads it (the browser) drops it from its bundle.
export const routeIds: readonly number[] = /* @__PURE__ */ [...new Set(Object.values(routeIdsByName))].sort(
  (a, b) => a - b,
);

export const routeByName: ReadonlyMap<string, RouteDefinition> = new Map(
  routeTable.map((route) => [route.name, route]),
);
