/**
 * The words of the sports page paths (sports-paths.ts builds the paths, sports-path-parsing.ts
 * reads them back, the route table matches them): a module of its own, so that the bundle of a
 * page that only builds hrefs carries none of these lists.
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
