/**
 * The placement scenario of `npm run bench`: placements per second and p50/p99 latency of
 * `POST /coupon-api/place` over real HTTP (keep-alive) on the real PostgreSQL, with 100 players
 * placing at once, each signed in with a main account of their own holding money, two singles to
 * one express of three selections (different games) — every stake a wallet transfer into the house
 * account, so the house account's row lock is the placements' shared point. Next to it, in the same
 * run on the same server, `pgbench` runs the placement's SQL (placement-pgbench.ts) with as many
 * connections as the application's pool, for the same players and games in a database of its own;
 * the ratio HTTP / pgbench is the figure. The service's ledger must verify afterwards.
 *
 * Needs BENCH_DATABASE_URL (or TEST_DATABASE_URL): a server where it may create and drop databases.
 */
import pg from 'pg';
import { createBenchDatabases } from './bench-app.ts';
import type { BenchGame } from './bench-feed.ts';
import { couponStage, distinctGames, pickCoupon, placeCoupon } from './coupon-stage.ts';
import { runPgbench } from './pgbench.ts';
import { placementScript } from './placement-pgbench.ts';
import { printTable } from './table.ts';
import { signedInPlayers } from './wallet-http.ts';
import { measure, type WalletFigures } from './wallet-measure.ts';

export interface PlacementBenchSettings {
  url: string;
  duration: number;
  warmup: number;
  /** Players placing at once, each with an account of their own. */
  players: number;
  /** The application's database pool, and pgbench's clients. */
  connections: number;
}

export interface PlacementFigures {
  http: WalletFigures;
  pgbench: WalletFigures;
  verified: boolean;
}

const gameCount = 20;
/** Each player's money: far more than the run stakes. */
const funds = '1000000';

/** A single two times in three, else an express of three. */
const legsOfNext = (): 1 | 3 => (Math.random() < 2 / 3 ? 1 : 3);

export async function runPlacementBench(settings: PlacementBenchSettings): Promise<PlacementFigures> {
  const databases = await createBenchDatabases(settings.url, 'parlay_bench_placement', [
    'service',
    'pgbench',
  ]);
  try {
    console.log(
      `bench: placement — preparing ${settings.players} players and ${gameCount} games for pgbench…`,
    );
    const pgbenchLayout = await preparePgbenchDatabase(databases.urls.pgbench, settings.players);
    console.log(`bench: placement — preparing ${settings.players} players and ${gameCount} games for HTTP…`);
    const stage = await couponStage(databases.urls.service, settings.connections, gameCount);
    let http: WalletFigures;
    let verified: boolean;
    let legNames: string;
    try {
      const players = await signedInPlayers(stage.app, stage.origin, settings.players, funds);
      console.log(`bench: placement, ${settings.players} players — HTTP POST /coupon-api/place…`);
      http = await measure({ ...settings, workers: players.length }, async (worker) => {
        const player = players[worker];
        if (player === undefined) throw new Error(`bench: no player ${worker}`);
        await placeCoupon(stage.origin, player, pickCoupon(distinctGames(stage.games, legsOfNext())));
      });
      const report = await stage.app.wallet.verify();
      for (const problem of report.problems.slice(0, 10)) console.error(`bench: verify: ${problem}`);
      verified = report.ok;
      legNames = await aLegsNames(databases.urls.service);
    } finally {
      await stage.close();
    }
    console.log(`bench: placement, ${settings.connections} clients — pgbench…`);
    const pgbench = await runPgbench(
      databases.urls.pgbench,
      [
        { sql: placementScript(1, legNames), weight: 2 },
        { sql: placementScript(3, legNames), weight: 1 },
      ],
      {
        ...settings,
        clients: settings.connections,
        defines: { ...pgbenchLayout, players: settings.players, games: gameCount },
      },
    );
    // Every transaction pgbench counted stored its coupon (warm-up's too): the script did its work.
    const stored = await countCoupons(databases.urls.pgbench);
    if (stored < pgbench.transfers) throw new Error(`bench: pgbench stored ${stored} coupons, counted more`);
    return { http, pgbench, verified };
  } finally {
    await databases.drop();
  }
}

/**
 * pgbench's database: the same line (the same games by the same feed) and as many players
 * registered over HTTP, their main accounts following each other; each session's id then made the
 * hash of `bench-session-<account>` so the script finds a player's session from its account.
 */
async function preparePgbenchDatabase(url: string, players: number) {
  const stage = await couponStage(url, 2, gameCount);
  let registered: Awaited<ReturnType<typeof signedInPlayers>>;
  try {
    registered = await signedInPlayers(stage.app, stage.origin, players, funds);
  } finally {
    await stage.close();
  }
  const accounts = registered.map((player) => Number(player.accountId)).sort((a, b) => a - b);
  const firstAccount = accounts[0] ?? 0;
  if (accounts.some((account, index) => account !== firstAccount + index))
    throw new Error('bench: pgbench needs the players’ accounts to follow each other');
  const firstSelection = layoutOf(stage.games);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      `UPDATE sessions SET id = encode(sha256(convert_to('bench-session-' || account.id, 'UTF8')), 'hex')
         FROM wallet_accounts AS account
         WHERE account.user_id = sessions.user_id AND account.id BETWEEN $1 AND $2`,
      [firstAccount, firstAccount + players - 1],
    );
  } finally {
    await client.end();
  }
  return { first_account: firstAccount, first_selection: firstSelection };
}

/** The first selection's id, once checked that every game's five follow on from it. */
function layoutOf(games: readonly BenchGame[]): number {
  const first = games[0]?.selections[0]?.id ?? 0;
  games.forEach((game, index) => {
    game.selections.forEach((selection, position) => {
      if (selection.id !== first + 5 * index + position)
        throw new Error('bench: pgbench needs the games’ selections to follow each other');
    });
  });
  return first;
}

async function countCoupons(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: string }>('SELECT count(*) FROM coupons');
    return Number(rows[0]?.count ?? 0);
  } finally {
    await client.end();
  }
}

/** A leg's names as the service stored them (every language): the pgbench legs carry the same. */
async function aLegsNames(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ names: string }>(
      'SELECT names::text AS names FROM coupon_legs ORDER BY coupon_id LIMIT 1',
    );
    const names = rows[0]?.names;
    if (names === undefined) throw new Error('bench: no coupon was placed');
    return names;
  } finally {
    await client.end();
  }
}

export function printPlacementReport(settings: PlacementBenchSettings, figures: PlacementFigures): void {
  const header = ['runner', 'placements/s', 'p50 ms', 'p99 ms', 'placements', 'failed'];
  const row = (label: string, f: WalletFigures) => [
    label,
    f.transfersPerSecond.toFixed(0),
    f.p50.toFixed(1),
    f.p99.toFixed(1),
    String(f.transfers),
    String(f.failed),
  ];
  const { http, pgbench } = figures;
  const table = [
    row(`HTTP POST /coupon-api/place, ${settings.players} players`, http),
    row(`pgbench, the placement's SQL, ${settings.connections} clients`, pgbench),
    [
      'ratio HTTP / pgbench',
      `${(http.transfersPerSecond / pgbench.transfersPerSecond).toFixed(2)}×`,
      `${(http.p50 / pgbench.p50).toFixed(2)}×`,
      `${(http.p99 / pgbench.p99).toFixed(2)}×`,
      '',
      '',
    ],
  ];
  printTable(header, table, 1);
  console.log('placements/s ratio: the share of pgbench’s throughput the HTTP API keeps (higher is better);');
  console.log(
    `latency ratios: how many times slower a placement through HTTP is; its ${settings.players} players share the`,
  );
  console.log(
    `pool's ${settings.connections} connections (waiting for one counts); pgbench has ${settings.connections} clients (the server's connection limit);`,
  );
  console.log(
    'two singles to one express of three; every stake moves into the one house account per currency,',
  );
  console.log('whose row lock, held to the commit, orders the placements of both runners.');
  console.log(`verify after the placements: ${figures.verified ? 'nothing found' : 'PROBLEMS (see above)'}`);
}
