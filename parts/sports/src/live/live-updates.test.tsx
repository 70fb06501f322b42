import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderSportsPage } from '../testing/render-sports.tsx';

afterEach(cleanup);

const gameId = 2874552;
/** The fake line's selection ids: the game's id, then the outcome (1 home, 2 draw, 3 away). */
const home = gameId * 10 + 1;
const away = gameId * 10 + 3;

const priceOf = (id: number) => document.querySelector<HTMLElement>(`[data-selection-id="${id}"]`)!;

describe('a live page moving with the socket', () => {
  it('moves a price and marks its last move up or down, then locks it while suspended', async () => {
    const { store } = await renderSportsPage(
      `/en/live/football/88637-premier-league/${gameId}-liverpool-arsenal`,
    );
    expect(priceOf(home).textContent).toBe('12.10');
    act(() =>
      store.applyOdds({ kind: 'odds.changed', gameId, markets: [{ id: home, coef: 2.5, status: 'active' }] }),
    );
    expect(within(priceOf(home)).getByText('rising')).toBeTruthy();
    expect(priceOf(home).textContent).toBe('12.50▲rising');
    act(() =>
      store.applyOdds({ kind: 'odds.changed', gameId, markets: [{ id: home, coef: 1.9, status: 'active' }] }),
    );
    expect(priceOf(home).textContent).toBe('11.90▼falling');
    act(() =>
      store.applyOdds({
        kind: 'odds.changed',
        gameId,
        markets: [{ id: home, coef: 1.9, status: 'suspended' }],
      }),
    );
    expect(priceOf(home).textContent).toBe('1Suspended: no bets now');
    // The other prices did not move.
    expect(priceOf(away).textContent).toBe('23.60');
  });

  it('locks every price while the feed is down, and opens them when it is back', async () => {
    const { store } = await renderSportsPage('/en/live/football');
    act(() => store.applyOdds({ kind: 'feed.status', producerId: 1, available: false }));
    expect(screen.getAllByText('Suspended: no bets now')).toHaveLength(3);
    act(() => store.applyOdds({ kind: 'feed.status', producerId: 1, available: true }));
    expect(screen.queryByText('Suspended: no bets now')).toBeNull();
  });

  it('moves the score and the period as the game goes on, and says when it has finished', async () => {
    const { store } = await renderSportsPage(`/en/team/live/431-arsenal`);
    const inPlay = screen.getByRole('region', { name: 'In play' });
    expect(within(inPlay).getByText('Score 1:0')).toBeTruthy();
    const state = { status: 2 as const, periodScores: [], clock: null, finished: false };
    act(() =>
      store.applyScore({ kind: 'score.changed', gameId, ...state, score: { home: 1, away: 1 }, period: 2 }),
    );
    expect(within(inPlay).getByText('Score 1:1')).toBeTruthy();
    expect(within(inPlay).getByText(/Period 2/)).toBeTruthy();
    act(() =>
      store.applyScore({
        kind: 'score.changed',
        gameId,
        ...state,
        status: 4,
        finished: true,
        score: { home: 1, away: 1 },
        period: 2,
      }),
    );
    expect(within(inPlay).getByText('Finished')).toBeTruthy();
  });
});
