import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type autocannon from 'autocannon';

export interface LoadSettings {
  connections: number;
  /** Request headers besides autocannon's own (e.g. a browser's Accept-Encoding). */
  headers?: Record<string, string>;
  /** Seconds measured. */
  duration: number;
  /** Seconds of the same load before measuring (JIT, caches, connection set-up). */
  warmup: number;
}

/** The figures the report shows. */
export interface LoadFigures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

/** Loads `url` with autocannon from a child process and returns its figures. */
export function runLoad(url: string, settings: LoadSettings): Promise<LoadFigures> {
  // autocannon's types predate its `warmup` option.
  const options: autocannon.Options & { warmup?: { connections: number; duration: number } } = {
    url,
    connections: settings.connections,
    ...(settings.headers ? { headers: settings.headers } : {}),
    duration: settings.duration,
    pipelining: 1,
    timeout: 10,
    ...(settings.warmup > 0
      ? { warmup: { connections: settings.connections, duration: settings.warmup } }
      : {}),
  };
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(new URL('./load-process.ts', import.meta.url)), { stdio: 'inherit' });
    let settled = false;
    child.once(
      'message',
      (message: { ok: true; result: autocannon.Result } | { ok: false; message: string }) => {
        settled = true;
        if (!message.ok) return reject(new Error(`autocannon failed: ${message.message}`));
        const { result } = message;
        resolve({
          requestsPerSecond: result.requests.average,
          p50: result.latency.p50,
          p99: result.latency.p99,
          requests: result.requests.total,
          non2xx: result.non2xx,
          errors: result.errors,
          timeouts: result.timeouts,
        });
      },
    );
    child.once('error', reject);
    child.once('exit', (code) => {
      if (!settled) reject(new Error(`the load process exited with code ${code} before answering`));
    });
    child.send(options);
  });
}
