import type { LineReads } from '@parlay/client';
import { type SportsEntityRef, type SportsSection, teamHref } from '@parlay/contract/sports-paths';
import type { SiteLanguageCode } from '@parlay/domain';
import { type LoadedView, listLimit, moved, notFound, orNotFound } from './loaded-view.ts';

/** A team's page: its games in play and to come, with their prices; a stale slug moves to the current one. */
export async function teamView(
  lang: SiteLanguageCode,
  section: SportsSection,
  ref: SportsEntityRef,
  line: LineReads,
): Promise<LoadedView> {
  const teamId = String(ref.id);
  const found = await orNotFound(line.getTeam({ params: { teamId }, query: { lang } }));
  if (found === null) return notFound;
  const { team } = found;
  if (team.slug !== ref.slug) return moved(teamHref(lang, section, team));
  const gamesIn = (mode: SportsSection) =>
    line.listGames({ query: { lang, section: mode, team: teamId, limit: listLimit } });
  const [live, upcoming] = await Promise.all([gamesIn('live'), gamesIn('line')]);
  return { status: 200, view: { kind: 'team', section, team, live: live.games, line: upcoming.games } };
}
