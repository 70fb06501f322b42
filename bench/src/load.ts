import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type autocannon from 'autocannon';

export interface LoadSettings {
  connections: number;
  /** Request headers besides autocannon's own (e.g. a browser's Accept-Encoding). */
  headers?: Record<string, string>;
  /** Seconds measured. */
  duration: number;
  /** Seconds of the same load before measuring (JIT, caches, connection set-up), in a run of its own. */
  warmup: number;
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
 * the CPU time this process (where the servers run) spent per request meanwhile: on a busy machine
 * that moves far less than requests per second do.
 */
export async function runLoad(url: string, settings: LoadSettings): Promise<LoadFigures> {
  const options: autocannon.Options = {
    url,
    connections: settings.connections,
    ...(settings.headers ? { headers: settings.headers } : {}),
    duration: settings.duration,
    pipelining: 1,
    timeout: 10,
  };
  if (settings.warmup > 0) await autocannonInChild({ ...options, duration: settings.warmup });
  const cpuBefore = process.cpuUsage();
  const result = await autocannonInChild(options);
  const cpu = process.cpuUsage(cpuBefore);
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    cpuMicrosPerRequest: result.requests.total > 0 ? (cpu.user + cpu.system) / result.requests.total : 0,
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
