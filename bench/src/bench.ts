/**
 * `npm run bench`: requests per second and p50/p99 latency of the production build on loopback,
 * for the server-rendered home page and one JSON API route, each next to a bare Fastify route
 * answering the very same bytes in the same run. The ratio is the figure that matters: these
 * machines are noisy, the bare route absorbs the noise. A benchmark, not a test.
 *
 *   node bench/src/bench.ts [--duration 10] [--warmup 3] [--connections 10] [--only home|api]
 */
import { availableParallelism, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { type LoadFigures, type LoadSettings, runLoad } from './load.ts';
import { type Recorded, record, startBare, startParlay } from './servers.ts';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    connections: { type: 'string', default: '10' },
    only: { type: 'string' },
  },
});

const settings: LoadSettings = {
  duration: Number(args.duration),
  warmup: Number(args.warmup),
  connections: Number(args.connections),
};
for (const [name, value] of Object.entries(settings)) {
  if (!Number.isFinite(value) || value < 0) throw new Error(`--${name} must be a number`);
}

const targets = [
  { id: 'home', label: 'GET /en (server-rendered home)', path: '/en' },
  { id: 'api', label: 'GET /bff-api/config/all.json?lang=en', path: '/bff-api/config/all.json?lang=en' },
].filter((target) => !args.only || target.id === args.only);
if (targets.length === 0) throw new Error('--only takes home or api');

interface Row {
  label: string;
  bytes: number;
  parlay: LoadFigures;
  bare: LoadFigures;
}

const pathnameOf = (target: string) => new URL(target, 'http://x').pathname;

async function main(): Promise<void> {
  console.log(
    `bench: Node ${process.version}, ${availableParallelism()} CPUs, load average ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}`,
  );
  console.log(
    `bench: ${settings.connections} connections, ${settings.warmup} s warm-up then ${settings.duration} s per run`,
  );
  const parlay = await startParlay();
  let bare: Awaited<ReturnType<typeof startBare>> | undefined;
  try {
    // The real answers, recorded once; the bare server replays them byte for byte.
    const recorded = new Map<string, Recorded>();
    for (const target of targets) {
      const answer = await record(`${parlay.url}${target.path}`);
      if (answer.status !== 200) throw new Error(`${target.path} answered ${answer.status}`);
      recorded.set(pathnameOf(target.path), answer);
    }
    bare = await startBare(recorded);

    const rows: Row[] = [];
    for (const target of targets) {
      console.log(`bench: ${target.label} — Parlay…`);
      const ours = await runLoad(`${parlay.url}${target.path}`, settings);
      console.log(`bench: ${target.label} — bare Fastify…`);
      const floor = await runLoad(`${bare.url}${target.path}`, settings);
      rows.push({
        label: target.label,
        bytes: recorded.get(pathnameOf(target.path))!.body.length,
        parlay: ours,
        bare: floor,
      });
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
  const header = ['route', 'server', 'req/s', 'p50 ms', 'p99 ms', 'requests', 'failed', 'bytes'];
  const table: string[][] = [];
  for (const row of rows) {
    for (const side of ['parlay', 'bare'] as const) {
      const figures = row[side];
      table.push([
        side === 'parlay' ? row.label : '',
        side === 'parlay' ? 'Parlay' : 'bare Fastify, same bytes',
        figures.requestsPerSecond.toFixed(0),
        figures.p50.toFixed(1),
        figures.p99.toFixed(1),
        String(figures.requests),
        String(figures.non2xx + figures.errors + figures.timeouts),
        side === 'parlay' ? String(row.bytes) : '',
      ]);
    }
    table.push([
      '',
      'ratio Parlay / bare',
      ratio(row.parlay.requestsPerSecond, row.bare.requestsPerSecond),
      latencyRatio(row.parlay.p50, row.bare.p50),
      latencyRatio(row.parlay.p99, row.bare.p99),
      '',
      '',
      '',
    ]);
  }
  const widths = header.map((title, column) =>
    Math.max(title.length, ...table.map((line) => line[column]!.length)),
  );
  const format = (cells: readonly string[]) =>
    cells
      .map((cell, column) => (column < 2 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
      .join('  ');
  console.log('');
  console.log(format(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const line of table) console.log(format(line));
  console.log('');
  console.log('req/s ratio: the share of the bare route’s throughput Parlay keeps (higher is better);');
  console.log(
    'latency ratios: how many times slower Parlay answers (lower is better); autocannon reports whole ms.',
  );
}

function ratio(a: number, b: number): string {
  return b > 0 ? `${(a / b).toFixed(2)}×` : 'n/a';
}

/** Latencies below autocannon's 1 ms resolution read 0: divide by 1 ms and say "at least". */
function latencyRatio(a: number, b: number): string {
  return b >= 1 ? ratio(a, b) : `≥${ratio(a, 1)}`;
}

await main();
