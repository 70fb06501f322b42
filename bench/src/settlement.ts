/**
 * The settlement scenario of `npm run bench`: 10,000 open coupons on one game — three singles to two
 * expresses, each express a selection of that game and one or two of other games that have already
 * won — placed over HTTP by 100 players (the singles as many singles, five a request); then the
 * game's result goes in as the real system's does (a settlement message from the provider through
 * the feed role's consumer into the sportsbook, which tells the coupon by its domain events) and the
 * clock runs until every coupon is settled and paid. Afterwards: the payouts against what the bench
 * expects from the results it sent, and the wallet's verify on the whole ledger.
 *
 * Needs BENCH_DATABASE_URL (or TEST_DATABASE_URL): a server where it may create and drop a database.
 */
import { moneyFromDecimal } from '@parlay/domain';
import pg from 'pg';
import { createBenchDatabases } from './bench-app.ts';
import { type BenchGame, type BenchResult, winnersOf } from './bench-feed.ts';
import { type CouponPick, couponStage, distinctGames, pickOf, placeCoupon } from './coupon-stage.ts';
import { printTable } from './table.ts';
import { signedInPlayers } from './wallet-http.ts';

export interface SettlementBenchSettings {
  url: string;
  players: number;
  /** Open coupons on the game when its result comes. */
  coupons: number;
  /** The application's database pool. */
  connections: number;
  /** Redis for the domain events (as between production's instances); in-process when undefined. */
  redisUrl: string | undefined;
}

export interface SettlementFigures {
  coupons: number;
  singles: number;
  expresses: number;
  /** Seconds the placements took, the players at once. */
  placingSeconds: number;
  /** From sending the result until the sportsbook has applied it (its transaction committed). */
  appliedSeconds: number;
  /** From sending the result until no coupon is open. */
  settledSeconds: number;
  won: number;
  paidMinor: bigint;
  expectedPaidMinor: bigint;
  paidAsExpected: boolean;
  verified: boolean;
}

/** The other games an express takes its other selections from. */
const otherGameCount = 9;
const funds = '1000000';
const mainResult: BenchResult = { winner: '1', over: true };
/** Longest the bench waits for the coupons to settle before it gives up. */
const settleTimeoutMs = 20 * 60_000;

interface Placed {
  selectionIds: number[];
  potentialWinMinor: bigint;
}

export async function runSettlementBench(settings: SettlementBenchSettings): Promise<SettlementFigures> {
  const databases = await createBenchDatabases(settings.url, 'parlay_bench_settlement', ['service']);
  const database = new pg.Client({ connectionString: databases.urls.service });
  try {
    const stage = await couponStage(
      databases.urls.service,
      settings.connections,
      1 + otherGameCount,
      settings.redisUrl,
    );
    try {
      await database.connect();
      const [main, ...others] = stage.games as [BenchGame, ...BenchGame[]];
      const players = await signedInPlayers(stage.app, stage.origin, settings.players, funds);
      console.log(
        `bench: settlement — ${settings.players} players placing ${settings.coupons} coupons on one game…`,
      );
      const placingStart = performance.now();
      const placed: Placed[] = [];
      const requests = placementRequests(main, others, settings.coupons);
      await Promise.all(
        players.map(async (player) => {
          for (let pick = requests.pop(); pick !== undefined; pick = requests.pop())
            for (const coupon of await placeCoupon(stage.origin, player, pick))
              placed.push({
                selectionIds: coupon.legs.map((leg) => leg.selectionId),
                potentialWinMinor: moneyFromDecimal(coupon.potentialWin, 'RUB').minor,
              });
        }),
      );
      const placingSeconds = (performance.now() - placingStart) / 1000;
      const winners = new Set(winnersOf(main, mainResult));
      // The other games' results first (the expresses' other legs won, the coupons still open).
      for (const game of others) {
        const result = otherResultOf(game);
        await stage.feed.settle(game, result);
        for (const id of winnersOf(game, result)) winners.add(id);
      }
      await waitFor('the other games’ legs decided', () =>
        count(database, 'SELECT count(*) FROM coupon_legs WHERE game_id <> $1 AND status_id = -1', [
          main.gameId,
        ]),
      );
      const open = await count(database, "SELECT count(*) FROM coupons WHERE status = 'open'", []);
      if (open !== placed.length) throw new Error(`bench: ${open} coupons open, ${placed.length} placed`);

      console.log(`bench: settlement — the game's result for ${placed.length} open coupons…`);
      const start = performance.now();
      await stage.feed.settle(main, mainResult);
      const appliedSeconds = (performance.now() - start) / 1000;
      await waitFor('every coupon settled', () =>
        count(database, "SELECT count(*) FROM coupons WHERE status = 'open'", []),
      );
      const settledSeconds = (performance.now() - start) / 1000;

      const expected = placed.filter((coupon) => coupon.selectionIds.every((id) => winners.has(id)));
      const expectedPaidMinor = expected.reduce((sum, coupon) => sum + coupon.potentialWinMinor, 0n);
      const { rows } = await database.query<{ won: string; paid: string | null }>(
        "SELECT count(*) FILTER (WHERE status = 'won') AS won, sum(payout) AS paid FROM coupons",
      );
      const won = Number(rows[0]?.won ?? 0);
      const paidMinor = BigInt(rows[0]?.paid ?? 0);
      const report = await stage.app.wallet.verify();
      for (const problem of report.problems.slice(0, 10)) console.error(`bench: verify: ${problem}`);
      const singles = placed.filter((coupon) => coupon.selectionIds.length === 1).length;
      return {
        coupons: placed.length,
        singles,
        expresses: placed.length - singles,
        placingSeconds,
        appliedSeconds,
        settledSeconds,
        won,
        paidMinor,
        expectedPaidMinor,
        paidAsExpected: won === expected.length && paidMinor === expectedPaidMinor,
        verified: report.ok,
      };
    } finally {
      await stage.close();
    }
  } finally {
    await database.end().catch(() => {});
    await databases.drop();
  }
}

/** Another game's result, known before it is sent (expresses take their other legs from its winners). */
function otherResultOf(game: BenchGame): BenchResult {
  return { winner: (['1', '2', '3'] as const)[game.gameId % 3] ?? '1', over: game.gameId % 2 === 0 };
}

/**
 * The placements making `coupons` coupons on the main game, in random order: three singles to two
 * expresses. The singles go five at a time as many singles (type 9: one single on each of the game's
 * selections), as a player backing several outcomes does; each express is a selection of the game
 * and one or two winners of other games.
 */
function placementRequests(main: BenchGame, others: readonly BenchGame[], coupons: number): CouponPick[] {
  const requests: CouponPick[] = [];
  let singles = Math.round(coupons * 0.6);
  while (singles > 0) {
    const bets = main.selections.slice(0, Math.min(singles, main.selections.length));
    requests.push({ typeId: 9, bets });
    singles -= bets.length;
  }
  for (let left = coupons - Math.round(coupons * 0.6); left > 0; left -= 1) {
    // The other games' winners only: an express with a lost leg would settle before the game's result.
    const otherLegs = distinctGames(others, Math.random() < 0.5 ? 1 : 2).map((game) => {
      const won = winnersOf(game, otherResultOf(game));
      return pickOf(game.selections.filter((selection) => won.has(selection.id)));
    });
    requests.push({ typeId: 1, bets: [pickOf(main.selections), ...otherLegs] });
  }
  // Fisher–Yates: the players meet singles and expresses mixed.
  for (let index = requests.length - 1; index > 0; index -= 1) {
    const other = Math.floor(Math.random() * (index + 1));
    [requests[index], requests[other]] = [requests[other] as CouponPick, requests[index] as CouponPick];
  }
  return requests;
}

async function count(database: pg.Client, sql: string, values: readonly unknown[]): Promise<number> {
  const { rows } = await database.query<{ count: string }>(sql, [...values]);
  return Number(rows[0]?.count ?? 0);
}

/** Polls `remaining` every 100 ms until it is 0; says how it goes every 10 s. */
async function waitFor(what: string, remaining: () => Promise<number>): Promise<void> {
  const started = performance.now();
  let said = started;
  for (;;) {
    const left = await remaining();
    if (left === 0) return;
    const now = performance.now();
    if (now - started > settleTimeoutMs) throw new Error(`bench: gave up waiting for ${what}: ${left} left`);
    if (now - said > 10_000) {
      said = now;
      console.log(
        `bench: settlement — waiting for ${what}: ${left} left after ${((now - started) / 1000).toFixed(0)} s`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export function printSettlementReport(settings: SettlementBenchSettings, f: SettlementFigures): void {
  const money = (minor: bigint) => `${minor / 100n}.${String(minor % 100n).padStart(2, '0')}`;
  printTable(
    ['figure', 'value'],
    [
      ['open coupons on the game (singles / expresses)', `${f.coupons} (${f.singles} / ${f.expresses})`],
      [`placing them, ${settings.players} players over HTTP`, `${f.placingSeconds.toFixed(1)} s`],
      ['result applied by the sportsbook (feed → sportsbook)', `${(f.appliedSeconds * 1000).toFixed(0)} ms`],
      ['result sent → every coupon settled and paid', `${f.settledSeconds.toFixed(1)} s`],
      ['coupons settled per second', (f.coupons / f.settledSeconds).toFixed(0)],
      ['coupons won / paid out (RUB)', `${f.won} / ${money(f.paidMinor)}`],
      ['expected paid out (RUB)', money(f.expectedPaidMinor)],
    ],
    1,
  );
  console.log(`domain events: ${settings.redisUrl === undefined ? 'in process' : 'through Redis'}`);
  console.log(`payouts as the results say: ${f.paidAsExpected ? 'yes' : 'NO'}`);
  console.log(`verify after the settlement: ${f.verified ? 'nothing found' : 'PROBLEMS (see above)'}`);
}
