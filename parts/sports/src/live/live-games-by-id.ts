import { useCallback, useContext, useMemo, useRef, useSyncExternalStore } from 'react';
import { LiveStoreContext } from './live-hooks.ts';
import { gameKey, type LiveGameState } from './live-store.ts';

/**
 * Several games' states by id at once (the coupon's bets' games), re-read when any of them moves:
 * a game that kicks off makes its bets live (no vip bet, the live mark) without waiting for a price
 * to move. A game the page does not follow is absent.
 */
export function useLiveGamesById(ids: readonly number[]): ReadonlyMap<number, LiveGameState> {
  const store = useContext(LiveStoreContext);
  const idList = [...new Set(ids)].join(',');
  const gameIds = useMemo(() => (idList === '' ? [] : idList.split(',').map(Number)), [idList]);
  const subscribe = useCallback(
    (listener: () => void) => {
      const stops = gameIds.map((id) => store.subscribe(gameKey(id), listener));
      return () => {
        for (const stop of stops) stop();
      };
    },
    [store, gameIds],
  );
  // The store makes a new object for each change: the same objects as last read, the same map.
  const last = useRef<{ states: readonly (LiveGameState | undefined)[]; games: Map<number, LiveGameState> }>({
    states: [],
    games: new Map(),
  });
  const read = () => {
    const states = gameIds.map((id) => store.game(id));
    const known = last.current;
    if (
      states.length === known.states.length &&
      states.every((state, index) => state === known.states[index])
    )
      return known.games;
    const games = new Map<number, LiveGameState>();
    gameIds.forEach((id, index) => {
      const state = states[index];
      if (state) games.set(id, state);
    });
    last.current = { states, games };
    return games;
  };
  return useSyncExternalStore(subscribe, read, read);
}
