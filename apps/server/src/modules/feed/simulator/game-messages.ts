import type { FeedMarket, FeedMessage, GameState } from '@parlay/contract';
import { gameStatusIds, marketTypeIds } from '@parlay/domain';
import { type Course, courseOf, type MarketResult } from './game-course.ts';
import { randomFrom } from './random.ts';
import { fixtureOf, type GamePlan, startAtOf } from './schedule.ts';

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** A message without its producer's numbering, at the simulated time it happens. */
export type Unnumbered = DistributiveOmit<FeedMessage, 'producerId' | 'sequence' | 'timestamp'>;

/** A game's message before its game id is put in. */
type Draft = DistributiveOmit<FeedMessage, 'producerId' | 'sequence' | 'timestamp' | 'gameId'>;

export interface TimedMessage {
  readonly at: number;
  readonly message: Unnumbered;
}

/** What a game offered at a moment: its markets by key and its state. */
export interface Snapshot {
  readonly pricingKey: string;
  readonly markets: ReadonlyMap<string, FeedMarket>;
  readonly state: GameState;
}

export interface GameTimings {
  /** Scouted results are confirmed this long after the end. */
  readonly confirmAfterMs: number;
}

const keyOf = (market: { typeId: number; specifier: string }) => `${market.typeId}|${market.specifier}`;

/** A played game's course, and its last snapshot (so a price is recomputed only when it can change). */
export class GameTrack {
  readonly plan: GamePlan;
  readonly course: Course;
  readonly startAt: number;
  readonly random: ReturnType<typeof randomFrom>;
  #snapshot: Snapshot | undefined;

  constructor(plan: GamePlan) {
    this.plan = plan;
    this.startAt = startAtOf(plan, Number.POSITIVE_INFINITY);
    this.course = courseOf(plan, this.startAt);
    this.random = randomFrom(plan.seed ^ 0xfeed);
  }

  snapshotAt(time: number): Snapshot {
    const pricingKey = this.course.pricingKeyAt(time);
    const markets =
      this.#snapshot?.pricingKey === pricingKey
        ? this.#snapshot.markets
        : new Map(this.course.marketsAt(time).map((market) => [keyOf(market), market]));
    return { pricingKey, markets, state: this.course.stateAt(time) };
  }

  remember(snapshot: Snapshot): void {
    this.#snapshot = snapshot;
  }

  get remembered(): Snapshot | undefined {
    return this.#snapshot;
  }
}

/** Occasional feed corrections a game gets, fixed by its seed: an odds error's cancel, a settlement taken back. */
function correctionsOf(track: GameTrack) {
  const random = randomFrom(track.plan.seed ^ 0xc0ffee);
  const oddsError = track.plan.kind === 'match' && random.chance(1 / 8);
  const rolledBackCancel = random.chance(1 / 2);
  const rolledBackSettlement = track.plan.kind === 'match' && random.chance(1 / 10);
  const errorAt = Math.round(track.startAt + (track.course.endAt - track.startAt) * 0.4);
  return { oddsError, rolledBackCancel, rolledBackSettlement, errorAt };
}

const settlementOf = (
  results: readonly MarketResult[],
  certainty: 'live-scouted' | 'confirmed',
): Draft | undefined =>
  results.length === 0
    ? undefined
    : {
        type: 'settlement',
        certainty,
        markets: results.map((result) => ({
          ...result.ref,
          outcomes: result.outcomes.map((outcome) => ({
            id: outcome.id,
            result: outcome.result.won ? ('won' as const) : ('lost' as const),
            voidFactor: outcome.result.voidFactor,
            deadHeatFactor: outcome.result.deadHeatFactor,
          })),
        })),
      };

function changedMarkets(before: Snapshot | undefined, after: Snapshot): FeedMarket[] {
  const changed: FeedMarket[] = [];
  for (const [key, market] of after.markets) {
    const previous = before?.markets.get(key);
    if (previous === undefined || JSON.stringify(previous) !== JSON.stringify(market)) changed.push(market);
  }
  for (const [key, market] of before?.markets ?? []) {
    if (!after.markets.has(key) && market.status !== 'deactivated')
      changed.push({
        ...market,
        status: 'deactivated',
        outcomes: market.outcomes.map((outcome) => ({ ...outcome, odds: null })),
      });
  }
  return changed;
}

function stateChanged(before: GameState | undefined, after: GameState): boolean {
  if (before === undefined) return after.status !== gameStatusIds.notStarted;
  return (
    before.status !== after.status ||
    before.period !== after.period ||
    before.score.home !== after.score.home ||
    before.score.away !== after.score.away ||
    (before.clock?.running ?? false) !== (after.clock?.running ?? false)
  );
}

/** A round of the world: from (exclusive; undefined on the first round) to, and when the world began. */
export interface RoundWindow {
  readonly from: number | undefined;
  readonly to: number;
  readonly worldStart: number;
}

/**
 * The messages a game sends in a round (after `from`, up to `to`): its announcement, a moved
 * start, a cancellation, bet stops around scores, the next goal's result, price and state changes,
 * the end with its scouted results, corrections, confirmations.
 */
export function gameMessages(
  track: GameTrack,
  { from, to, worldStart }: RoundWindow,
  timings: GameTimings,
): TimedMessage[] {
  const { plan, course } = track;
  // Over before the world began: never part of it.
  if (course.endAt <= worldStart) return [];
  const firstRound = from === undefined;
  const after = (time: number) => from !== undefined && time > from && time <= to;
  const announcedBefore = !firstRound && plan.announceAt <= from;
  const out: TimedMessage[] = [];
  const gameId = plan.id;
  const push = (at: number, draft: Draft) =>
    out.push({ at, message: draft.type === 'fixture-change' ? draft : { ...draft, gameId } });

  if (plan.announceAt > to) return [];
  if (plan.cancelledAt !== undefined) {
    if (plan.cancelledAt <= (from ?? to)) return [];
    if (plan.cancelledAt <= to) {
      if (!announcedBefore) return [];
      push(plan.cancelledAt, {
        type: 'fixture-change',
        change: 'cancelled',
        fixture: fixtureOf(plan, plan.cancelledAt),
      });
      push(plan.cancelledAt, { type: 'cancel', reason: 'game-cancelled' });
      return out;
    }
  }

  if (!announcedBefore)
    push(Math.max(plan.announceAt, from ?? plan.announceAt), {
      type: 'fixture-change',
      change: 'new',
      fixture: fixtureOf(plan, to),
    });
  else if (plan.moved !== undefined && after(plan.moved.at))
    push(plan.moved.at, {
      type: 'fixture-change',
      change: 'start-time',
      fixture: fixtureOf(plan, plan.moved.at),
    });

  const ended = course.endAt <= to;
  if (!firstRound) {
    for (const moment of course.scoreMoments()) {
      if (!after(moment.at)) continue;
      push(moment.at, { type: 'bet-stop' });
      const scouted = settlementOf([course.nextGoalResult(moment.goalNumber)], 'live-scouted');
      if (scouted) push(moment.at, scouted);
    }
  }

  const previous = announcedBefore ? (track.remembered ?? track.snapshotAt(from)) : undefined;
  if (!ended) {
    const now = track.snapshotAt(to);
    const markets = changedMarkets(previous, now);
    const live = now.state.status !== gameStatusIds.notStarted;
    if (markets.length > 0 || (live && stateChanged(previous?.state, now.state)))
      push(to, { type: 'odds-change', ...(live ? { gameState: now.state } : {}), markets });
    track.remember(now);
  } else if (after(course.endAt) || (!firstRound && !announcedBefore)) {
    const final = course.stateAt(course.endAt);
    const open = previous ?? track.snapshotAt(course.endAt - 1);
    push(course.endAt, {
      type: 'odds-change',
      gameState: final,
      markets: [...open.markets.values()].map((market) => ({
        ...market,
        status: 'deactivated' as const,
        outcomes: market.outcomes.map((outcome) => ({ ...outcome, odds: null })),
      })),
    });
    const scouted = settlementOf(
      course
        .results()
        .filter((result) => result.ref.typeId !== marketTypeIds.nextGoal || isLastGoalMarket(course, result)),
      'live-scouted',
    );
    if (scouted) push(course.endAt, scouted);
    track.remember({ pricingKey: 'ended', markets: new Map(), state: final });
  }

  const corrections = correctionsOf(track);
  if (corrections.oddsError && after(corrections.errorAt)) {
    const window = { from: corrections.errorAt - 20_000, to: corrections.errorAt };
    push(corrections.errorAt, { type: 'cancel', markets: [course.mainMarket], window, reason: 'odds-error' });
  }
  if (corrections.oddsError && corrections.rolledBackCancel && after(corrections.errorAt + 45_000)) {
    const window = { from: corrections.errorAt - 20_000, to: corrections.errorAt };
    push(corrections.errorAt + 45_000, { type: 'rollback-cancel', markets: [course.mainMarket], window });
  }
  if (corrections.rolledBackSettlement && after(course.endAt + 20_000)) {
    const total = course.results().find((result) => result.ref.typeId === marketTypeIds.total);
    if (total) push(course.endAt + 20_000, { type: 'rollback-settlement', markets: [total.ref] });
  }
  if (after(course.endAt + timings.confirmAfterMs)) {
    const confirmed = settlementOf(course.results(), 'confirmed');
    if (confirmed) push(course.endAt + timings.confirmAfterMs, confirmed);
  }
  return out.sort((first, second) => first.at - second.at);
}

function isLastGoalMarket(course: Course, result: MarketResult): boolean {
  return result.ref.specifier === `goalnr=${course.scoreMoments().length + 1}`;
}

/** When a game has nothing more to say: its results confirmed (and an outright: never within the world). */
export function isDone(track: GameTrack, time: number, timings: GameTimings): boolean {
  if (track.plan.cancelledAt !== undefined && time >= track.plan.cancelledAt) return true;
  return time > track.course.endAt + Math.max(timings.confirmAfterMs, 60_000) + 1_000;
}
