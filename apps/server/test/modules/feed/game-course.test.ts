import { describe, expect, it } from 'vitest';
import { GameTrack, gameMessages } from '../../../src/modules/feed/simulator/game-messages.ts';
import {
  defaultScheduleOptions,
  type GamePlan,
  plannedGames,
} from '../../../src/modules/feed/simulator/schedule.ts';
import { sports } from '../../../src/modules/feed/simulator/sports-catalogue.ts';

const start = Date.parse('2030-05-01T00:00:00Z');
const day = 24 * 60 * 60_000;
const plans = plannedGames(start, start + day, defaultScheduleOptions);
const timings = { confirmAfterMs: 60_000 };

/** One match of each sport that starts within the day. */
const matchOfEachSport = sports
  .map((sport) =>
    plans.find((plan) => plan.sport.key === sport.key && plan.kind !== 'outright' && plan.startAt > start),
  )
  .filter((plan): plan is GamePlan => plan !== undefined);

describe('the simulated world', () => {
  it('plays at least twelve sports and every special section', () => {
    expect(new Set(plans.map((plan) => plan.sport.key)).size).toBeGreaterThanOrEqual(12);
    const sections = new Set(
      plans.flatMap((plan) => [...plan.champ.sections, ...(plan.top ? ['topgame'] : [])]),
    );
    for (const section of [
      'cyber',
      'marble',
      'topgame',
      'ipl',
      'epl',
      'laliga',
      'europaleague',
      'ufc',
      'politics',
    ])
      expect(sections.has(section), section).toBe(true);
    expect(plans.some((plan) => plan.kind === 'outright' && plan.sport.key === 'football')).toBe(true);
  });

  it('is the same world on every run: a game is a function of its id', () => {
    const again = plannedGames(start, start + day, defaultScheduleOptions);
    expect(again.map((plan) => plan.id)).toEqual(plans.map((plan) => plan.id));
    const [plan] = matchOfEachSport;
    const messages = (track: GameTrack) =>
      gameMessages(
        track,
        { from: plan!.startAt - 1, to: plan!.startAt + 2 * 60 * 60_000, worldStart: start },
        timings,
      );
    expect(messages(new GameTrack(plan!))).toEqual(messages(new GameTrack(plan!)));
  });

  it.each(matchOfEachSport.map((plan) => [plan.sport.key, plan] as const))(
    '%s: scores only grow, every priced market carries a margin, the end settles one winner',
    (_sport, plan) => {
      const track = new GameTrack(plan);
      const { course } = track;
      let total = 0;
      for (let time = track.startAt - 60_000; time <= course.endAt; time += 15_000) {
        const state = course.stateAt(time);
        expect(state.score.home + state.score.away).toBeGreaterThanOrEqual(total);
        total = state.score.home + state.score.away;
        for (const market of course.marketsAt(time)) {
          if (market.status === 'deactivated') continue;
          const implied = market.outcomes.reduce((sum, outcome) => sum + 1000 / (outcome.odds ?? 1e9), 0);
          if (market.typeId === 8) continue; // double chance: overlapping outcomes
          expect(implied).toBeGreaterThan(1);
        }
      }
      expect(course.stateAt(course.endAt)).toMatchObject({ status: 4 });
      const main = course.results().find((result) => result.ref.typeId === course.mainMarket.typeId)!;
      expect(main.outcomes.filter((outcome) => outcome.result.won)).toHaveLength(1);
    },
  );

  it('settles a marble race with a dead heat now and then: two winners at half the stake each', () => {
    const races = plannedGames(start, start + 3 * day, {
      ...defaultScheduleOptions,
      sports: ['marble_racing'],
    }).filter((plan) => plan.kind === 'race');
    const deadHeat = races
      .map((plan) => new GameTrack(plan).course.results()[0]!)
      .find((result) => result.outcomes.filter((outcome) => outcome.result.won).length === 2);
    expect(deadHeat).toBeDefined();
    for (const outcome of deadHeat!.outcomes.filter((entry) => entry.result.won))
      expect(outcome.result.deadHeatFactor).toBe(0.5);
  });
});
