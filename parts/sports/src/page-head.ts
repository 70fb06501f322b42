import type { GameResult } from '@parlay/contract';
import type { Translator } from '@parlay/i18n';
import { serializeState } from '@parlay/part-kit/server';
import { cyberTitle } from './pages/cyber-title.ts';
import { listTitle } from './pages/list-title.ts';
import type { SportsView } from './sports-view.ts';

/** What a view says to search engines: its title, a description made from its data, structured data. */
export interface PageHead {
  title: string;
  description: string;
  structuredData: object | null;
}

const eventStatus = (game: GameResult) =>
  game.status === 5
    ? 'https://schema.org/EventCancelled'
    : game.status === 6
      ? 'https://schema.org/EventPostponed'
      : 'https://schema.org/EventScheduled';

/** schema.org SportsEvent of a game (its competitors as teams, or its name alone for an outright). */
function sportsEvent(game: GameResult) {
  return {
    '@type': 'SportsEvent',
    name: game.name,
    startDate: game.startAt,
    eventStatus: eventStatus(game),
    sport: game.sportSlug,
    superEvent: { '@type': 'SportsEvent', name: game.champName },
    ...(game.home && game.away
      ? {
          competitor: [game.home, game.away].map((team) => ({ '@type': 'SportsTeam', name: team.name })),
          homeTeam: { '@type': 'SportsTeam', name: game.home.name },
          awayTeam: { '@type': 'SportsTeam', name: game.away.name },
        }
      : {}),
  };
}

export function pageHead(view: SportsView, i18n: Translator): PageHead {
  const { t } = i18n;
  switch (view.kind) {
    case 'home':
      return {
        title: t('sports_home_title'),
        description: t('sports_home_description'),
        structuredData: null,
      };
    case 'list': {
      const title = listTitle(view, t);
      const names = view.games.slice(0, 3).map((game) => game.name);
      return {
        title,
        description: t(
          view.place.section === 'live' ? 'sports_list_live_description' : 'sports_list_line_description',
          {
            title,
            count: view.total,
            games: names.join(', '),
          },
        ),
        structuredData:
          view.games.length === 0
            ? null
            : {
                '@context': 'https://schema.org',
                '@type': 'ItemList',
                name: title,
                itemListElement: view.games.slice(0, 50).map((game, index) => ({
                  '@type': 'ListItem',
                  position: index + 1,
                  item: sportsEvent(game),
                })),
              },
      };
    }
    case 'game': {
      const { game } = view;
      return {
        title: t('sports_game_title', { game: game.name, champ: game.champName }),
        description: t('sports_game_description', {
          game: game.name,
          champ: game.champName,
          sport: game.sportName,
          count: view.groups.reduce((sum, group) => sum + group.markets.length, 0),
        }),
        structuredData: { '@context': 'https://schema.org', ...sportsEvent(game) },
      };
    }
    case 'multi-live':
      return {
        title: t('sports_multi_live_title'),
        description: t('sports_home_description'),
        structuredData: null,
      };
    case 'outrights': {
      const key = view.page === 'champs' ? 'sports_champs_title' : 'sports_champion_final_title';
      return { title: t(key), description: t('sports_champs_description'), structuredData: null };
    }
    case 'results':
      return {
        title: t('sports_results_title'),
        description: t('sports_results_description', { date: view.date }),
        structuredData: null,
      };
    case 'team': {
      const { team } = view;
      return {
        title: t('sports_team_title', { team: team.name }),
        description: t('sports_team_description', { team: team.name, sport: team.sportName }),
        structuredData: {
          '@context': 'https://schema.org',
          '@type': 'SportsTeam',
          name: team.name,
          sport: team.sportName,
          event: [...view.live, ...view.line].slice(0, 20).map(sportsEvent),
        },
      };
    }
    case 'statistic':
      return {
        title: t('sports_statistic_title'),
        description: t('sports_statistic_description', { date: view.date }),
        structuredData: null,
      };
    case 'game-statistic': {
      const { result } = view;
      return {
        title: t('sports_statistic_game_title', { game: result.name }),
        description: t('sports_statistic_game_description', {
          game: result.name,
          champ: result.champName,
          home: result.score.home,
          away: result.score.away,
        }),
        structuredData: { '@context': 'https://schema.org', ...sportsEvent(result) },
      };
    }
    case 'cyber':
      return {
        title: cyberTitle(view, t),
        description: t('sports_cyber_description', { page: t(`sports_cyber_${view.page}`) }),
        structuredData: null,
      };
    case 'print-coupon':
      return {
        title: t('coupon_print_title', { id: view.couponId }),
        description: '',
        structuredData: null,
      };
    case 'bad-request':
    case 'not-found':
      return {
        title: t(`sports_${view.kind.replace('-', '_')}_title`),
        description: '',
        structuredData: null,
      };
  }
}

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The head elements of a page: its description (the shell then leaves out its own) and its structured data. */
export function headHtml(head: PageHead): string {
  return [
    head.description === '' ? '' : `<meta name="description" content="${escapeAttribute(head.description)}">`,
    head.structuredData === null
      ? ''
      : `<script type="application/ld+json">${serializeState(head.structuredData)}</script>`,
  ].join('');
}
