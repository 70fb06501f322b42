/**
 * Sports page URLs (ARCHITECTURE decision 8), built and read without the route table so the sports
 * part's bundle stays small; sports-paths.test.ts checks both directions against the table.
 *
 *   /{lang}/{line|live}[/{menuSection}][/{sport}[/{champId-slug}[/{gameId-slug}]]]
 *   /{lang}/{pageType}/{line|live}[/{menuSection}][/{sport}[/{champId-slug}[/{gameId-slug}]]]
 *
 * A sport is its slug (`football`); a championship or game is its id and slug (`88637-premier-league`),
 * the id alone deciding which one it is (a stale or missing slug is redirected to the current one).
 * A team and a game's statistics are addressed the same way (sports-path-parsing.ts reads them back):
 *
 *   /{lang}/team/{line|live}/{teamId-slug}
 *   /{lang}/statistic[/{gameId-slug}]      /{lang}/statisticpopup?game={gameId}
 */

/** Line (games to come) or live (games in play). */
export const sportsSections = ['line', 'live'] as const;
export type SportsSection = (typeof sportsSections)[number];

/**
 * Special sports pages (seed 000 §2, seed 001 §2), each `/{pageType}/{line|live}/…`. `team` and
 * `cyber` pages have routes of their own (team/{section}/{team}, cyber/{type}/…).
 */
export const sportsPageTypes = [
  'betsonyour',
  'topgame',
  'marble',
  'champ',
  'epl',
  'laliga',
  'europaleague',
  'ipl',
  'ufc',
  'politics',
] as const;
export type SportsPageType = (typeof sportsPageTypes)[number];

/** The cyber pages (`cyber/{line|live}/…`) have the shape of a special section's pages, under `cyber`. */
export type LinePageType = SportsPageType | 'cyber';

/** Words of the cyber tree that stand where a discipline would (`cyber/live/dashboard`). */
export const cyberViews = ['disciplines', 'all', 'champs', 'dashboard'] as const;
export type CyberView = (typeof cyberViews)[number];

/**
 * The menu sections: words that may stand before the sport and narrow the list. No sport's slug is
 * one of them (the sportsbook refuses such a slug), so `/line/top/football` cannot be misread.
 * - `top`: the recommended games (the operator's top games);
 * - `soon`: games starting within three hours (in play: just started);
 * - `today`: games starting within 24 hours.
 */
export const menuSections = ['top', 'soon', 'today'] as const;
export type MenuSection = (typeof menuSections)[number];

/**
 * Time filters of the betting state (seed 001 §3): all; upcoming (starting within 3 hours; in play:
 * just started); first period and second period (in play in that period; for the line: starting
 * today, tomorrow); recommended (the top games).
 */
export const timeFilters = ['all', 'upcoming', 'first-period', 'second-period', 'recommended'] as const;
export type TimeFilter = (typeof timeFilters)[number];

/** Patterns of the URL segments (regular expression sources, matched whole): the route table's too. */
export const sportsSegmentPatterns = {
  sport: '[a-z0-9]+(?:-[a-z0-9]+)*',
  entity: '[1-9][0-9]{0,14}(?:-[a-z0-9]+)*',
  menuSection: menuSections.join('|'),
} as const;

export interface SportsEntityRef {
  id: number;
  slug: string;
}

/** Where a sports page is: which list (or game) of which section. */
export interface SportsPlace {
  section: SportsSection;
  pageType?: LinePageType;
  /** A cyber page's own view (`cyber/live/dashboard`), instead of a menu section. */
  cyberView?: CyberView;
  menuSection?: MenuSection;
  sport?: string;
  champ?: SportsEntityRef;
  game?: SportsEntityRef;
}

/** `88637-premier-league`; the id alone when there is no slug. */
export function idSlug(entity: SportsEntityRef): string {
  return entity.slug === '' ? String(entity.id) : `${entity.id}-${entity.slug}`;
}

/** The URL of a sports page: a game needs its championship and sport, a championship its sport. */
export function sportsHref(language: string, place: SportsPlace): string {
  const segments = [
    language,
    ...(place.pageType ? [place.pageType] : []),
    place.section,
    ...(place.cyberView ? [place.cyberView] : []),
    ...(place.menuSection ? [place.menuSection] : []),
    ...(place.sport ? [place.sport] : []),
    ...(place.sport && place.champ ? [idSlug(place.champ)] : []),
    ...(place.sport && place.champ && place.game ? [idSlug(place.game)] : []),
  ];
  return `/${segments.join('/')}`;
}

/** A team's page: its games in play and to come (`section` is the one it was linked from). */
export function teamHref(language: string, section: SportsSection, team: SportsEntityRef): string {
  return `/${language}/team/${section}/${idSlug(team)}`;
}

/** The statistics: the index of finished games, or one game's result with its periods. */
export function statisticHref(language: string, game?: SportsEntityRef): string {
  return `/${language}/statistic${game ? `/${idSlug(game)}` : ''}`;
}

/** A game's result in the small window the game pages open (the empty layout). */
export function statisticPopupHref(language: string, gameId: number): string {
  return `/${language}/statisticpopup?game=${gameId}`;
}
