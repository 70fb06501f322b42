import type { LineReads } from '@parlay/client';
import type { SiteLanguageCode } from '@parlay/domain';
import { idPattern, type LoadedView, listLimit, notFound, orNotFound } from './loaded-view.ts';

/** Long-term markets: every championship's (champs, champion final) or one championship's. */
export async function outrightsView(
  lang: SiteLanguageCode,
  page: 'champs' | 'champion-final',
  champSegment: string | undefined,
  line: LineReads,
): Promise<LoadedView> {
  const champId = champSegment === undefined ? undefined : idPattern.test(champSegment) ? champSegment : null;
  if (champId === null) return notFound;
  const [{ championships }, games] = await Promise.all([
    line.listChampionships({ query: { lang, section: 'line' } }),
    champId === undefined
      ? line.listGames({ query: { lang, section: 'line', limit: '500' } })
      : orNotFound(line.listGames({ query: { lang, section: 'line', champ: champId, limit: listLimit } })),
  ]);
  if (games === null) return notFound;
  const longTerm = championships.filter((entry) => entry.isLongTerm);
  return {
    status: 200,
    view: {
      kind: 'outrights',
      page,
      championships: longTerm,
      games: games.games.filter((entry) => entry.kind === 'outright'),
    },
  };
}
