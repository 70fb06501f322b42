import type { LineReads } from '@parlay/client';
import type { SiteLanguageCode } from '@parlay/domain';
import { badRequest, dayOf, type LoadedView, notFound } from './loaded-view.ts';

/** A day's results (`results/{live|zone}?date=`): games played live, or every game. */
export async function resultsView(
  lang: SiteLanguageCode,
  typeSegment: string | undefined,
  search: URLSearchParams,
  line: LineReads,
): Promise<LoadedView> {
  const type = typeSegment ?? 'zone';
  if (type !== 'live' && type !== 'zone') return notFound;
  const date = dayOf(search);
  if (date === null) return badRequest;
  const found = await line.listResults({ query: { lang, type, date } });
  return { status: 200, view: { kind: 'results', type, date, games: found.games } };
}
