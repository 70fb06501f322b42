/**
 * The office part's one follower of the socket's `odds` channel, shared by the coupons of the page:
 * a connection holds one follower per channel, so the coupons listen here rather than each follow
 * it. The channel is followed while any coupon listens and let go when the last one stops (the
 * connection then closes its socket). The office keeps its own socket, as each part does: parts
 * share no code beyond the packages.
 */
import { connectRealtime, type RealtimeConnection } from '@parlay/client';
import type { RealtimePayload } from '@parlay/contract';

interface Listener {
  readonly onMove: () => void;
}

/** Opened at the first coupon that listens and kept while the page lives; it reconnects on its own. */
let connection: RealtimeConnection | undefined;
/** Lets the channel go; set while it is followed. */
let unfollow: (() => void) | undefined;
const listeners = new Set<Listener>();
/** The listeners of each selection id: an event names selections, most of them on no coupon here. */
const bySelection = new Map<number, Set<Listener>>();

/** Any price may have moved: a producer went or came back, events were missed, or the subscription just started. */
function tellEveryone(): void {
  for (const listener of [...listeners]) listener.onMove();
}

function dispatch(payload: RealtimePayload<'odds'>): void {
  switch (payload.kind) {
    case 'feed.status':
      tellEveryone();
      return;
    case 'odds.changed': {
      // A coupon with several legs in the event hears it once.
      const touched = new Set<Listener>();
      for (const market of payload.markets)
        for (const listener of bySelection.get(market.id) ?? []) touched.add(listener);
      for (const listener of touched) listener.onMove();
      return;
    }
  }
}

/**
 * Calls `onMove` when a price or status of one of `selectionIds` (a coupon's legs) moves on the
 * socket, and when any may have moved unseen (`tellEveryone`), until the returned function is called.
 */
export function listenToLegs(selectionIds: readonly number[], onMove: () => void): () => void {
  // An object of its own: the same function may listen twice (two cards of one coupon).
  const listener: Listener = { onMove };
  listeners.add(listener);
  for (const id of selectionIds) {
    const known = bySelection.get(id);
    if (known) known.add(listener);
    else bySelection.set(id, new Set([listener]));
  }
  if (unfollow === undefined) {
    connection ??= connectRealtime();
    unfollow = connection.follow('odds', { onEvent: dispatch, onResync: tellEveryone });
  }
  return () => {
    if (!listeners.delete(listener)) return;
    for (const id of selectionIds) {
      const known = bySelection.get(id);
      known?.delete(listener);
      if (known?.size === 0) bySelection.delete(id);
    }
    if (listeners.size === 0) {
      unfollow?.();
      unfollow = undefined;
    }
  };
}
