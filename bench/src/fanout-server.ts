/**
 * The server side of the fan-out scenario (fanout.ts), in a process of its own so its CPU time and
 * memory are its own: Parlay's web and feed roles on a fresh embedded database, fed by a bench
 * adapter through the same feed interface a real provider's adapter uses. On `run` it moves prices
 * at the rate asked for — each change a price never given before, so the clients can tell which
 * change reached them and when — and reports when each change was produced, with its CPU and memory.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { FeedMessage, HeartbeatMessage, LocalizedText } from '@parlay/contract';
import { siteLanguageCodes } from '@parlay/domain';
import { parseEnv } from '@parlay/server/env';
import type { FeedAdapter, FeedHandlers } from '@parlay/server/feed';
import { startServer } from '@parlay/server/server';

export type FanoutCommand = { type: 'run'; changesPerSecond: number; seconds: number; games: number };
export type FanoutReport =
  | { type: 'ready'; url: string }
  | {
      type: 'done';
      /** Price (thousandths) → when its change was produced (ms, wall clock with sub-ms precision). */
      produced: [number, number][];
      cpuMicros: number;
      rssBytes: number;
      heapUsedBytes: number;
    };

const wallClock = () => performance.timeOrigin + performance.now();
const same = (text: string) =>
  Object.fromEntries(siteLanguageCodes.map((code) => [code, text])) as LocalizedText;
const outcomesPerGame = 5;

let handlers: FeedHandlers | undefined;
let sequence = 0;
const numbered = (message: Record<string, unknown>): FeedMessage =>
  ({ ...message, producerId: 1, sequence: ++sequence, timestamp: Date.now() }) as FeedMessage;

const adapter: FeedAdapter = {
  producer: { id: 1, name: 'bench' },
  async describeMarkets() {
    return [
      {
        typeId: 1,
        names: same('1X2'),
        outcomes: [1, 2, 3].map((typeId) => ({ typeId, names: same(String(typeId)) })),
      },
      {
        typeId: 17,
        names: same('Total'),
        outcomes: [9, 10].map((typeId) => ({ typeId, names: same(`T${typeId}`) })),
      },
    ];
  },
  async connect(next) {
    handlers = next;
    return {
      async close() {
        handlers = undefined;
      },
    };
  },
  async *replay() {},
};

const dataDir = await mkdtemp(path.join(tmpdir(), 'parlay-bench-fanout-'));
const server = await startServer({
  env: parseEnv({
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    COOKIE_SECRET: randomBytes(32).toString('hex'),
    RATE_LIMIT_MAX: '1000000000',
    // Every bench client comes from this one machine.
    REALTIME_SOCKETS_PER_ADDRESS: '1000000',
  }),
  roles: ['web', 'feed'],
  feed: { adapter },
});

let price = 1_500;
/** A price never given before in this run: the change it belongs to can be recognised on arrival. */
const nextPrice = () => {
  price += 1;
  return price;
};

async function heartbeat(): Promise<void> {
  const message: HeartbeatMessage = {
    type: 'heartbeat',
    producerId: 1,
    timestamp: Date.now(),
    lastSequence: sequence,
  };
  await handlers?.onHeartbeat(message);
}

async function run(command: FanoutCommand): Promise<FanoutReport> {
  await heartbeat();
  const start = Date.now();
  for (let game = 0; game < command.games; game += 1) {
    const gameId = `bench:${game}`;
    await handlers?.onMessage(
      numbered({
        type: 'fixture-change',
        change: 'new',
        fixture: {
          gameId,
          kind: 'match',
          sport: { id: 'bench:sport', names: same('Football'), sortOrder: 1 },
          category: { id: 'bench:category', names: same('Bench'), countryCode: null },
          championship: { id: 'bench:champ', names: same('Bench league'), sections: [], sortOrder: 1 },
          competitors: [
            { id: `${gameId}:h`, names: same(`Home ${game}`), countryCode: null },
            { id: `${gameId}:a`, names: same(`Away ${game}`), countryCode: null },
          ],
          startAt: start - 60_000,
          liveCoverage: true,
          sections: [],
          hasVideo: false,
          playersDuel: false,
        },
      }),
    );
  }
  const oddsChange = (game: number) =>
    numbered({
      type: 'odds-change',
      gameId: `bench:${game}`,
      gameState: { status: 2, score: { home: 0, away: 0 }, periodScores: [], period: 1, clock: null },
      markets: [
        {
          typeId: 1,
          specifier: '',
          status: 'active',
          isLive: true,
          kind: 1,
          outcomes: [1, 2, 3].map((typeId) => ({ id: String(typeId), typeId, odds: nextPrice() })),
        },
        {
          typeId: 17,
          specifier: 'total=2.5',
          status: 'active',
          isLive: true,
          kind: 1,
          outcomes: [9, 10].map((typeId) => ({ id: String(typeId), typeId, odds: nextPrice() })),
        },
      ],
    });
  // Every game priced once, before the clock starts.
  for (let game = 0; game < command.games; game += 1) await handlers?.onMessage(oddsChange(game));

  const produced: [number, number][] = [];
  const messagesPerSecond = command.changesPerSecond / outcomesPerGame;
  const cpuBefore = process.cpuUsage();
  const began = wallClock();
  let lastHeartbeat = began;
  for (let index = 0; index < messagesPerSecond * command.seconds; index += 1) {
    // Messages at their planned times, whatever the last one cost: a late one goes at once.
    const due = began + (index * 1_000) / messagesPerSecond;
    const wait = due - wallClock();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const message = oddsChange(index % command.games) as Extract<FeedMessage, { type: 'odds-change' }>;
    const at = wallClock();
    for (const market of message.markets)
      for (const outcome of market.outcomes) produced.push([outcome.odds ?? 0, at]);
    await handlers?.onMessage(message);
    if (at - lastHeartbeat > 5_000) {
      lastHeartbeat = at;
      await heartbeat();
    }
  }
  const cpu = process.cpuUsage(cpuBefore);
  const memory = process.memoryUsage();
  return {
    type: 'done',
    produced,
    cpuMicros: cpu.user + cpu.system,
    rssBytes: memory.rss,
    heapUsedBytes: memory.heapUsed,
  };
}

process.on('message', (command: FanoutCommand) => {
  if (command.type !== 'run') return;
  void run(command).then((report) => process.send?.(report));
});
process.once('disconnect', () => {
  void server
    .close()
    .then(() => rm(dataDir, { recursive: true, force: true }))
    .finally(() => process.exit(0));
});
process.send?.({ type: 'ready', url: server.url } satisfies FanoutReport);
