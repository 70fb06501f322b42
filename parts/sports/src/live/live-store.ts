import type { GameState, RealtimePayload, Selection } from '@parlay/contract';
import type { MarketStatus } from '@parlay/domain';

/** A selection's price as it stands now, and which way it last moved (coefIndicationType). */
export interface LivePrice {
  coef: number | null;
  status: MarketStatus;
  move: 'up' | 'down' | null;
}

/** A game's state in play as it stands now. */
export type LiveGameState = GameState & { finished: boolean };

type Listener = () => void;

/**
 * The prices and game states a page shows, kept current by the socket's `odds` and `scores`
 * events. Components read one selection or one game each, and re-render only when it changes;
 * every change is a new object, so React sees it.
 */
export class LiveStore {
  readonly #prices = new Map<number, LivePrice>();
  readonly #games = new Map<number, LiveGameState>();
  readonly #listeners = new Map<string, Set<Listener>>();
  #feedUp = true;

  /** Takes the prices and states a page was read with (again after a reload over HTTP). */
  seed(selections: Iterable<Selection>, games: Iterable<{ id: number } & LiveGameState>): void {
    for (const selection of selections) {
      const known = this.#prices.get(selection.id);
      const next: LivePrice = {
        coef: selection.coef,
        status: selection.status,
        move:
          known && known.coef !== null && selection.coef !== null
            ? (moveOf(known.coef, selection.coef) ?? known.move)
            : selection.coefMove,
      };
      if (!known || known.coef !== next.coef || known.status !== next.status)
        this.#setPrice(selection.id, next);
    }
    for (const { id, status, score, periodScores, period, clock, finished } of games)
      this.#setGame(id, { status, score, periodScores, period, clock, finished });
  }

  /**
   * Follows prices the page was not read with (the coupon's bets from other pages), from the
   * coefficient last seen: the socket's moves then apply to them too.
   */
  track(prices: Iterable<{ id: number; coef: number }>): void {
    for (const { id, coef } of prices)
      if (!this.#prices.has(id)) this.#setPrice(id, { coef, status: 'active', move: null });
  }

  /** A price the server answered with (a placement refused for moved prices): shown as the socket's would be. */
  applyPrice(id: number, coef: number | null, bettable: boolean): void {
    const known = this.#prices.get(id);
    const move = known && known.coef !== null && coef !== null ? moveOf(known.coef, coef) : null;
    this.#setPrice(id, {
      coef,
      status: bettable ? 'active' : 'suspended',
      move: move ?? known?.move ?? null,
    });
  }

  price(id: number): LivePrice | undefined {
    return this.#prices.get(id);
  }

  /** Whether the feed is heard from: while it is not, no price takes bets (each shows suspended). */
  get feedUp(): boolean {
    return this.#feedUp;
  }

  game(id: number): LiveGameState | undefined {
    return this.#games.get(id);
  }

  subscribe(key: string, listener: Listener): () => void {
    let listeners = this.#listeners.get(key);
    if (!listeners) {
      listeners = new Set();
      this.#listeners.set(key, listeners);
    }
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) this.#listeners.delete(key);
    };
  }

  applyOdds(payload: RealtimePayload<'odds'>): void {
    if (payload.kind === 'feed.status') {
      this.#feedUp = payload.available;
      this.#notify(feedKey);
      return;
    }
    for (const market of payload.markets) {
      const known = this.#prices.get(market.id);
      if (!known) continue;
      const move = known.coef !== null && market.coef !== null ? moveOf(known.coef, market.coef) : null;
      this.#setPrice(market.id, { coef: market.coef, status: market.status, move: move ?? known.move });
    }
  }

  applyScore(payload: RealtimePayload<'scores'>): void {
    const { gameId, kind: _kind, ...state } = payload;
    if (this.#games.has(gameId)) this.#setGame(gameId, state);
  }

  #setPrice(id: number, price: LivePrice) {
    this.#prices.set(id, price);
    this.#notify(priceKey(id));
  }

  #setGame(id: number, state: LiveGameState) {
    this.#games.set(id, state);
    this.#notify(gameKey(id));
  }

  #notify(key: string) {
    for (const listener of this.#listeners.get(key) ?? []) listener();
  }
}

function moveOf(before: number, after: number): 'up' | 'down' | null {
  return after > before ? 'up' : after < before ? 'down' : null;
}

export const priceKey = (id: number) => `price:${id}`;
export const gameKey = (id: number) => `game:${id}`;
export const feedKey = 'feed';
