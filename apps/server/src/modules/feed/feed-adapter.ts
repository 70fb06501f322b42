import type { FeedMessage, HeartbeatMessage, MarketDescription } from '@parlay/contract';

/**
 * A source of odds: one provider's feed, turned into the contract's messages. This is the boundary
 * a real provider (Betradar's Unified Odds Feed, Genius, Kambi…) plugs into, modelled on how they
 * deliver: a stream of numbered messages per producer with heartbeats, market descriptions from
 * their API, and a recovery call that replays what a consumer missed after the last message it
 * applied. The built-in simulator (simulator/) is the one adapter here.
 */
export interface FeedAdapter {
  /** The producer its messages are numbered under. */
  readonly producer: { readonly id: number; readonly name: string };
  /** How the provider names its market types and outcomes, in every site language. */
  describeMarkets(): Promise<readonly MarketDescription[]>;
  /**
   * Starts delivering. Messages come in sequence, one at a time: the next waits until
   * `onMessage`'s promise settles (a consumer that falls behind slows the provider down rather
   * than losing messages). Heartbeats come on time, whatever the messages are doing.
   */
  connect(handlers: FeedHandlers): Promise<FeedConnection>;
  /** The messages after `afterSequence`, in order, up to the latest produced (the provider's recovery). */
  replay(afterSequence: number): AsyncIterable<FeedMessage>;
}

export interface FeedHandlers {
  onMessage(message: FeedMessage): Promise<void>;
  onHeartbeat(heartbeat: HeartbeatMessage): Promise<void>;
}

export interface FeedConnection {
  /** Stops delivering; resolves once the message being handled is done. */
  close(): Promise<void>;
}
