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

// The words of the paths (sections, page types, menu sections…) are in sports-segments.ts: the
// page's bundle builds hrefs from places, the lists are read where paths are parsed or offered.
export type {
  CyberView,
  LinePageType,
  MenuSection,
  SportsPageType,
  SportsSection,
  TimeFilter,
} from './sports-segments.ts';

import type { CyberView, LinePageType, MenuSection, SportsSection } from './sports-segments.ts';

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
