import { connectRealtime, type RealtimeConnection } from '@parlay/client';
import type { LiveStore } from './live-store.ts';

/** The part's one socket, kept while the page lives: each sports page a visitor opens follows it anew. */
let connection: RealtimeConnection | undefined;

/**
 * Moves `store` with the socket's prices and scores until the returned function is called.
 * `reload` reads the page's data again over HTTP: at the start (what changed since the server
 * read it), after events were missed, and when the feed is back after an outage.
 */
export function followLive(store: LiveStore, reload: () => void): () => void {
  connection ??= connectRealtime();
  const stopOdds = connection.follow('odds', {
    onEvent: (payload) => {
      store.applyOdds(payload);
      if (payload.kind === 'feed.status' && payload.available) reload();
    },
    onResync: reload,
  });
  const stopScores = connection.follow('scores', {
    onEvent: (payload) => store.applyScore(payload),
    onResync: reload,
  });
  return () => {
    stopOdds();
    stopScores();
  };
}
