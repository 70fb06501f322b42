import type { LineReads } from '@parlay/client';
import type { SiteLanguageCode } from '@parlay/domain';
import { badRequest, type LoadedView, orNotFound } from './loaded-view.ts';

const multiLiveMax = 4;

/** Several live games side by side: those asked for (`?games=1,2`), else the first in play. */
export async function multiLiveView(
  lang: SiteLanguageCode,
  search: URLSearchParams,
  line: LineReads,
): Promise<LoadedView> {
  const asked = search.get('games');
  if (asked !== null && !/^[1-9]\d{0,14}(,[1-9]\d{0,14}){0,3}$/.test(asked)) return badRequest;
  const ids =
    asked === null
      ? (await line.listGames({ query: { lang, section: 'live', limit: String(multiLiveMax) } })).games.map(
          (entry) => entry.id,
        )
      : asked.split(',').map(Number);
  const games = await Promise.all(
    ids.map((id) => orNotFound(line.getGame({ params: { gameId: String(id) }, query: { lang } }))),
  );
  return { status: 200, view: { kind: 'multi-live', games: games.filter((entry) => entry !== null) } };
}
