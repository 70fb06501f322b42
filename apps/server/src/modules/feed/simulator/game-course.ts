import type { FeedMarket, GameState, MarketRef } from '@parlay/contract';
import {
  expectedScores,
  gameStatusIds,
  marketTypeIds,
  type NextGoalScorer,
  nextScoreProbabilities,
  type OutcomeResult,
  outcomeTypeIds,
  outcomeTypesOf,
  outrightProbabilities,
  poissonScoreDistribution,
  type Score,
  type SetRules,
  setsScoreDistribution,
  settleFinalScoreOutcome,
  settleNextGoalOutcome,
  settleOutrightOutcome,
  setWinProbability,
  withTiesResolved,
} from '@parlay/domain';
import { margins } from './margins.ts';
import {
  finalScoreFeedMarket,
  handicapLines,
  type MarketOffer,
  pricedFeedMarket,
  specifierOf,
  totalLines,
} from './market-builders.ts';
import { randomFrom } from './random.ts';
import type { GamePlan } from './schedule.ts';
import type { SportModel } from './sports-catalogue.ts';

/** A market's settlement: each outcome's result. */
export interface MarketResult {
  readonly ref: MarketRef;
  readonly outcomes: readonly { readonly id: string; readonly result: OutcomeResult }[];
}

/** A score in play that markets stop around (a goal): when, by whom, and the goal's number. */
export interface ScoreMoment {
  readonly at: number;
  readonly side: 'home' | 'away';
  readonly goalNumber: number;
}

/**
 * A game's whole course, drawn once from its seed when the game is planned: its state and the
 * markets it offers at any moment, the scores markets stop around, its end and its results.
 * Times are the simulator clock's (ms since the epoch); `startAt` is the game's start as played.
 */
export interface Course {
  readonly endAt: number;
  stateAt(time: number): GameState;
  /** What the state's prices depend on: the same key, the same markets (a cache key). */
  pricingKeyAt(time: number): string;
  marketsAt(time: number): FeedMarket[];
  scoreMoments(): readonly ScoreMoment[];
  /** Every market offered in the game, settled at its end. */
  results(): MarketResult[];
  /** Next-goal markets settled the moment their goal is scored. */
  nextGoalResult(goalNumber: number): MarketResult;
  /** The main market (result or winner), which an odds error hits. */
  readonly mainMarket: MarketRef;
}

const second = 1_000;
/** Markets stop this long after a goal, while it is checked. */
export const betStopMs = 8 * second;
/** Prices before the start move every so often (news, money coming in). */
export const driftWindowMs = 10 * 60 * second;

const notStarted: GameState = {
  status: gameStatusIds.notStarted,
  score: { home: 0, away: 0 },
  periodScores: [],
  period: 0,
  clock: null,
};

/** A small, smooth move of a rating before the start: the same for a game and window everywhere. */
function drift(plan: GamePlan, time: number, salt: number): number {
  const phase = plan.seed % driftWindowMs;
  const window = Math.floor((time + phase) / driftWindowMs);
  return 0.05 * randomFrom(plan.seed ^ Math.imul(window, 2_654_435_761) ^ salt).normal();
}

const clamp = (value: number, low: number, high: number) => Math.max(low, Math.min(high, value));

export function courseOf(plan: GamePlan, startAt: number): Course {
  switch (plan.sport.model.kind) {
    case 'poisson':
      return poissonCourse(plan, plan.sport.model, startAt);
    case 'sets':
      return setsCourse(plan, plan.sport.model, startAt);
    case 'race':
      return raceCourse(plan, plan.sport.model.durationMs, startAt);
    case 'outrights':
      return outrightCourse(plan);
  }
}

type PoissonModel = Extract<SportModel, { kind: 'poisson' }>;

/** Rating points to log-rate: how far apart the best and the worst side score. */
const ratingScales: Record<string, number> = {
  football: 0.6,
  futsal: 0.5,
  ice_hockey: 0.4,
  handball: 0.15,
  basketball: 0.12,
  baseball: 0.3,
  american_football: 0.4,
  cricket: 0.1,
  rugby: 0.5,
};

function poissonCourse(plan: GamePlan, model: PoissonModel, startAt: number): Course {
  const [home, away] = plan.competitors as [GamePlan['competitors'][0], GamePlan['competitors'][0]];
  const scale = ratingScales[plan.sport.key] ?? 0.4;
  const matchUpAt = (time: number) => ({
    homeRating: (home.rating + (time < startAt ? drift(plan, time, 1) : 0)) * scale,
    awayRating: away.rating * scale,
    averageScore: model.averageScore,
    homeAdvantage: model.homeAdvantage,
  });
  const random = randomFrom(plan.seed);
  const full = expectedScores(matchUpAt(startAt), 1);
  const totalWeight = model.scoreValues.reduce((sum, entry) => sum + entry.weight, 0);
  const meanValue =
    model.scoreValues.reduce((sum, entry) => sum + entry.value * entry.weight, 0) / totalWeight;
  const regulation = model.periods * model.periodSeconds;
  const periodMs = (model.periodSeconds / model.clockRate) * second;
  const regulationEndMs = model.periods * periodMs + (model.periods - 1) * model.breakMs;
  const lowScoring = model.betStopOnScore;

  // Scores as (game second, side, value), drawn once.
  const events: { second: number; side: 'home' | 'away'; value: number }[] = [];
  for (const side of ['home', 'away'] as const) {
    const count = random.poisson(full[side] / meanValue);
    const [from, to] = !model.turns
      ? [0, regulation]
      : side === 'home'
        ? [0, regulation / 2]
        : [regulation / 2, regulation];
    for (let index = 0; index < count; index += 1)
      events.push({
        second: random.between(from, to),
        side,
        value: random.weighted(
          model.scoreValues.map((entry) => entry.value),
          model.scoreValues.map((entry) => entry.weight),
        ),
      });
  }
  events.sort((first, other) => first.second - other.second);
  const sum = (side: 'home' | 'away', until = Number.POSITIVE_INFINITY) =>
    events
      .filter((event) => event.side === side && event.second <= until)
      .reduce((total, event) => total + event.value, 0);
  const homeOvertimeShare = clamp(0.5 + (home.rating - away.rating) * 0.15, 0.2, 0.8);
  let overtimeMs: number | undefined;
  if (model.overtime !== undefined && sum('home') === sum('away')) {
    const winner = random.chance(homeOvertimeShare) ? 'home' : 'away';
    const loser = winner === 'home' ? 'away' : 'home';
    const otSecond = regulation + random.between(30, 300);
    events.push({ second: otSecond, side: winner, value: model.overtime.winner });
    if (model.overtime.loser > 0) events.push({ second: otSecond, side: loser, value: model.overtime.loser });
    overtimeMs = regulationEndMs + model.breakMs + ((otSecond - regulation) / model.clockRate) * second;
  }
  const endOffset = overtimeMs === undefined ? regulationEndMs : overtimeMs + 3 * second;
  const endAt = startAt + endOffset;
  const atOffset = (gameSecond: number) => {
    if (gameSecond >= regulation)
      return regulationEndMs + model.breakMs + ((gameSecond - regulation) / model.clockRate) * second;
    const period = Math.floor(gameSecond / model.periodSeconds);
    return (
      period * (periodMs + model.breakMs) +
      ((gameSecond - period * model.periodSeconds) / model.clockRate) * second
    );
  };

  /** Where the game is at `time`: its game second, period, whether the clock runs. */
  const position = (time: number) => {
    const offset = time - startAt;
    if (offset >= regulationEndMs) {
      const overtimeStart = regulationEndMs + model.breakMs;
      if (overtimeMs === undefined || offset < overtimeStart)
        return { seconds: regulation, period: model.periods, running: false };
      return {
        seconds: regulation + ((offset - overtimeStart) / second) * model.clockRate,
        period: model.periods + 1,
        running: true,
      };
    }
    const period = Math.floor(offset / (periodMs + model.breakMs));
    const within = offset - period * (periodMs + model.breakMs);
    if (within >= periodMs)
      return { seconds: (period + 1) * model.periodSeconds, period: period + 1, running: false };
    return {
      seconds: period * model.periodSeconds + (within / second) * model.clockRate,
      period: period + 1,
      running: true,
    };
  };

  const scoreAt = (gameSecond: number): Score => ({
    home: sum('home', gameSecond),
    away: sum('away', gameSecond),
  });
  const periodScoresAt = (gameSecond: number, period: number): Score[] =>
    Array.from({ length: period }, (_, index) => {
      const inPeriod = events.filter(
        (event) =>
          event.second <= gameSecond &&
          (index < model.periods
            ? event.second >= index * model.periodSeconds && event.second < (index + 1) * model.periodSeconds
            : event.second >= regulation),
      );
      return {
        home: inPeriod
          .filter((event) => event.side === 'home')
          .reduce((total, event) => total + event.value, 0),
        away: inPeriod
          .filter((event) => event.side === 'away')
          .reduce((total, event) => total + event.value, 0),
      };
    });

  const stateAt = (time: number): GameState => {
    if (time < startAt) return notStarted;
    if (time >= endAt) {
      const final = scoreAt(Number.POSITIVE_INFINITY);
      const periods = overtimeMs === undefined ? model.periods : model.periods + 1;
      return {
        status: gameStatusIds.ended,
        score: final,
        periodScores: periodScoresAt(Number.POSITIVE_INFINITY, periods),
        period: periods,
        clock: null,
      };
    }
    const { seconds, period, running } = position(time);
    return {
      status: running ? gameStatusIds.inPlay : gameStatusIds.interrupted,
      score: scoreAt(seconds),
      periodScores: periodScoresAt(seconds, period),
      period,
      clock: model.showClock
        ? { seconds: Math.floor(seconds), running, rate: model.clockRate, at: time }
        : null,
    };
  };

  const scoreMoments: ScoreMoment[] = lowScoring
    ? events
        .filter((event) => event.second < regulation || overtimeMs !== undefined)
        .map((event, index) => ({
          at: startAt + atOffset(event.second),
          side: event.side,
          goalNumber: index + 1,
        }))
    : [];
  const suspendedAt = (time: number) =>
    scoreMoments.some((moment) => time >= moment.at && time < moment.at + betStopMs);

  /** Expected scores still to come at a game second. */
  const remainingAt = (time: number, gameSecond: number) => {
    const expected = expectedScores(matchUpAt(time), 1);
    if (gameSecond >= regulation) return { home: 0, away: 0 };
    if (!model.turns) {
      const share = (regulation - gameSecond) / regulation;
      return { home: expected.home * share, away: expected.away * share };
    }
    const half = regulation / 2;
    return {
      home: gameSecond < half ? (expected.home * (half - gameSecond)) / half : 0,
      away: gameSecond < half ? expected.away : (expected.away * (regulation - gameSecond)) / half,
    };
  };

  /** The lines offered from a checkpoint (the start, then each period): re-centred, not every minute. */
  const checkpointOf = (time: number) =>
    time < startAt ? 0 : Math.min(position(time).period, model.periods);
  const linesCache = new Map<number, MarketOffer[]>();
  const offersAt = (checkpoint: number): MarketOffer[] => {
    const cached = linesCache.get(checkpoint);
    if (cached !== undefined) return cached;
    const gameSecond = checkpoint === 0 ? 0 : (checkpoint - 1) * model.periodSeconds;
    const time = checkpoint === 0 ? startAt - 1 : startAt + atOffset(gameSecond);
    const score = scoreAt(gameSecond);
    const remaining = remainingAt(time, gameSecond);
    const offers: MarketOffer[] = [
      ...(model.overtime === undefined
        ? [
            { market: { typeId: marketTypeIds.result }, kind: 1 },
            { market: { typeId: marketTypeIds.doubleChance }, kind: 2 },
          ]
        : [{ market: { typeId: marketTypeIds.winner }, kind: 1 }]),
      ...totalLines(score.home + score.away + remaining.home + remaining.away, lowScoring).map(
        ({ line, kind }) => ({
          market: { typeId: marketTypeIds.total, line },
          kind,
        }),
      ),
      ...handicapLines(score.home - score.away + remaining.home - remaining.away, lowScoring).map(
        ({ line, kind }) => ({
          market: { typeId: marketTypeIds.handicap, line },
          kind,
        }),
      ),
      ...(model.bothTeamsToScore ? [{ market: { typeId: marketTypeIds.bothTeamsToScore }, kind: 2 }] : []),
    ] as MarketOffer[];
    linesCache.set(checkpoint, offers);
    return offers;
  };

  const marketsAt = (time: number): FeedMarket[] => {
    if (time >= endAt) return [];
    const live = time >= startAt;
    const { seconds } = live ? position(time) : { seconds: 0 };
    const score = scoreAt(seconds);
    const remaining = remainingAt(time, seconds);
    const base = poissonScoreDistribution({
      homeExpected: remaining.home,
      awayExpected: remaining.away,
      score,
    });
    const distribution =
      model.overtime === undefined ? base : withTiesResolved(base, homeOvertimeShare, model.overtime);
    const status = suspendedAt(time) ? 'suspended' : 'active';
    const extra = live ? margins.inPlayExtra : 0;
    const markets = offersAt(checkpointOf(time)).map((offer) =>
      finalScoreFeedMarket(
        offer,
        distribution,
        (offer.kind === 1 ? margins.main : margins.other) + extra,
        status,
        live,
      ),
    );
    if (live && lowScoring && seconds < regulation) {
      const next = nextScoreProbabilities({ homeExpected: remaining.home, awayExpected: remaining.away });
      markets.push(
        pricedFeedMarket(
          marketTypeIds.nextGoal,
          `goalnr=${score.home + score.away + 1}`,
          [
            {
              id: String(outcomeTypeIds.nextGoalHome),
              typeId: outcomeTypeIds.nextGoalHome,
              probability: next.home,
            },
            {
              id: String(outcomeTypeIds.noNextGoal),
              typeId: outcomeTypeIds.noNextGoal,
              probability: next.none,
            },
            {
              id: String(outcomeTypeIds.nextGoalAway),
              typeId: outcomeTypeIds.nextGoalAway,
              probability: next.away,
            },
          ],
          margins.nextGoal,
          { status, isLive: true, kind: 2 },
        ),
      );
    }
    return markets;
  };

  const nextGoalResult = (goalNumber: number): MarketResult => {
    const scorer: NextGoalScorer = scoreMoments[goalNumber - 1]?.side ?? 'none';
    return {
      ref: { typeId: marketTypeIds.nextGoal, specifier: `goalnr=${goalNumber}` },
      outcomes: outcomeTypesOf[marketTypeIds.nextGoal].map((outcome) => ({
        id: String(outcome),
        result: settleNextGoalOutcome(outcome, scorer),
      })),
    };
  };

  const mainMarket = {
    typeId: model.overtime === undefined ? marketTypeIds.result : marketTypeIds.winner,
    specifier: '',
  };

  return {
    endAt,
    stateAt,
    pricingKeyAt: (time) => {
      if (time < startAt) return `pre:${Math.floor((time + (plan.seed % driftWindowMs)) / driftWindowMs)}`;
      if (time >= endAt) return 'ended';
      const { seconds, period, running } = position(time);
      const score = scoreAt(seconds);
      return `live:${period}:${running}:${score.home}:${score.away}:${Math.floor(seconds / 60)}:${suspendedAt(time)}`;
    },
    marketsAt,
    scoreMoments: () => scoreMoments,
    results: () => {
      const final = scoreAt(Number.POSITIVE_INFINITY);
      const checkpoints = Array.from({ length: model.periods + 1 }, (_, index) => index);
      const offered = new Map<string, MarketOffer>();
      for (const checkpoint of checkpoints)
        for (const offer of offersAt(checkpoint))
          offered.set(`${offer.market.typeId}|${specifierOf(offer.market)}`, offer);
      const finalMarkets = [...offered.values()].map(({ market }) => ({
        ref: { typeId: market.typeId, specifier: specifierOf(market) },
        outcomes: outcomeTypesOf[market.typeId].map((outcome) => ({
          id: String(outcome),
          result: settleFinalScoreOutcome(market, outcome, final),
        })),
      }));
      const goals = lowScoring
        ? Array.from({ length: scoreMoments.length + 1 }, (_, index) => nextGoalResult(index + 1))
        : [];
      return [...finalMarkets, ...goals];
    },
    nextGoalResult,
    mainMarket,
  };
}

type SetsModel = Extract<SportModel, { kind: 'sets' }>;

function setWinnerOf(units: Score, rules: SetRules): 'home' | 'away' | undefined {
  const { home, away } = units;
  if (rules.tiebreakAt !== undefined) {
    if (home === rules.tiebreakAt + 1 && away === rules.tiebreakAt) return 'home';
    if (away === rules.tiebreakAt + 1 && home === rules.tiebreakAt) return 'away';
  }
  const lead = rules.winBy ?? 2;
  if (home >= rules.target && home - away >= lead) return 'home';
  if (away >= rules.target && away - home >= lead) return 'away';
  return undefined;
}

function setsCourse(plan: GamePlan, model: SetsModel, startAt: number): Course {
  const [home, away] = plan.competitors as [GamePlan['competitors'][0], GamePlan['competitors'][0]];
  const unitWin = clamp(0.5 + (model.unitEdge * (home.rating - away.rating)) / 2, 0.2, 0.8);
  const random = randomFrom(plan.seed);
  const rulesOf = (sets: Score) =>
    model.deciderRules !== undefined && sets.home === model.setsToWin - 1 && sets.away === model.setsToWin - 1
      ? model.deciderRules
      : model.rules;

  // Every unit with when it ends, drawn once.
  const units: { at: number; winner: 'home' | 'away'; set: number }[] = [];
  const sets = { home: 0, away: 0 };
  let offset = 0;
  while (sets.home < model.setsToWin && sets.away < model.setsToWin) {
    const score = { home: 0, away: 0 };
    const rules = rulesOf(sets);
    let winner: 'home' | 'away' | undefined;
    while (winner === undefined) {
      offset += model.unitMs * random.between(0.7, 1.3);
      const side = random.chance(unitWin) ? 'home' : 'away';
      score[side] += 1;
      units.push({ at: offset, winner: side, set: sets.home + sets.away });
      winner = setWinnerOf(score, rules);
    }
    sets[winner] += 1;
    offset += model.setBreakMs;
  }
  const endAt = startAt + offset - model.setBreakMs + 2 * second;

  /** Sets and units won at `time`, and whether the players are between sets. */
  const position = (time: number) => {
    const done = units.filter((unit) => startAt + unit.at <= time);
    const periodScores: { home: number; away: number }[] = [];
    for (const unit of done) {
      const score = periodScores[unit.set] ?? { home: 0, away: 0 };
      score[unit.winner] += 1;
      periodScores[unit.set] = score;
    }
    const setsWon = { home: 0, away: 0 };
    let betweenSets = false;
    for (const score of periodScores) {
      const winner = setWinnerOf(score, rulesOf(setsWon));
      betweenSets = winner !== undefined;
      if (winner !== undefined) setsWon[winner] += 1;
    }
    const last = periodScores.at(-1);
    const current = betweenSets || last === undefined ? { home: 0, away: 0 } : last;
    return { setsWon, current, periodScores, betweenSets, played: done.length };
  };

  const stateAt = (time: number): GameState => {
    if (time < startAt) return notStarted;
    const { setsWon, periodScores, betweenSets } = position(time);
    if (time >= endAt)
      return {
        status: gameStatusIds.ended,
        score: setsWon,
        periodScores,
        period: periodScores.length,
        clock: null,
      };
    return {
      status: betweenSets ? gameStatusIds.interrupted : gameStatusIds.inPlay,
      score: setsWon,
      periodScores: periodScores.length === 0 ? [{ home: 0, away: 0 }] : periodScores,
      period: betweenSets ? periodScores.length : Math.max(1, periodScores.length),
      clock: null,
    };
  };

  const offers: MarketOffer[] = [
    { market: { typeId: marketTypeIds.winner }, kind: 1 },
    ...model.totalLines.map((line, index) => ({
      market: { typeId: marketTypeIds.total, line },
      kind: (index === 0 ? 1 : 2) as 1 | 2,
    })),
    ...model.handicapLines.map((line, index) => ({
      market: { typeId: marketTypeIds.handicap, line },
      kind: (index === 0 ? 1 : 2) as 1 | 2,
    })),
  ];

  const marketsAt = (time: number): FeedMarket[] => {
    if (time >= endAt) return [];
    const live = time >= startAt;
    const { setsWon, current } = live
      ? position(time)
      : { setsWon: { home: 0, away: 0 }, current: { home: 0, away: 0 } };
    const edge = live ? unitWin : clamp(unitWin + drift(plan, time, 2) / 4, 0.2, 0.8);
    const distribution = setsScoreDistribution({
      setsToWin: model.setsToWin,
      sets: setsWon,
      currentSetWin: setWinProbability(edge, current, rulesOf(setsWon)),
      setWin: setWinProbability(edge, { home: 0, away: 0 }, model.rules),
    });
    const extra = live ? margins.inPlayExtra : 0;
    return offers.map((offer) =>
      finalScoreFeedMarket(
        offer,
        distribution,
        (offer.kind === 1 ? margins.main : margins.other) + extra,
        'active',
        live,
      ),
    );
  };

  return {
    endAt,
    stateAt,
    pricingKeyAt: (time) =>
      time < startAt
        ? `pre:${Math.floor((time + (plan.seed % driftWindowMs)) / driftWindowMs)}`
        : time >= endAt
          ? 'ended'
          : `live:${position(time).played}`,
    marketsAt,
    scoreMoments: () => [],
    results: () => {
      const final = position(Number.POSITIVE_INFINITY).setsWon;
      return offers.map(({ market }) => ({
        ref: { typeId: market.typeId, specifier: specifierOf(market) },
        outcomes: outcomeTypesOf[market.typeId].map((outcome) => ({
          id: String(outcome),
          result: settleFinalScoreOutcome(market, outcome, final),
        })),
      }));
    },
    nextGoalResult: () => {
      throw new Error('no next-goal markets in a sport played in sets');
    },
    mainMarket: { typeId: marketTypeIds.winner, specifier: '' },
  };
}

const outrightRef = { typeId: marketTypeIds.outright, specifier: '' };

function outrightMarket(
  plan: GamePlan,
  strengths: readonly number[],
  margin: number,
  options: { isLive: boolean; kind: 1 | 7 },
): FeedMarket {
  const chances = outrightProbabilities(strengths);
  return pricedFeedMarket(
    marketTypeIds.outright,
    '',
    plan.competitors.map((competitor, index) => ({
      id: competitor.id,
      typeId: outcomeTypeIds.competitor,
      probability: chances[index] ?? 0,
    })),
    margin,
    { status: 'active', ...options },
  );
}

/** A race: runners to the finish, the first place sometimes shared (a dead heat). */
function raceCourse(plan: GamePlan, durationMs: number, startAt: number): Course {
  const random = randomFrom(plan.seed);
  const strengths = plan.competitors.map((competitor) => competitor.rating * 1.5);
  // The finishing order, drawn as Plackett–Luce: each place to one of those left, by strength.
  const left = plan.competitors.map((_, index) => index);
  const order: number[] = [];
  while (left.length > 0) {
    const pick = random.weighted(
      left,
      left.map((index) => Math.exp(strengths[index] ?? 0)),
    );
    order.push(pick);
    left.splice(left.indexOf(pick), 1);
  }
  const winners = random.chance(0.06) ? order.slice(0, 2) : order.slice(0, 1);
  const endAt = startAt + durationMs;
  const progressAt = (time: number) => clamp((time - startAt) / durationMs, 0, 1);
  const bonus = (index: number) => {
    if (winners.includes(index)) return 1;
    const place = order.indexOf(index);
    return Math.max(0, 0.6 - place * 0.15);
  };

  return {
    endAt,
    stateAt: (time) =>
      time < startAt
        ? notStarted
        : {
            status: time >= endAt ? gameStatusIds.ended : gameStatusIds.inPlay,
            score: { home: 0, away: 0 },
            periodScores: [],
            period: 1,
            clock: null,
          },
    pricingKeyAt: (time) =>
      time < startAt
        ? `pre:${Math.floor((time + (plan.seed % driftWindowMs)) / driftWindowMs)}`
        : time >= endAt
          ? 'ended'
          : `live:${Math.floor(progressAt(time) * 15)}`,
    marketsAt: (time) => {
      if (time >= endAt) return [];
      const live = time >= startAt;
      const progress = Math.floor(progressAt(time) * 15) / 15;
      const adjusted = strengths.map(
        (strength, index) =>
          strength + (live ? 8 * progress ** 2 * bonus(index) : drift(plan, time, 3 + index)),
      );
      return [outrightMarket(plan, adjusted, margins.race, { isLive: live, kind: 1 })];
    },
    scoreMoments: () => [],
    results: () => [
      {
        ref: outrightRef,
        outcomes: plan.competitors.map((competitor) => ({
          id: competitor.id,
          result: settleOutrightOutcome(
            competitor.id,
            winners.map((index) => plan.competitors[index]!.id),
          ),
        })),
      },
    ],
    nextGoalResult: () => {
      throw new Error('no next-goal markets in a race');
    },
    mainMarket: outrightRef,
  };
}

/** A long-term market (a season's winner, an election): priced before its end, which lies past the line. */
function outrightCourse(plan: GamePlan): Course {
  const strengths = (time: number) =>
    plan.competitors.map((competitor, index) => competitor.rating * 2 + drift(plan, time, 10 + index) * 2);
  return {
    endAt: Number.POSITIVE_INFINITY,
    stateAt: () => notStarted,
    pricingKeyAt: (time) => `pre:${Math.floor((time + (plan.seed % driftWindowMs)) / driftWindowMs)}`,
    marketsAt: (time) => [
      outrightMarket(plan, strengths(time), margins.outright, { isLive: false, kind: 7 }),
    ],
    scoreMoments: () => [],
    results: () => [],
    nextGoalResult: () => {
      throw new Error('no next-goal markets in an outright');
    },
    mainMarket: outrightRef,
  };
}
