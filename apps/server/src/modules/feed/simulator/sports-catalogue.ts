import { type SetRules, setRules } from '@parlay/domain';

/**
 * How the simulator plays a sport. `poisson`: scores as Poisson processes over periods of a game
 * clock running `clockRate` times faster than real time; `sets`: units (games, points, rounds,
 * maps) won one by one into sets; `race`: runners to a finish (dead heats possible); `outrights`:
 * long-term markets only.
 */
export type SportModel =
  | {
      readonly kind: 'poisson';
      /** Scores one side makes in a whole game between equal sides. */
      readonly averageScore: number;
      readonly homeAdvantage: number;
      /** A level game goes to overtime (two-way markets) instead of ending in a draw (1X2). */
      readonly overtime?: { readonly winner: number; readonly loser: number };
      /** Low-scoring: markets stop around each score (football's goals), else prices just move. */
      readonly betStopOnScore: boolean;
      /** What one scoring event is worth, with how often (a basket of 2 or 3, a try of 5 or 7). */
      readonly scoreValues: readonly { readonly value: number; readonly weight: number }[];
      readonly bothTeamsToScore: boolean;
      readonly periods: number;
      readonly periodSeconds: number;
      /** Game seconds per real second: a 90-minute match plays in ~11 minutes at 8. */
      readonly clockRate: number;
      readonly breakMs: number;
      /** The clock is shown (not in baseball and cricket, counted in innings). */
      readonly showClock: boolean;
      /** Sides score one after the other (cricket's innings), not together. */
      readonly turns: boolean;
    }
  | {
      readonly kind: 'sets';
      readonly setsToWin: number;
      readonly rules: SetRules;
      /** The deciding set's rules when they differ (volleyball's fifth set to 15). */
      readonly deciderRules?: SetRules;
      /** Real time one unit (a game, a point, a round) takes. */
      readonly unitMs: number;
      readonly setBreakMs: number;
      /** How much a rating point moves the chance of winning a unit. */
      readonly unitEdge: number;
      readonly totalLines: readonly number[];
      readonly handicapLines: readonly number[];
    }
  | { readonly kind: 'race'; readonly durationMs: number }
  | { readonly kind: 'outrights' };

export interface SportDefinition {
  readonly key: string;
  readonly sortOrder: number;
  readonly model: SportModel;
  /** Competitors are players (tennis, fights, darts), not teams. */
  readonly playersDuel: boolean;
}

const oneGoal = [{ value: 1, weight: 1 }] as const;
const fight: SetRules = { target: 1, winBy: 1 };

export const sports: readonly SportDefinition[] = [
  {
    key: 'football',
    sortOrder: 1,
    playersDuel: false,
    model: {
      kind: 'poisson',
      averageScore: 1.35,
      homeAdvantage: 0.25,
      betStopOnScore: true,
      scoreValues: oneGoal,
      bothTeamsToScore: true,
      periods: 2,
      periodSeconds: 45 * 60,
      clockRate: 8,
      breakMs: 45_000,
      showClock: true,
      turns: false,
    },
  },
  {
    key: 'basketball',
    sortOrder: 2,
    playersDuel: false,
    model: {
      kind: 'poisson',
      averageScore: 110,
      homeAdvantage: 0.03,
      overtime: { winner: 9, loser: 5 },
      betStopOnScore: false,
      scoreValues: [
        { value: 1, weight: 0.15 },
        { value: 2, weight: 0.62 },
        { value: 3, weight: 0.23 },
      ],
      bothTeamsToScore: false,
      periods: 4,
      periodSeconds: 12 * 60,
      clockRate: 5,
      breakMs: 20_000,
      showClock: true,
      turns: false,
    },
  },
  {
    key: 'tennis',
    sortOrder: 3,
    playersDuel: true,
    model: {
      kind: 'sets',
      setsToWin: 2,
      rules: setRules.tennis,
      unitMs: 22_000,
      setBreakMs: 30_000,
      unitEdge: 0.12,
      totalLines: [2.5],
      handicapLines: [-1.5, 1.5],
    },
  },
  {
    key: 'ice_hockey',
    sortOrder: 4,
    playersDuel: false,
    model: {
      kind: 'poisson',
      averageScore: 2.9,
      homeAdvantage: 0.1,
      overtime: { winner: 1, loser: 0 },
      betStopOnScore: true,
      scoreValues: oneGoal,
      bothTeamsToScore: false,
      periods: 3,
      periodSeconds: 20 * 60,
      clockRate: 6,
      breakMs: 30_000,
      showClock: true,
      turns: false,
    },
  },
  {
    key: 'volleyball',
    sortOrder: 5,
    playersDuel: false,
    model: {
      kind: 'sets',
      setsToWin: 3,
      rules: setRules.volleyball,
      deciderRules: setRules.volleyballDecider,
      unitMs: 3_000,
      setBreakMs: 20_000,
      unitEdge: 0.04,
      totalLines: [3.5, 4.5],
      handicapLines: [-1.5, 1.5],
    },
  },
  {
    key: 'handball',
    sortOrder: 6,
    playersDuel: false,
    model: {
      kind: 'poisson',
      averageScore: 28,
      homeAdvantage: 0.08,
      betStopOnScore: false,
      scoreValues: oneGoal,
      bothTeamsToScore: false,
      periods: 2,
      periodSeconds: 30 * 60,
      clockRate: 6,
      breakMs: 30_000,
      showClock: true,
      turns: false,
    },
  },
  {
    key: 'table_tennis',
    sortOrder: 7,
    playersDuel: true,
    model: {
      kind: 'sets',
      setsToWin: 3,
      rules: setRules.tableTennis,
      unitMs: 4_000,
      setBreakMs: 15_000,
      unitEdge: 0.06,
      totalLines: [3.5, 4.5],
      handicapLines: [-1.5, 1.5],
    },
  },
  {
    key: 'baseball',
    sortOrder: 8,
    playersDuel: false,
    model: {
      kind: 'poisson',
      averageScore: 4.4,
      homeAdvantage: 0.05,
      overtime: { winner: 1, loser: 0 },
      betStopOnScore: false,
      scoreValues: oneGoal,
      bothTeamsToScore: false,
      periods: 9,
      periodSeconds: 400,
      clockRate: 6,
      breakMs: 5_000,
      showClock: false,
      turns: false,
    },
  },
  {
    key: 'american_football',
    sortOrder: 9,
    playersDuel: false,
    model: {
      kind: 'poisson',
      averageScore: 23,
      homeAdvantage: 0.08,
      overtime: { winner: 3, loser: 0 },
      betStopOnScore: false,
      scoreValues: [
        { value: 3, weight: 0.35 },
        { value: 7, weight: 0.65 },
      ],
      bothTeamsToScore: false,
      periods: 4,
      periodSeconds: 15 * 60,
      clockRate: 6,
      breakMs: 20_000,
      showClock: true,
      turns: false,
    },
  },
  {
    key: 'cricket',
    sortOrder: 10,
    playersDuel: false,
    model: {
      kind: 'poisson',
      averageScore: 165,
      homeAdvantage: 0.02,
      overtime: { winner: 1, loser: 0 },
      betStopOnScore: false,
      scoreValues: [
        { value: 1, weight: 0.5 },
        { value: 2, weight: 0.2 },
        { value: 4, weight: 0.2 },
        { value: 6, weight: 0.1 },
      ],
      bothTeamsToScore: false,
      periods: 2,
      periodSeconds: 1_800,
      clockRate: 6,
      breakMs: 30_000,
      showClock: false,
      turns: true,
    },
  },
  {
    key: 'rugby',
    sortOrder: 11,
    playersDuel: false,
    model: {
      kind: 'poisson',
      averageScore: 24,
      homeAdvantage: 0.1,
      betStopOnScore: false,
      scoreValues: [
        { value: 3, weight: 0.3 },
        { value: 5, weight: 0.1 },
        { value: 7, weight: 0.6 },
      ],
      bothTeamsToScore: false,
      periods: 2,
      periodSeconds: 40 * 60,
      clockRate: 8,
      breakMs: 30_000,
      showClock: true,
      turns: false,
    },
  },
  {
    key: 'mma',
    sortOrder: 12,
    playersDuel: true,
    model: {
      kind: 'sets',
      setsToWin: 2,
      rules: fight,
      unitMs: 100_000,
      setBreakMs: 20_000,
      unitEdge: 0.15,
      totalLines: [],
      handicapLines: [],
    },
  },
  {
    key: 'boxing',
    sortOrder: 13,
    playersDuel: true,
    model: {
      kind: 'sets',
      setsToWin: 2,
      rules: fight,
      unitMs: 120_000,
      setBreakMs: 20_000,
      unitEdge: 0.15,
      totalLines: [],
      handicapLines: [],
    },
  },
  {
    key: 'darts',
    sortOrder: 14,
    playersDuel: true,
    model: {
      kind: 'sets',
      setsToWin: 3,
      rules: { target: 3, winBy: 1 },
      unitMs: 25_000,
      setBreakMs: 15_000,
      unitEdge: 0.08,
      totalLines: [3.5, 4.5],
      handicapLines: [-1.5, 1.5],
    },
  },
  {
    key: 'futsal',
    sortOrder: 15,
    playersDuel: false,
    model: {
      kind: 'poisson',
      averageScore: 2.9,
      homeAdvantage: 0.15,
      betStopOnScore: true,
      scoreValues: oneGoal,
      bothTeamsToScore: true,
      periods: 2,
      periodSeconds: 20 * 60,
      clockRate: 4,
      breakMs: 30_000,
      showClock: true,
      turns: false,
    },
  },
  {
    key: 'cs2',
    sortOrder: 16,
    playersDuel: false,
    model: {
      kind: 'sets',
      setsToWin: 2,
      rules: { target: 13 },
      unitMs: 12_000,
      setBreakMs: 30_000,
      unitEdge: 0.05,
      totalLines: [2.5],
      handicapLines: [-1.5, 1.5],
    },
  },
  {
    key: 'dota2',
    sortOrder: 17,
    playersDuel: false,
    model: {
      kind: 'sets',
      setsToWin: 2,
      rules: { target: 1, winBy: 1 },
      unitMs: 200_000,
      setBreakMs: 30_000,
      unitEdge: 0.15,
      totalLines: [2.5],
      handicapLines: [-1.5, 1.5],
    },
  },
  { key: 'marble_racing', sortOrder: 18, playersDuel: false, model: { kind: 'race', durationMs: 90_000 } },
  { key: 'politics', sortOrder: 19, playersDuel: false, model: { kind: 'outrights' } },
];

export const sportByKey: ReadonlyMap<string, SportDefinition> = new Map(
  sports.map((sport) => [sport.key, sport]),
);
