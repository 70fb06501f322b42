import type { GameSummary, Selection } from '@parlay/contract';
import { createContext, useContext, useSyncExternalStore } from 'react';
import { feedKey, gameKey, type LiveGameState, type LivePrice, LiveStore, priceKey } from './live-store.ts';

/** The page's live store; the server render gets one seeded with the data it renders. */
export const LiveStoreContext = createContext<LiveStore>(new LiveStore());

function useKeyed<T>(key: string, read: (store: LiveStore) => T): T {
  const store = useContext(LiveStoreContext);
  return useSyncExternalStore(
    (listener) => store.subscribe(key, listener),
    () => read(store),
    () => read(store),
  );
}

/** A selection's current price, status and last move; blocked while suspended or the feed is down. */
export function useLivePrice(selection: Selection): LivePrice & { blocked: boolean } {
  const price = useKeyed(priceKey(selection.id), (store) => store.price(selection.id));
  const feedUp = useKeyed(feedKey, (store) => store.feedUp);
  const current = price ?? { coef: selection.coef, status: selection.status, move: selection.coefMove };
  return { ...current, blocked: current.status !== 'active' || current.coef === null || !feedUp };
}

/** A game's current score, period, clock and status. */
export function useLiveGame(game: GameSummary): LiveGameState {
  const state = useKeyed(gameKey(game.id), (store) => store.game(game.id));
  return state ?? game;
}
