import { type MenuSection, type TimeFilter, timeFilters } from '@parlay/contract/sports-segments';
import type { ListFilters } from './sports-view.ts';

export const defaultFilters: ListFilters = {
  timeFilter: 'all',
  groupByCountry: false,
  onlyVideo: false,
  filteredMarkets: [],
};

/** The query parameters of the betting state (seed 001 §3 names). */
const names = {
  timeFilter: 'timeFilter',
  groupByCountry: 'groupByCategories',
  onlyVideo: 'onlyWithVideo',
  filteredMarkets: 'filteredMarkets',
} as const;

const isTimeFilter = (value: string): value is TimeFilter =>
  (timeFilters as readonly string[]).includes(value);
const flagOf = (value: string | null): boolean | null =>
  value === null || value === '0' ? false : value === '1' ? true : null;

/** The filters a query asks for, or the name of the first parameter that is not one of its values. */
export function filtersOf(search: URLSearchParams): ListFilters | { invalid: string } {
  const time = search.get(names.timeFilter) ?? 'all';
  if (!isTimeFilter(time)) return { invalid: names.timeFilter };
  const groupByCountry = flagOf(search.get(names.groupByCountry));
  if (groupByCountry === null) return { invalid: names.groupByCountry };
  const onlyVideo = flagOf(search.get(names.onlyVideo));
  if (onlyVideo === null) return { invalid: names.onlyVideo };
  const markets = search.get(names.filteredMarkets);
  if (markets !== null && !/^[1-9]\d{0,5}(,[1-9]\d{0,5}){0,19}$/.test(markets))
    return { invalid: names.filteredMarkets };
  return {
    timeFilter: time,
    groupByCountry,
    onlyVideo,
    filteredMarkets: markets === null ? [] : markets.split(',').map(Number),
  };
}

/** The query string of filters (only what differs from the defaults), `?…` or empty. */
export function filtersQuery(filters: ListFilters): string {
  const search = new URLSearchParams();
  if (filters.timeFilter !== 'all') search.set(names.timeFilter, filters.timeFilter);
  if (filters.groupByCountry) search.set(names.groupByCountry, '1');
  if (filters.onlyVideo) search.set(names.onlyVideo, '1');
  if (filters.filteredMarkets.length > 0)
    search.set(names.filteredMarkets, filters.filteredMarkets.join(','));
  const query = search.toString();
  return query === '' ? '' : `?${query}`;
}

/** What a menu section narrows the line API's query to (sports-paths.ts says what each means). */
export function menuSectionQuery(menuSection: MenuSection | undefined): {
  timeFilter?: TimeFilter;
  hours?: string;
} {
  switch (menuSection) {
    case 'top':
      return { timeFilter: 'recommended' };
    case 'soon':
      return { timeFilter: 'upcoming' };
    case 'today':
      return { hours: '24' };
    case undefined:
      return {};
  }
}
