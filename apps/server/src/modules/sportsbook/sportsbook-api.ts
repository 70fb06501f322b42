import type { FeedMessage, HeartbeatMessage, MarketDescription } from '@parlay/contract';
import type {
  CancelWindow,
  MarketStatus,
  Odds,
  OutcomeResult,
  ProducerState,
  SettlementCertainty,
} from '@parlay/domain';
import type { Executor } from '../../db/database.ts';
import type { ApplyOutcome } from './feed-applier.ts';
import type { HeartbeatOutcome } from './producer-tracker.ts';

type Names = Record<string, string>;

/**
 * A selection as the coupon needs it (the seed's market with its game): the current price and
 * whether a bet may be taken on it now, its result once settled, and the cancel windows voiding
 * bets placed within them.
 */
export interface SelectionState {
  id: number;
  marketId: number;
  gameId: number;
  sportId: number;
  champId: number;
  /** Outcome type (the seed's `typeId`) and market type (its group). */
  typeId: number;
  groupId: number;
  param: number | null;
  kind: number;
  isLive: boolean;
  /** Null while offered without a price. */
  coef: Odds | null;
  /** As bettors see it: an active market of a silent producer is `suspended`. */
  status: MarketStatus;
  /** Active, priced, its producer up: a bet may be taken at `coef` now. */
  bettable: boolean;
  isBannedExpress: boolean;
  isDisabledBanker: boolean;
  playersDuel: boolean;
  statisticId: number;
  names: { market: Names; outcome: Names; game: Names };
  game: { status: number; startAt: Date; score: { home: number; away: number }; gameTime: number | null };
  /** The settlement of this selection, if its market is settled. */
  result: OutcomeResult | null;
  certainty: SettlementCertainty | null;
  cancelWindows: readonly CancelWindow[];
}

/**
 * The sportsbook as other modules use it (`app.sportsbook`). The coupon looks selections up here and
 * learns of settlements, cancels and their rollbacks from the domain events `market.settled`,
 * `market.settlement-confirmed`, `market.settlement-rolled-back`, `market.cancelled` and
 * `market.cancel-rolled-back` (`app.events.on(type, handler)`). The feed module drives the rest.
 */
export interface Sportsbook {
  /**
   * Selections by id; ids the line does not know are absent from the map. `within`: read in the
   * caller's transaction (the coupon reads results under its coupon's lock), the markets held
   * `FOR SHARE` until it ends (a feed change waits for its commit) unless `lockMarkets` is false.
   */
  findSelections(
    ids: readonly number[],
    within?: Executor,
    options?: { readonly lockMarkets?: boolean },
  ): Promise<Map<number, SelectionState>>;

  /** A feed producer the book will hear from (down until its first heartbeat and replay). */
  registerProducer(producerId: number, name: string): Promise<void>;
  /** The provider's names of its market types and outcomes. */
  describeMarkets(descriptions: readonly MarketDescription[]): Promise<void>;
  /** Applies one feed message once, in sequence (see `ApplyOutcome`). */
  applyFeedMessage(message: FeedMessage): Promise<ApplyOutcome>;
  /** A heartbeat: says whether what was missed must be replayed. */
  recordHeartbeat(message: HeartbeatMessage, receivedAt: number): Promise<HeartbeatOutcome>;
  /** The replay after a silence is through: the producer's markets take bets again. */
  completeRecovery(producerId: number, at: number): Promise<void>;
  /** Takes down producers silent for more than 20 s (their markets take no bets); answers their ids. */
  checkLiveness(now: number): Promise<number[]>;
  producerState(producerId: number): Promise<ProducerState | undefined>;
}
