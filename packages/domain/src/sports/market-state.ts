import { type OutcomeResult, sameOutcomeResult } from './outcome-result.ts';

/**
 * A market's life as odds feeds drive it (the status set of Betradar's Unified Odds Feed):
 * `active` takes bets; `suspended` shows prices but takes none (a bet stop, a goal being checked);
 * `deactivated` is off the board (no longer offered, or offered without a price); `settled` has
 * its outcomes' results; `cancelled` voids every bet on it.
 */
export type MarketStatus = 'active' | 'suspended' | 'deactivated' | 'settled' | 'cancelled';
export const marketStatuses: readonly MarketStatus[] = [
  'active',
  'suspended',
  'deactivated',
  'settled',
  'cancelled',
];

/** The statuses an odds change (or a bet stop) gives: the market's trading status. */
export type TradingStatus = 'active' | 'suspended' | 'deactivated';

/**
 * How sure a settlement is: `live-scouted` from the scout at the venue, quickly, may still change;
 * `confirmed` from the official result. Bets may be paid on either; a confirmed one that differs
 * from the scouted one corrects it.
 */
export type SettlementCertainty = 'live-scouted' | 'confirmed';

/**
 * Bets placed in a cancel window are void (an odds error, a price given after the event): from
 * `from` (inclusive) to `to` (exclusive), in ms since the epoch; an open side reaches the start or
 * the end of time. A cancel without bounds voids every bet of the market.
 */
export interface CancelWindow {
  readonly from?: number;
  readonly to?: number;
}

/** Results of a market's outcomes, by the outcome's key (its type and, for outrights, competitor). */
export type MarketResults = Readonly<Record<string, OutcomeResult>>;

export interface MarketState {
  readonly status: MarketStatus;
  /** What the last odds change or bet stop said: where a rollback of a settlement or a cancel returns. */
  readonly trading: TradingStatus;
  readonly settlement?: { readonly certainty: SettlementCertainty; readonly results: MarketResults };
  /** Cancels of bets within a window, each until rolled back. */
  readonly cancelWindows: readonly CancelWindow[];
}

/** A market the feed has just priced for the first time. */
export function newMarketState(trading: TradingStatus = 'active'): MarketState {
  return { status: trading, trading, cancelWindows: [] };
}

/** What the feed says about one market (a message concerns many; each of its markets gets one of these). */
export type MarketCommand =
  | { readonly type: 'odds-change'; readonly status: TradingStatus }
  | { readonly type: 'bet-stop' }
  | { readonly type: 'settle'; readonly certainty: SettlementCertainty; readonly results: MarketResults }
  | { readonly type: 'rollback-settlement' }
  | { readonly type: 'cancel'; readonly window?: CancelWindow }
  | { readonly type: 'rollback-cancel'; readonly window?: CancelWindow };

/** What changed, for the sportsbook to store, publish and tell the coupon. */
export type MarketEffect =
  | { readonly kind: 'status-changed'; readonly from: MarketStatus; readonly to: MarketStatus }
  /** Prices in the message apply (never to a settled or cancelled market). */
  | { readonly kind: 'prices-apply' }
  | { readonly kind: 'settled'; readonly certainty: SettlementCertainty; readonly results: MarketResults }
  /** A confirmed settlement repeating the scouted one: bets stand as paid. */
  | { readonly kind: 'settlement-confirmed' }
  | { readonly kind: 'settlement-rolled-back'; readonly results: MarketResults }
  | { readonly kind: 'cancelled'; readonly window: CancelWindow }
  | { readonly kind: 'cancel-rolled-back'; readonly window: CancelWindow };

export interface MarketTransition {
  readonly state: MarketState;
  readonly effects: readonly MarketEffect[];
}

const unchanged = (state: MarketState): MarketTransition => ({ state, effects: [] });

/** The status a market is in when nothing overrides its trading status: settled beats trading. */
function restingStatus(state: Omit<MarketState, 'status'>): MarketStatus {
  if (state.cancelWindows.some(isWholeMarket)) return 'cancelled';
  return state.settlement === undefined ? state.trading : 'settled';
}

function withStatus(
  state: MarketState,
  next: Omit<MarketState, 'status'>,
  effects: MarketEffect[],
): MarketTransition {
  const status = restingStatus(next);
  const changed: MarketEffect[] =
    status === state.status ? [] : [{ kind: 'status-changed', from: state.status, to: status }];
  return { state: { ...next, status }, effects: [...effects, ...changed] };
}

export function isWholeMarket(window: CancelWindow): boolean {
  return window.from === undefined && window.to === undefined;
}

function sameWindow(first: CancelWindow, second: CancelWindow): boolean {
  return first.from === second.from && first.to === second.to;
}

function sameResults(first: MarketResults, second: MarketResults): boolean {
  const keys = Object.keys(first);
  return (
    keys.length === Object.keys(second).length &&
    keys.every((key) => {
      const other = second[key];
      const own = first[key];
      return own !== undefined && other !== undefined && sameOutcomeResult(own, other);
    })
  );
}

/**
 * One feed command applied to a market: its new state and what changed. Pure and total: a command
 * that does not apply (a bet stop on a settled market, a rollback of nothing) changes nothing.
 */
export function applyMarketCommand(state: MarketState, command: MarketCommand): MarketTransition {
  const { status: _status, ...rest } = state;
  switch (command.type) {
    case 'odds-change': {
      const frozen = state.status === 'settled' || state.status === 'cancelled';
      if (frozen) return unchanged(state);
      return withStatus(state, { ...rest, trading: command.status }, [{ kind: 'prices-apply' }]);
    }
    case 'bet-stop':
      if (state.trading !== 'active') return unchanged(state);
      return withStatus(state, { ...rest, trading: 'suspended' }, []);
    case 'settle': {
      const previous = state.settlement;
      if (previous?.certainty === 'confirmed' && command.certainty === 'live-scouted')
        return unchanged(state);
      const settlement = { certainty: command.certainty, results: command.results };
      if (previous !== undefined && sameResults(previous.results, command.results)) {
        if (previous.certainty === command.certainty) return unchanged(state);
        return withStatus(state, { ...rest, settlement }, [{ kind: 'settlement-confirmed' }]);
      }
      // A different result corrects the one before: its bets are taken back, then settled anew.
      const correction: MarketEffect[] =
        previous === undefined ? [] : [{ kind: 'settlement-rolled-back', results: previous.results }];
      return withStatus(state, { ...rest, settlement }, [
        ...correction,
        { kind: 'settled', certainty: command.certainty, results: command.results },
      ]);
    }
    case 'rollback-settlement': {
      const { settlement, ...unsettled } = rest;
      if (settlement === undefined) return unchanged(state);
      return withStatus(state, unsettled, [{ kind: 'settlement-rolled-back', results: settlement.results }]);
    }
    case 'cancel': {
      const window = command.window ?? {};
      if (state.cancelWindows.some((existing) => sameWindow(existing, window))) return unchanged(state);
      return withStatus(state, { ...rest, cancelWindows: [...state.cancelWindows, window] }, [
        { kind: 'cancelled', window },
      ]);
    }
    case 'rollback-cancel': {
      const window = command.window ?? {};
      const remaining = state.cancelWindows.filter((existing) => !sameWindow(existing, window));
      if (remaining.length === state.cancelWindows.length) return unchanged(state);
      return withStatus(state, { ...rest, cancelWindows: remaining }, [
        { kind: 'cancel-rolled-back', window },
      ]);
    }
  }
}

/** Whether a bet placed at `placedAt` (ms since the epoch) is void by the market's cancels. */
export function isVoidedByCancel(cancelWindows: readonly CancelWindow[], placedAt: number): boolean {
  return cancelWindows.some(
    (window) =>
      (window.from === undefined || placedAt >= window.from) &&
      (window.to === undefined || placedAt < window.to),
  );
}
