import type { SportsView } from '../sports-view.ts';

/** What a URL of the part shows: a view and its status, or where the page moved. */
export type LoadedView = { status: number; view: SportsView } | { status: 301; location: string };

export const notFound: LoadedView = { status: 404, view: { kind: 'not-found' } };
/** A filter or parameter out of its range: the page says so and shows nothing else. */
export const badRequest: LoadedView = { status: 400, view: { kind: 'bad-request' } };

/** A page that moved for good (a stale slug), its query kept. */
export function moved(location: string, search?: URLSearchParams): LoadedView {
  return { status: 301, location: `${location}${search && search.size > 0 ? `?${search}` : ''}` };
}

/** An id as the line API takes it in a path or query (`88637`). */
export const idPattern = /^[1-9]\d{0,14}$/;

/** Games a list shows at most; the line API pages beyond. */
export const listLimit = '200';

/** The API's 404 (an id it does not know) as the page's: null. */
export async function orNotFound<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof Error && 'failure' in error && (error.failure as { status?: number }).status === 404)
      return null;
    throw error;
  }
}

/** The day a results page shows (`?date=2030-03-01`, UTC), today without one; null when malformed. */
export function dayOf(search: URLSearchParams, now = Date.now()): string | null {
  const date = search.get('date') ?? new Date(now).toISOString().slice(0, 10);
  return /^\d{4}-\d{2}-\d{2}$/.test(date) && !Number.isNaN(Date.parse(date)) ? date : null;
}
