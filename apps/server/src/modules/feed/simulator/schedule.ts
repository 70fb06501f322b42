import type { Fixture, LocalizedText } from '@parlay/contract';
import { properName, textOf } from './names.ts';
import { randomFrom, seedOf } from './random.ts';
import { type SportDefinition, sportByKey } from './sports-catalogue.ts';
import {
  type ChampionshipDefinition,
  type CompetitorDefinition,
  categoryCountries,
  championships,
  elections,
} from './world-catalogue.ts';

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

/** How the simulator spreads its games in time. */
export interface ScheduleOptions {
  /** How far ahead the line reaches. */
  lineDays: number;
  /** A game from the rolling schedule starts this often (live games at any hour)… */
  quickEveryMs: number;
  /** …announced this long before it starts. */
  quickNoticeMs: number;
  raceEveryMs: number;
  raceNoticeMs: number;
  /** Only these sports (all when absent): tests keep the world small. */
  sports?: readonly string[];
}

export const defaultScheduleOptions: ScheduleOptions = {
  lineDays: 7,
  quickEveryMs: 90_000,
  quickNoticeMs: 40 * minute,
  raceEveryMs: 6 * minute,
  raceNoticeMs: 30 * minute,
};

export interface PlannedCompetitor {
  readonly id: string;
  readonly names: LocalizedText;
  readonly countryCode: string | null;
  /** Strength in [-1, 1]: 1 the best of its championship. */
  readonly rating: number;
}

/** One game (or outright, or race) of the simulated world, fixed from its id. */
export interface GamePlan {
  readonly id: string;
  readonly kind: 'match' | 'race' | 'outright';
  readonly sport: SportDefinition;
  readonly champ: ChampionshipDefinition;
  /** A match: home, away. A race or an outright: every runner. */
  readonly competitors: readonly PlannedCompetitor[];
  readonly names?: LocalizedText;
  readonly announceAt: number;
  /** As first announced. */
  readonly startAt: number;
  /** Start moved: from `at`, the game starts at `startAt`. */
  readonly moved?: { readonly at: number; readonly startAt: number };
  readonly cancelledAt?: number;
  readonly top: boolean;
  /** Seeds every draw of the game's course. */
  readonly seed: number;
}

/** When a game starts as known at `time`. */
export function startAtOf(plan: GamePlan, time: number): number {
  return plan.moved !== undefined && time >= plan.moved.at ? plan.moved.startAt : plan.startAt;
}

const sportFixture = (sport: SportDefinition): Fixture['sport'] => ({
  id: `sim:sport:${sport.key}`,
  names: textOf(`sport_${sport.key}`),
  sortOrder: sport.sortOrder,
});

/** The fixture as the feed describes it at `time` (its start as known then). */
export function fixtureOf(plan: GamePlan, time: number): Fixture {
  const champName = textOf(plan.champ.nameKey);
  return {
    gameId: plan.id,
    kind: plan.kind === 'outright' ? 'outright' : 'match',
    sport: sportFixture(plan.sport),
    category: {
      id: `sim:category:${plan.champ.category}`,
      names: textOf(`category_${plan.champ.category}`),
      countryCode: categoryCountries[plan.champ.category],
    },
    championship: {
      id: `sim:champ:${plan.champ.key}`,
      names: champName,
      sections: [...plan.champ.sections],
      sortOrder: plan.champ.sortOrder,
    },
    competitors: plan.competitors.map(({ id, names, countryCode }) => ({ id, names, countryCode })),
    ...(plan.names === undefined ? {} : { names: plan.names }),
    startAt: startAtOf(plan, time),
    liveCoverage: plan.kind !== 'outright',
    sections: plan.top ? ['topgame'] : [],
    hasVideo: plan.kind === 'race' || plan.top,
    playersDuel: plan.sport.playersDuel,
  };
}

function competitorNames(competitor: CompetitorDefinition): LocalizedText {
  return competitor.nameKey === undefined
    ? properName(competitor.name ?? competitor.key)
    : textOf(competitor.nameKey);
}

/** Competitors of a championship with their ratings: strongest first, a little noise each. */
function ratedCompetitors(champ: ChampionshipDefinition, list = champ.competitors): PlannedCompetitor[] {
  const count = list.length;
  return list.map((competitor, index) => {
    const noise = randomFrom(seedOf(`rating:${champ.key}:${competitor.key}`)).between(-0.1, 0.1);
    const base = count === 1 ? 0 : 1 - (2 * index) / (count - 1);
    return {
      id: `sim:c:${champ.key}:${competitor.key}`,
      names: competitorNames(competitor),
      countryCode: competitor.countryCode,
      rating: Math.max(-1, Math.min(1, base * 0.9 + noise)),
    };
  });
}

const ratedByChamp = new Map(championships.map((champ) => [champ.key, ratedCompetitors(champ)]));

function pairOf(champ: ChampionshipDefinition, seed: number): PlannedCompetitor[] {
  const rated = ratedByChamp.get(champ.key) ?? [];
  const random = randomFrom(seed);
  const home = random.integer(0, rated.length - 1);
  let away = random.integer(0, rated.length - 2);
  if (away >= home) away += 1;
  return [rated[home]!, rated[away]!];
}

/**
 * The games of the world that matter between `from` and `to`: announced by `to` and not yet gone
 * (an hour after their start, results confirmed) at `from`. Every plan is a function of its id.
 */
export function plannedGames(from: number, to: number, options: ScheduleOptions): GamePlan[] {
  const wanted = (sport: string) => options.sports === undefined || options.sports.includes(sport);
  const plans: GamePlan[] = [];
  const lineMs = options.lineDays * day;
  const lingerMs = 2 * hour;

  for (const champ of championships) {
    const sport = sportByKey.get(champ.sport);
    if (sport === undefined || !wanted(sport.key) || champ.kickoffs.length === 0) continue;
    for (
      let dayNumber = Math.floor((from - lingerMs) / day);
      dayNumber <= Math.floor((to + lineMs) / day);
      dayNumber += 1
    ) {
      champ.kickoffs.forEach((kickoff, slot) => {
        const startAt = dayNumber * day + Math.round(kickoff * hour);
        const announceAt = startAt - lineMs;
        if (announceAt > to || startAt + lingerMs < from) return;
        const id = `sim:m:${champ.key}:${dayNumber}:${slot}`;
        const seed = seedOf(id);
        const random = randomFrom(seed ^ 0x5eed);
        const moved = random.chance(1 / 25)
          ? { at: startAt - 3 * hour, startAt: startAt + 30 * minute }
          : undefined;
        const cancelled = !moved && random.chance(1 / 40) ? startAt - 2 * hour : undefined;
        plans.push({
          id,
          kind: 'match',
          sport,
          champ,
          competitors: pairOf(champ, seed),
          announceAt,
          startAt,
          ...(moved ? { moved } : {}),
          ...(cancelled !== undefined ? { cancelledAt: cancelled } : {}),
          top: champ.top === true && slot === champ.kickoffs.length - 1,
          seed,
        });
      });
    }
  }

  // The rolling schedule: a game every quickEveryMs from the championships that take part, weighted.
  const quick = championships.filter(
    (champ) => (champ.quick ?? 0) > 0 && wanted(champ.sport) && sportByKey.has(champ.sport),
  );
  if (quick.length > 0) {
    const weights = quick.map((champ) => champ.quick ?? 0);
    const first = Math.floor((from - lingerMs) / options.quickEveryMs);
    const last = Math.floor((to + options.quickNoticeMs) / options.quickEveryMs);
    for (let slot = first; slot <= last; slot += 1) {
      const startAt = slot * options.quickEveryMs;
      const id = `sim:q:${slot}`;
      const seed = seedOf(id);
      const champ = randomFrom(seed).weighted(quick, weights);
      plans.push({
        id,
        kind: 'match',
        sport: sportByKey.get(champ.sport)!,
        champ,
        competitors: pairOf(champ, seed),
        announceAt: startAt - options.quickNoticeMs,
        startAt,
        top: false,
        seed,
      });
    }
  }

  const raceChamp = championships.find((champ) => champ.sport === 'marble_racing');
  if (raceChamp !== undefined && wanted('marble_racing')) {
    const runners = ratedByChamp.get(raceChamp.key) ?? [];
    const first = Math.floor((from - lingerMs) / options.raceEveryMs);
    const last = Math.floor((to + options.raceNoticeMs) / options.raceEveryMs);
    for (let slot = first; slot <= last; slot += 1) {
      const id = `sim:r:${slot}`;
      const seed = seedOf(id);
      // Each race its own form: the marbles' strengths shuffle a little from race to race.
      const random = randomFrom(seed);
      plans.push({
        id,
        kind: 'race',
        sport: sportByKey.get('marble_racing')!,
        champ: raceChamp,
        competitors: runners.map((runner) => ({
          ...runner,
          rating: runner.rating * 0.5 + random.between(-0.5, 0.5),
        })),
        names: textOf('race', { number: String(slot % 10_000) }),
        announceAt: slot * options.raceEveryMs - options.raceNoticeMs,
        startAt: slot * options.raceEveryMs,
        top: false,
        seed,
      });
    }
  }

  // Long-term markets: one per season (a calendar year here), open the whole year.
  const year = new Date(to).getUTCFullYear();
  const yearStart = Date.UTC(year, 0, 1);
  const outright = (
    champ: ChampionshipDefinition,
    key: string,
    names: LocalizedText,
    competitors: PlannedCompetitor[],
    closesInDays: number,
  ): GamePlan => ({
    id: `sim:o:${key}:${year}`,
    kind: 'outright',
    sport: sportByKey.get(champ.sport)!,
    champ,
    competitors,
    names,
    announceAt: yearStart,
    startAt: Date.UTC(year + 1, 0, 1) + closesInDays * day,
    top: false,
    seed: seedOf(`sim:o:${key}`),
  });
  for (const champ of championships) {
    if (champ.outright === undefined || !wanted(champ.sport)) continue;
    plans.push(
      outright(
        champ,
        champ.key,
        textOf('outright_winner', { champ: textOf(champ.nameKey) }),
        ratedByChamp.get(champ.key) ?? [],
        champ.outright.closesInDays,
      ),
    );
  }
  const politics = championships.find((champ) => champ.sport === 'politics');
  if (politics !== undefined && wanted('politics')) {
    for (const election of elections)
      plans.push(
        outright(
          politics,
          `election:${election.key}`,
          textOf(election.nameKey),
          ratedCompetitors(politics, election.competitors),
          election.closesInDays,
        ),
      );
  }
  return plans.sort((first, second) => first.startAt - second.startAt || (first.id < second.id ? -1 : 1));
}
