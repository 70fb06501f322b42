import type { LineReads } from '@parlay/client';
import type { SiteLanguageCode } from '@parlay/domain';
import type { SportsView } from './sports-view.ts';

const homeLiveCount = '6';
const homeLineCount = '8';

/** The home page's top games in play and top of the line (the recommended ones, else the first). */
export async function loadHome(
  lang: SiteLanguageCode,
  line: LineReads,
): Promise<{ status: 200; view: Extract<SportsView, { kind: 'home' }> }> {
  const top = async (section: 'live' | 'line', limit: string) => {
    const recommended = await line.listGames({ query: { lang, section, timeFilter: 'recommended', limit } });
    return recommended.games.length > 0
      ? recommended.games
      : (await line.listGames({ query: { lang, section, limit } })).games;
  };
  const [live, lineGames] = await Promise.all([top('live', homeLiveCount), top('line', homeLineCount)]);
  return { status: 200, view: { kind: 'home', live, line: lineGames } };
}
