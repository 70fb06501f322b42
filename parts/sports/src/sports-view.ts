import type {
  Championship,
  ChampionshipResponse,
  GameResponse,
  GameSummary,
  MarketGroup,
  PlacedCoupon,
  ResultResponse,
  ResultsResponse,
  Sport,
  SportsPlace,
  TeamResponse,
  TimeFilter,
} from '@parlay/contract';
import type { CyberView, SportsSection } from '@parlay/contract/sports-paths';
import type { Translator } from '@parlay/i18n';

export const partName = 'sports';

/** The betting state of a list page (seed 001 §3), carried in the query so a link and a reload keep it. */
export interface ListFilters {
  timeFilter: TimeFilter;
  /** Championships grouped under their country (category). */
  groupByCountry: boolean;
  /** Only games with a video stream. */
  onlyVideo: boolean;
  /** Market types (groupIds) shown beside each game; empty: the main market. */
  filteredMarkets: readonly number[];
}

/** The championship a list page is narrowed to, with its sport's name. */
export type ChampionshipPlace = ChampionshipResponse['championship'];

/** What one URL of the part shows, with the data it was rendered from (server → client state). */
export type SportsView =
  | { kind: 'home'; live: GameSummary[]; line: GameSummary[] }
  | {
      kind: 'list';
      place: SportsPlace;
      filters: ListFilters;
      /** Sports of the section with games, for the menu. */
      sports: Sport[];
      /** The sport's championships with games (null without a sport). */
      championships: Championship[] | null;
      sport: Sport | null;
      champ: ChampionshipPlace | null;
      games: GameSummary[];
      total: number;
    }
  | { kind: 'game'; place: SportsPlace; game: GameResponse['game']; groups: MarketGroup[] }
  | { kind: 'multi-live'; games: GameResponse[] }
  | {
      kind: 'outrights';
      page: 'champs' | 'champion-final';
      championships: Championship[];
      games: GameSummary[];
    }
  | { kind: 'results'; type: 'live' | 'zone'; date: string; games: ResultsResponse['games'] }
  | {
      kind: 'team';
      /** The section the team's page was linked from; it shows both. */
      section: SportsSection;
      team: TeamResponse['team'];
      live: GameSummary[];
      line: GameSummary[];
    }
  /** The statistics' index: a day's finished games. */
  | { kind: 'statistic'; date: string; games: ResultsResponse['games'] }
  /** A finished game's result with its periods: a page, or the popup's small window. */
  | { kind: 'game-statistic'; popup: boolean; result: ResultResponse['result'] }
  /** The cyber tree's own pages; `all`, a discipline, a championship and a game are `list` and `game`. */
  | {
      kind: 'cyber';
      place: SportsPlace;
      page: Exclude<CyberView, 'all'>;
      /** Cyber disciplines (the sports of the cyber section) with their game counts. */
      disciplines: Sport[];
      /** The champs page's championships. */
      championships: Championship[];
      /** The dashboard's games in play and to come. */
      live: GameSummary[];
      upcoming: GameSummary[];
    }
  /**
   * A placed coupon to print, its owner's alone: read by the server as the page's visitor, or null
   * when the render could not (then the browser reads it with the player's session).
   */
  | { kind: 'print-coupon'; couponId: number; coupon: PlacedCoupon | null }
  | { kind: 'bad-request' }
  | { kind: 'not-found' };

export interface SportsState {
  language: string;
  dictionary: Record<string, string>;
  view: SportsView;
  /** When the server read the data (ms since the epoch): older pages are read again once live. */
  readAt: number;
}

/** What every page of a view gets. */
export interface PageProps<K extends SportsView['kind']> {
  view: Extract<SportsView, { kind: K }>;
  language: string;
  i18n: Translator;
  /** When the data was read: clocks start from it, so the server's markup and the hydrating one agree. */
  readAt: number;
}
