import { useContext, useMemo, useSyncExternalStore } from 'react';
import { LiveStoreContext } from './live-hooks.ts';
import { feedKey, type LivePrice, priceKey } from './live-store.ts';

// Apart from live-hooks.ts: only the coupon's controls follow prices by id, and they load later.

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
