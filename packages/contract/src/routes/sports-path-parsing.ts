/**
 * Sports page paths read back into places (the other direction of sports-paths.ts). A module of its
 * own: only the sports part's view loader reads paths, while every sports page, the home page
 * included, builds hrefs in its entry bundle.
 */
import type { SportsEntityRef, SportsPlace } from './sports-paths.ts';
import {
  type CyberView,
  cyberViews,
  type LinePageType,
  type MenuSection,
  menuSections,
  type SportsSection,
  sportsPageTypes,
  sportsSections,
  sportsSegmentPatterns,
} from './sports-segments.ts';

function entityOf(segment: string): SportsEntityRef | null {
  if (!new RegExp(`^${sportsSegmentPatterns.entity}$`).test(segment)) return null;
  const dash = segment.indexOf('-');
  return dash === -1
    ? { id: Number(segment), slug: '' }
    : { id: Number(segment.slice(0, dash)), slug: segment.slice(dash + 1) };
}

const isOneOf = <T extends string>(list: readonly T[], value: string | undefined): value is T =>
  value !== undefined && (list as readonly string[]).includes(value);

/**
 * The place a sports page path stands for (`/en/live/football/88637-premier-league`), or null when
 * the path is no sports list or game page of these shapes, or a segment is malformed.
 */
export function parseSportsPath(pathname: string): SportsPlace | null {
  const segments = pathname
    .split('/')
    .filter((segment) => segment !== '')
    .slice(1);
  const pageType =
    isOneOf(sportsPageTypes, segments[0]) || segments[0] === 'cyber' ? segments.shift() : undefined;
  const section = segments.shift();
  if (!isOneOf(sportsSections, section)) return null;
  const cyberView =
    pageType === 'cyber' && isOneOf(cyberViews, segments[0]) && segments.length === 1
      ? segments.shift()
      : undefined;
  const menuSection =
    pageType !== 'cyber' && isOneOf(menuSections, segments[0]) ? segments.shift() : undefined;
  const [sport, champSegment, gameSegment, ...rest] = segments;
  if (rest.length > 0) return null;
  if (sport !== undefined && !new RegExp(`^${sportsSegmentPatterns.sport}$`).test(sport)) return null;
  const champ = champSegment === undefined ? undefined : entityOf(champSegment);
  const game = gameSegment === undefined ? undefined : entityOf(gameSegment);
  if (champ === null || game === null) return null;
  return {
    section,
    ...(pageType ? { pageType: pageType as LinePageType } : {}),
    ...(cyberView ? { cyberView: cyberView as CyberView } : {}),
    ...(menuSection ? { menuSection: menuSection as MenuSection } : {}),
    ...(sport ? { sport } : {}),
    ...(champ ? { champ } : {}),
    ...(game ? { game } : {}),
  };
}

/** The team page a path stands for (`/en/team/line/431-arsenal`), or null. */
export function parseTeamPath(pathname: string): { section: SportsSection; team: SportsEntityRef } | null {
  const [, first, section, segment, ...rest] = pathname.split('/').filter((part) => part !== '');
  if (first !== 'team' || !isOneOf(sportsSections, section) || segment === undefined || rest.length > 0)
    return null;
  const team = entityOf(segment);
  return team === null ? null : { section, team };
}

/**
 * What a statistic path shows: the index (null game), a game (its id and slug), or undefined when
 * the path is of neither shape (`/en/statistic/a/b`).
 */
export function parseStatisticPath(pathname: string): { game: SportsEntityRef | null } | undefined {
  const [, first, segment, ...rest] = pathname.split('/').filter((part) => part !== '');
  if (first !== 'statistic' || rest.length > 0) return undefined;
  if (segment === undefined) return { game: null };
  const game = entityOf(segment);
  return game === null ? undefined : { game };
}
