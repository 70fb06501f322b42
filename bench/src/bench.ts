/**
 * `npm run bench`: requests per second and p50/p99 latency of the production build on loopback,
 * for the server-rendered home page, the live and line football pages and one JSON API route, each
 * next to a bare Fastify route
 * answering the very same bytes in the same run. The ratio is the figure that matters: these
 * machines are noisy, the bare route absorbs the noise; the CPU time the servers spend per request
 * absorbs it best. A benchmark, not a test.
 *
 * Each route is loaded at every connection count, once without Accept-Encoding and once with the
 * one a browser sends (`gzip, deflate, br, zstd`): then Parlay compresses as it does for visitors,
 * and the bare route replays the compressed bytes Parlay answered.
 *
 * The wallet scenario (wallet.ts) runs on the real PostgreSQL of BENCH_DATABASE_URL (or
 * TEST_DATABASE_URL): transfers through the wallet service and withdrawal holds through the HTTP
 * API, next to pgbench running the service's SQL. So do the coupon scenarios: placement
 * (placement.ts: `POST /coupon-api/place` by 100 players at once next to pgbench running the
 * placement's SQL) and settlement (settlement.ts: a game's result through the feed for 10,000 open
 * coupons, timed until all are settled and paid).
 *
 * The pages are rendered from the line the built-in feed simulator keeps (the server runs the feed
 * role, as `npm start` does): the bench waits until football is in play and in the line.
 *
 *   node bench/src/bench.ts [--duration 10] [--warmup 3] [--connections 10,50]
 *                           [--encodings none,browser] [--only <scenarios>] [--workers 20]
 *                           [--players 100] [--coupons 10000]
 *
 * The calculate scenario (coupon-calculate.ts) times a system of 20 from 40 through packages/domain
 * `calculateCoupon` in process and through `POST /coupon-api/calculate` under load.
 *
 * `--workers` is also the coupon scenarios' database pool (and pgbench's clients); `--players` the
 * players placing at once, `--coupons` the open coupons the settlement settles.
 *
 * `--only` takes scenarios separated by commas: home, live, line, api, wallet, fanout, calculate,
 * placement, settlement, or the groups sports (live and line) and pages (home, live and line).
 */
import { availableParallelism, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { printCalculateReport, runCalculateHttp, timeCalculateInProcess } from './coupon-calculate.ts';
import { printFanoutReport, runFanoutBench } from './fanout.ts';
import { backgroundCpuPerSecond, type LoadFigures, type LoadSettings, runLoad } from './load.ts';
import { printPlacementReport, runPlacementBench } from './placement.ts';
import { type Recorded, record, startBare, startParlay } from './servers.ts';
import { printSettlementReport, runSettlementBench } from './settlement.ts';
import { printTable } from './table.ts';
import { printWalletReport, runWalletBench } from './wallet.ts';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    connections: { type: 'string', default: '10,50' },
    encodings: { type: 'string', default: 'none,browser' },
    only: { type: 'string' },
    workers: { type: 'string', default: '20' },
    subscribers: { type: 'string', default: '5000' },
    rate: { type: 'string', default: '100' },
    players: { type: 'string', default: '100' },
    coupons: { type: 'string', default: '10000' },
  },
});

const timing = { duration: Number(args.duration), warmup: Number(args.warmup) };
for (const [name, value] of Object.entries(timing)) {
  if (!Number.isFinite(value) || value < 0) throw new Error(`--${name} must be a number`);
}
const connectionCounts = args.connections.split(',').map(Number);
if (connectionCounts.some((count) => !Number.isInteger(count) || count < 1))
  throw new Error('--connections takes whole numbers separated by commas');

/** The Accept-Encoding of each variant: none (autocannon's default) or what Chromium sends. */
const acceptEncodings: Readonly<Record<string, string | undefined>> = {
  none: undefined,
  browser: 'gzip, deflate, br, zstd',
};
const encodings = args.encodings.split(',');
for (const name of encodings)
  if (!(name in acceptEncodings)) throw new Error('--encodings takes none and/or browser');

const allTargets = [
  { id: 'home', label: 'GET /en (server-rendered home)', path: '/en' },
  { id: 'live', label: 'GET /en/live/football (server-rendered)', path: '/en/live/football' },
  { id: 'line', label: 'GET /en/line/football (server-rendered)', path: '/en/line/football' },
  { id: 'api', label: 'GET /bff-api/config/all.json?lang=en', path: '/bff-api/config/all.json?lang=en' },
] as const;
const scenarioGroups: Readonly<Record<string, readonly string[]>> = {
  sports: ['live', 'line'],
  pages: ['home', 'live', 'line'],
};
const scenarioNames = [
  ...allTargets.map((target) => target.id),
  'wallet',
  'fanout',
  'calculate',
  'placement',
  'settlement',
];
const wanted = new Set(
  (args.only ?? scenarioNames.join(',')).split(',').flatMap((name) => scenarioGroups[name] ?? [name]),
);
for (const name of wanted)
  if (!scenarioNames.includes(name))
    throw new Error(`--only takes ${[...scenarioNames, ...Object.keys(scenarioGroups)].join(', ')}`);
const targets = allTargets.filter((target) => wanted.has(target.id));
const walletWanted = wanted.has('wallet');
const placementWanted = wanted.has('placement');
const settlementWanted = wanted.has('settlement');
const fanoutWanted = wanted.has('fanout');
const calculateWanted = wanted.has('calculate');
const fanout = { subscribers: Number(args.subscribers), changesPerSecond: Number(args.rate) };
if (!Number.isInteger(fanout.subscribers) || fanout.subscribers < 1)
  throw new Error('--subscribers takes a whole number');
if (!(fanout.changesPerSecond > 0)) throw new Error('--rate takes a number of price changes per second');
const walletDatabaseUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const workers = Number(args.workers);
if (!Number.isInteger(workers) || workers < 1) throw new Error('--workers takes a whole number');
const players = Number(args.players);
if (!Number.isInteger(players) || players < 1) throw new Error('--players takes a whole number');
const coupons = Number(args.coupons);
if (!Number.isInteger(coupons) || coupons < 1) throw new Error('--coupons takes a whole number');

interface Row {
  label: string;
  encoding: string;
  connections: number;
  bytes: number;
  parlay: LoadFigures;
  bare: LoadFigures;
}

const pathnameOf = (target: string) => new URL(target, 'http://x').pathname;
const headersOf = (encoding: string): Record<string, string> => {
  const value = acceptEncodings[encoding];
  return value === undefined ? {} : { 'accept-encoding': value };
};

async function main(): Promise<void> {
  if (targets.length > 0) await benchWeb();
  if (walletWanted) await benchWallet();
  if (placementWanted) await benchPlacement();
  if (settlementWanted) await benchSettlement();
  if (fanoutWanted) await benchFanout();
  if (calculateWanted) await benchCalculate();
}

async function benchCalculate(): Promise<void> {
  console.log('bench: calculate, a system of 20 from 40');
  const inProcess = timeCalculateInProcess();
  const parlay = await startParlay({ waitForLine: false });
  try {
    const rows = await runCalculateHttp(parlay.url, timing, connectionCounts);
    printCalculateReport(inProcess, rows);
    if (rows.some(({ figures }) => figures.non2xx + figures.errors + figures.timeouts > 0)) {
      console.error('bench: some calculate requests failed: the figures are not comparable');
      process.exitCode = 1;
    }
  } finally {
    await parlay.close();
  }
}

async function benchFanout(): Promise<void> {
  console.log(
    `bench: fan-out, ${fanout.subscribers} subscribers, ${fanout.changesPerSecond} price changes/s for ${timing.duration} s`,
  );
  const figures = await runFanoutBench({
    ...fanout,
    seconds: timing.duration,
    sampled: Math.min(200, fanout.subscribers),
    games: 40,
  });
  printFanoutReport(figures);
  if (figures.connected < figures.subscribers || figures.closedEarly > 0 || figures.deliveredShare < 0.999) {
    console.error('bench: subscribers failed to connect, were dropped or missed changes: see the figures');
    process.exitCode = 1;
  }
}

/** The real PostgreSQL of a scenario that needs it, or undefined (said, and a failure if asked for). */
function databaseFor(scenario: string): string | undefined {
  if (walletDatabaseUrl === undefined) {
    console.log(
      `bench: ${scenario} scenario skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL server`,
    );
    if (args.only !== undefined) process.exitCode = 1;
  }
  return walletDatabaseUrl;
}

async function benchPlacement(): Promise<void> {
  const url = databaseFor('placement');
  if (url === undefined) return;
  const settings = { url, ...timing, players, connections: workers };
  const figures = await runPlacementBench(settings);
  printPlacementReport(settings, figures);
  if (!figures.verified || figures.http.failed + figures.pgbench.failed > 0) {
    console.error('bench: placements failed or the ledger did not verify: the figures are not comparable');
    process.exitCode = 1;
  }
}

async function benchSettlement(): Promise<void> {
  const url = databaseFor('settlement');
  if (url === undefined) return;
  const redisUrl = process.env.BENCH_REDIS_URL ?? process.env.TEST_REDIS_URL;
  const settings = { url, players, coupons, connections: workers, redisUrl };
  const figures = await runSettlementBench(settings);
  printSettlementReport(settings, figures);
  if (!figures.verified || !figures.paidAsExpected) {
    console.error('bench: settlement paid other than expected or the ledger did not verify: see the figures');
    process.exitCode = 1;
  }
}

async function benchWallet(): Promise<void> {
  const url = databaseFor('wallet');
  if (url === undefined) return;
  const { rows, verified } = await runWalletBench({ url, ...timing, workers });
  printWalletReport(rows, verified);
  if (!verified || rows.some((row) => row.service.failed + row.pgbench.failed > 0)) {
    console.error(
      'bench: wallet transfers failed or the ledger did not verify: the figures are not comparable',
    );
    process.exitCode = 1;
  }
}

async function benchWeb(): Promise<void> {
  console.log(
    `bench: Node ${process.version}, ${availableParallelism()} CPUs, load average ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}`,
  );
  console.log(
    `bench: ${connectionCounts.join(' and ')} connections, Accept-Encoding ${encodings.join(' and ')}, ${timing.warmup} s warm-up then ${timing.duration} s per run`,
  );
  const parlay = await startParlay();
  let bare: Awaited<ReturnType<typeof startBare>> | undefined;
  try {
    // The real answers, recorded once per encoding; the bare server replays them byte for byte.
    const recorded = new Map<string, Map<string, Recorded>>();
    for (const target of targets) {
      const byEncoding = new Map<string, Recorded>();
      for (const encoding of encodings) {
        const headers = headersOf(encoding);
        const answer = await record(`${parlay.url}${target.path}`, headers);
        if (answer.status !== 200) throw new Error(`${target.path} answered ${answer.status}`);
        byEncoding.set(headers['accept-encoding'] ?? '', answer);
      }
      recorded.set(pathnameOf(target.path), byEncoding);
    }
    bare = await startBare(recorded);
    const background = await backgroundCpuPerSecond(5);
    console.log(
      `bench: background CPU with no load (feed simulator): ${(background / 10_000).toFixed(1)} % of a core, taken off CPU per request`,
    );

    const rows: Row[] = [];
    for (const target of targets) {
      for (const encoding of encodings) {
        for (const connections of connectionCounts) {
          const headers = headersOf(encoding);
          const settings: LoadSettings = {
            ...timing,
            connections,
            headers,
            backgroundCpuPerSecond: background,
          };
          const label = `${target.label}, ${connections} connections, Accept-Encoding ${encoding}`;
          console.log(`bench: ${label} — Parlay…`);
          const ours = await runLoad(`${parlay.url}${target.path}`, settings);
          console.log(`bench: ${label} — bare Fastify…`);
          const floor = await runLoad(`${bare.url}${target.path}`, settings);
          const answer = recorded.get(pathnameOf(target.path))?.get(headers['accept-encoding'] ?? '');
          rows.push({
            label: target.label,
            encoding,
            connections,
            bytes: answer?.body.length ?? 0,
            parlay: ours,
            bare: floor,
          });
        }
      }
    }
    printReport(rows);
    const failed = rows.flatMap((row) =>
      (['parlay', 'bare'] as const).filter((side) => {
        const { non2xx, errors, timeouts } = row[side];
        return non2xx + errors + timeouts > 0;
      }),
    );
    if (failed.length > 0) {
      console.error(
        'bench: some requests failed (non-2xx, errors or timeouts): the figures are not comparable',
      );
      process.exitCode = 1;
    }
  } finally {
    await bare?.close();
    await parlay.close();
  }
}

function printReport(rows: readonly Row[]): void {
  const header = [
    'route',
    'encoding',
    'conns',
    'server',
    'req/s',
    'p50 ms',
    'p99 ms',
    'CPU µs/req',
    'requests',
    'failed',
    'bytes',
  ];
  const textColumns = 4;
  const table: string[][] = [];
  for (const row of rows) {
    for (const side of ['parlay', 'bare'] as const) {
      const figures = row[side];
      const first = side === 'parlay';
      table.push([
        first ? row.label : '',
        first ? row.encoding : '',
        first ? String(row.connections) : '',
        first ? 'Parlay' : 'bare Fastify, same bytes',
        figures.requestsPerSecond.toFixed(0),
        figures.p50.toFixed(1),
        figures.p99.toFixed(1),
        figures.cpuMicrosPerRequest.toFixed(0),
        String(figures.requests),
        String(figures.non2xx + figures.errors + figures.timeouts),
        first ? String(row.bytes) : '',
      ]);
    }
    table.push([
      '',
      '',
      '',
      'ratio Parlay / bare',
      ratio(row.parlay.requestsPerSecond, row.bare.requestsPerSecond),
      latencyRatio(row.parlay.p50, row.bare.p50),
      latencyRatio(row.parlay.p99, row.bare.p99),
      ratio(row.bare.cpuMicrosPerRequest, row.parlay.cpuMicrosPerRequest),
      '',
      '',
      '',
    ]);
  }
  printTable(header, table, textColumns);
  console.log('req/s ratio: the share of the bare route’s throughput Parlay keeps (higher is better);');
  console.log(
    'latency ratios: how many times slower Parlay answers (lower is better); autocannon reports whole ms.',
  );
  console.log(
    'CPU ratio: bare CPU per request / Parlay CPU per request, the req/s ratio a CPU of their own would give',
  );
  console.log('(higher is better); least moved by other work on the machine.');
}

function ratio(a: number, b: number): string {
  return b > 0 ? `${(a / b).toFixed(2)}×` : 'n/a';
}

/** Latencies below autocannon's 1 ms resolution read 0: divide by 1 ms and say "at least". */
function latencyRatio(a: number, b: number): string {
  return b >= 1 ? ratio(a, b) : `≥${ratio(a, 1)}`;
}

await main();
