import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type autocannon from 'autocannon';

export interface LoadSettings {
  connections: number;
  /** Request headers besides autocannon's own (e.g. a browser's Accept-Encoding). */
  headers?: Record<string, string>;
  /** GET unless given; a POST sends `body` with every request. */
  method?: 'GET' | 'POST';
  body?: string;
  /** Seconds measured. */
  duration: number;
  /** Seconds of the same load before measuring (JIT, caches, connection set-up), in a run of its own. */
  warmup: number;
  /**
   * CPU microseconds per second this process spends with no load (the feed simulator's rounds and
   * heartbeats): taken off the run's CPU time, which is then the requests' own.
   */
  backgroundCpuPerSecond?: number;
}

/** The figures the report shows. */
export interface LoadFigures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  requests: number;
  /** CPU time of the servers' process per request, in microseconds. */
  cpuMicrosPerRequest: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

/**
 * Loads `url` with autocannon from a child process, a warm-up first, and returns its figures, with
 * the CPU time this process (where the servers run) spent per request meanwhile, less its
 * background work: on a busy machine that moves far less than requests per second do.
 */
/** CPU microseconds per second this process spends over `seconds` with nothing asked of it. */
export async function backgroundCpuPerSecond(seconds: number): Promise<number> {
  const before = process.cpuUsage();
  const startedAt = performance.now();
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  const cpu = process.cpuUsage(before);
  return ((cpu.user + cpu.system) * 1000) / (performance.now() - startedAt);
}

export async function runLoad(url: string, settings: LoadSettings): Promise<LoadFigures> {
  const options: autocannon.Options = {
    url,
    connections: settings.connections,
    ...(settings.headers ? { headers: settings.headers } : {}),
    ...(settings.method ? { method: settings.method } : {}),
    ...(settings.body === undefined ? {} : { body: settings.body }),
    duration: settings.duration,
    pipelining: 1,
    timeout: 10,
  };
  if (settings.warmup > 0) await autocannonInChild({ ...options, duration: settings.warmup });
  const cpuBefore = process.cpuUsage();
  const startedAt = performance.now();
  const result = await autocannonInChild(options);
  const cpu = process.cpuUsage(cpuBefore);
  const background = ((settings.backgroundCpuPerSecond ?? 0) * (performance.now() - startedAt)) / 1000;
  const requestsCpu = Math.max(0, cpu.user + cpu.system - background);
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    cpuMicrosPerRequest: result.requests.total > 0 ? requestsCpu / result.requests.total : 0,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

function autocannonInChild(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(new URL('./load-process.ts', import.meta.url)), { stdio: 'inherit' });
    let settled = false;
    child.once(
      'message',
      (message: { ok: true; result: autocannon.Result } | { ok: false; message: string }) => {
        settled = true;
        if (message.ok) resolve(message.result);
        else reject(new Error(`autocannon failed: ${message.message}`));
      },
    );
    child.once('error', reject);
    child.once('exit', (code) => {
      if (!settled) reject(new Error(`the load process exited with code ${code} before answering`));
    });
    child.send(options);
  });
}
