/**
 * The fan-out scenario of `npm run bench` (`--only fanout`): many WebSocket subscribers of the
 * `odds` channel on loopback while the feed moves prices at a steady rate, through the whole path
 * — feed adapter → sportsbook (one transaction per message) → pub/sub → every socket. Reports the
 * delivery latency (from the change's production to its arrival at a subscriber) at p50 and p99,
 * what was delivered, and the server's CPU and memory. The server runs in a child process
 * (fanout-server.ts); the subscribers here: a sample of them reads every message, the others only
 * count, so this process keeps up.
 */
import { fork } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import type { FanoutCommand, FanoutReport } from './fanout-server.ts';

export interface FanoutSettings {
  subscribers: number;
  changesPerSecond: number;
  seconds: number;
  /** Subscribers that parse every message and time each change (the rest count frames). */
  sampled: number;
  games: number;
}

export interface FanoutFigures {
  subscribers: number;
  connected: number;
  changesPerSecond: number;
  seconds: number;
  p50: number;
  p99: number;
  max: number;
  /** Changes the sampled subscribers received, of those they should have. */
  deliveredShare: number;
  framesPerSecond: number;
  serverCpuShare: number;
  serverRssMb: number;
  serverHeapMb: number;
  closedEarly: number;
}

const wallClock = () => performance.timeOrigin + performance.now();

export async function runFanoutBench(settings: FanoutSettings): Promise<FanoutFigures> {
  const child = fork(fileURLToPath(new URL('./fanout-server.ts', import.meta.url)), { stdio: 'inherit' });
  const reports: FanoutReport[] = [];
  const waiters: (() => void)[] = [];
  child.on('message', (report: FanoutReport) => {
    reports.push(report);
    for (const wake of waiters.splice(0)) wake();
  });
  const next = async <T extends FanoutReport['type']>(
    type: T,
  ): Promise<Extract<FanoutReport, { type: T }>> => {
    for (;;) {
      const found = reports.find((report) => report.type === type);
      if (found) return found as Extract<FanoutReport, { type: T }>;
      await new Promise<void>((resolve) => waiters.push(resolve));
    }
  };
  const sockets: WebSocket[] = [];
  try {
    const { url } = await next('ready');
    const wsUrl = `${url.replace(/^http/, 'ws')}/ws`;
    const arrivals: [number, number][] = [];
    let frames = 0;
    let closedEarly = 0;
    let measuring = false;

    const open = (index: number) =>
      new Promise<WebSocket>((resolve, reject) => {
        const socket = new WebSocket(wsUrl);
        const sampled = index < settings.sampled;
        socket.addEventListener('message', (event) => {
          if (!measuring) return;
          frames += 1;
          if (!sampled) return;
          const at = wallClock();
          const message = JSON.parse(String(event.data)) as {
            type: string;
            payload?: { kind: string; markets?: { coef: number | null }[] };
          };
          if (message.type !== 'event' || message.payload?.kind !== 'odds.changed') return;
          for (const market of message.payload.markets ?? [])
            if (market.coef !== null) arrivals.push([Math.round(market.coef * 1000), at]);
        });
        socket.addEventListener('close', () => {
          if (measuring) closedEarly += 1;
        });
        socket.addEventListener(
          'open',
          () => {
            socket.send(JSON.stringify({ type: 'subscribe', channel: 'odds' }));
            resolve(socket);
          },
          { once: true },
        );
        socket.addEventListener('error', () => reject(new Error('a subscriber could not connect')), {
          once: true,
        });
      });
    // Connect in waves: thousands of simultaneous handshakes would measure the accept queue.
    for (let first = 0; first < settings.subscribers; first += 250) {
      const wave = await Promise.allSettled(
        Array.from({ length: Math.min(250, settings.subscribers - first) }, (_, offset) =>
          open(first + offset),
        ),
      );
      for (const outcome of wave) if (outcome.status === 'fulfilled') sockets.push(outcome.value);
    }
    measuring = true;
    child.send({
      type: 'run',
      changesPerSecond: settings.changesPerSecond,
      seconds: settings.seconds,
      games: settings.games,
    } satisfies FanoutCommand);
    const done = await next('done');
    // What was sent in the last instant is still on its way: wait for the sample to stop growing.
    let seen = -1;
    while (seen !== arrivals.length) {
      seen = arrivals.length;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    measuring = false;

    const producedAt = new Map(done.produced);
    const latencies = arrivals
      .map(([price, at]) => {
        const sent = producedAt.get(price);
        return sent === undefined ? undefined : at - sent;
      })
      .filter((latency): latency is number => latency !== undefined)
      .sort((first, second) => first - second);
    const percentile = (share: number) =>
      latencies[Math.min(latencies.length - 1, Math.floor(share * latencies.length))] ?? 0;
    const sampled = Math.min(settings.sampled, sockets.length);
    return {
      subscribers: settings.subscribers,
      connected: sockets.length,
      changesPerSecond: settings.changesPerSecond,
      seconds: settings.seconds,
      p50: percentile(0.5),
      p99: percentile(0.99),
      max: latencies.at(-1) ?? 0,
      deliveredShare: latencies.length / Math.max(1, sampled * done.produced.length),
      framesPerSecond: frames / settings.seconds,
      serverCpuShare: done.cpuMicros / (settings.seconds * 1e6),
      serverRssMb: done.rssBytes / 1024 / 1024,
      serverHeapMb: done.heapUsedBytes / 1024 / 1024,
      closedEarly,
    };
  } finally {
    for (const socket of sockets) socket.close();
    child.disconnect();
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

export function printFanoutReport(figures: FanoutFigures): void {
  const rows: [string, string][] = [
    ['subscribers (connected)', `${figures.subscribers} (${figures.connected})`],
    ['price changes per second', `${figures.changesPerSecond} for ${figures.seconds} s`],
    ['delivery latency p50', `${figures.p50.toFixed(1)} ms`],
    ['delivery latency p99', `${figures.p99.toFixed(1)} ms`],
    ['delivery latency max', `${figures.max.toFixed(1)} ms`],
    ['changes delivered (sampled subscribers)', `${(figures.deliveredShare * 100).toFixed(2)} %`],
    ['frames received per second (all)', figures.framesPerSecond.toFixed(0)],
    ['server CPU (share of one core)', `${(figures.serverCpuShare * 100).toFixed(0)} %`],
    [
      'server memory: RSS / heap used',
      `${figures.serverRssMb.toFixed(0)} MB / ${figures.serverHeapMb.toFixed(0)} MB`,
    ],
    ['subscribers closed during the run', String(figures.closedEarly)],
  ];
  const width = Math.max(...rows.map(([label]) => label.length));
  console.log('');
  for (const [label, value] of rows) console.log(`${label.padEnd(width)}  ${value}`);
  console.log('');
  console.log(
    'latency: from the change leaving the feed adapter to its arrival at a subscriber, through the',
  );
  console.log(
    'sportsbook (one transaction per message), pub/sub and the socket; the clients share the machine.',
  );
}
