import type { GameSummary, Selection } from '@parlay/contract';
import { createContext, useContext, useMemo, useSyncExternalStore } from 'react';
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

/** A price the page follows by id (a coupon bet's), undefined while unknown; blocked as above. */
export function useLivePriceById(id: number): (LivePrice & { blocked: boolean }) | undefined {
  const price = useKeyed(priceKey(id), (store) => store.price(id));
  const feedUp = useKeyed(feedKey, (store) => store.feedUp);
  if (!price) return undefined;
  return { ...price, blocked: price.status !== 'active' || price.coef === null || !feedUp };
}

export type FollowedPrice = LivePrice & { blocked: boolean };

/**
 * Several prices by id at once (the coupon's bets), re-read when any of them moves or the feed
 * comes and goes; a price the page does not follow is absent.
 */
export function useLivePricesById(ids: readonly number[]): ReadonlyMap<number, FollowedPrice> {
  const store = useContext(LiveStoreContext);
  const idList = ids.join(',');
  const subscribe = useMemo(() => {
    const keys = [feedKey, ...(idList === '' ? [] : idList.split(',').map((id) => priceKey(Number(id))))];
    return (listener: () => void) => {
      const stops = keys.map((key) => store.subscribe(key, listener));
      return () => {
        for (const stop of stops) stop();
      };
    };
  }, [store, idList]);
  // The store makes a new object for each change: the objects themselves tell whether anything moved.
  const read = () => [store.feedUp, ...ids.map((id) => store.price(id))];
  const snapshotKey = useSyncExternalStore(
    subscribe,
    () => snapshotOf(read()),
    () => snapshotOf(read()),
  );
  return useMemo(() => {
    void snapshotKey;
    const feedUp = store.feedUp;
    const prices = new Map<number, FollowedPrice>();
    for (const id of idList === '' ? [] : idList.split(',').map(Number)) {
      const price = store.price(id);
      if (price)
        prices.set(id, { ...price, blocked: price.status !== 'active' || price.coef === null || !feedUp });
    }
    return prices;
  }, [store, idList, snapshotKey]);
}

function snapshotOf(values: readonly unknown[]): string {
  return values
    .map((value) => (typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value)))
    .join(';');
}
