import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseEnv } from '@parlay/server/env';
import { startServer } from '@parlay/server/server';
import Fastify from 'fastify';

export interface Running {
  url: string;
  close(): Promise<void>;
}

/** How long the feed simulator may take to put football in play and in the line. */
const lineReadyWithinMs = 120_000;

/**
 * The production build on loopback: production React, the shell and the parts’ built bundles, a
 * fresh embedded database in a temporary directory, warnings-only logging, every role as with
 * `npm start` (the feed simulator keeps a moving line). The per-address rate limit is lifted
 * (every request comes from 127.0.0.1), but the limiter still runs on every request, as in
 * production. Ready once football is both in play and in the line, unless `waitForLine` is false
 * (a scenario that reads no line: the coupon calculator).
 */
export async function startParlay({ waitForLine = true }: { waitForLine?: boolean } = {}): Promise<Running> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'parlay-bench-data-'));
  const env = parseEnv({
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    COOKIE_SECRET: randomBytes(32).toString('hex'),
    // The site configuration the API route serves comes with the demo data, as with `npm start`.
    SEED_DEMO_DATA: 'true',
    RATE_LIMIT_MAX: '1000000000',
  });
  const server = await startServer({
    env,
    roles: ['web', 'worker', 'feed'],
    pages: { reactBuild: 'production' },
  });
  const running = {
    url: server.url,
    async close() {
      await server.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  try {
    if (waitForLine) await footballInLine(server.url);
  } catch (error) {
    await running.close();
    throw error;
  }
  return running;
}

/**
 * Waits until the line API lists football games in play and to come, asking it (not the pages:
 * a page's 404 asked too early would be kept by the page cache).
 */
async function footballInLine(url: string): Promise<void> {
  const hasFootball = async (section: 'live' | 'line') => {
    const answer = await fetch(`${url}/line-api/v1/sports?lang=en&section=${section}`);
    const { sports } = (await answer.json()) as { sports: { slug: string; gameCount: number }[] };
    return sports.some((sport) => sport.slug === 'football' && sport.gameCount > 0);
  };
  const deadline = Date.now() + lineReadyWithinMs;
  while (!((await hasFootball('live')) && (await hasFootball('line')))) {
    if (Date.now() > deadline) throw new Error('the feed simulator put no football in play and in the line');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** A response as it went over the wire: status, headers and body bytes (compressed when it was). */
export interface Recorded {
  status: number;
  headers: Record<string, string | string[]>;
  body: Buffer;
}

/** GET with the given request headers besides none of Node's own; the body is kept as sent. */
export function record(url: string, headers: Record<string, string> = {}): Promise<Recorded> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const received: Record<string, string | string[]> = {};
        for (const [name, value] of Object.entries(response.headers))
          if (value !== undefined) received[name] = value;
        resolve({ status: response.statusCode ?? 0, headers: received, body: Buffer.concat(chunks) });
      });
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

/** Headers Node writes itself, per response. */
const perResponseHeaders = new Set([
  'date',
  'connection',
  'keep-alive',
  'content-length',
  'transfer-encoding',
]);

/** What the bare server answers with: the recorded answers of a path, by the request's Accept-Encoding. */
export type RecordedRoutes = ReadonlyMap<string, ReadonlyMap<string, Recorded>>;

/**
 * A bare Fastify on another port answering each recorded path with the recorded bytes and headers
 * (chosen by the request's Accept-Encoding, so a compressed answer is replayed as it was
 * compressed): the floor any Node.js HTTP framework stands on, to compare with.
 */
export async function startBare(routes: RecordedRoutes): Promise<Running> {
  const app = Fastify({ logger: false });
  for (const [routePath, byEncoding] of routes) {
    const answers = new Map(
      [...byEncoding].map(([acceptEncoding, recorded]) => [
        acceptEncoding,
        {
          recorded,
          headers: Object.fromEntries(
            Object.entries(recorded.headers).filter(([name]) => !perResponseHeaders.has(name)),
          ),
        },
      ]),
    );
    app.get(routePath, (request, reply) => {
      const answer = answers.get(request.headers['accept-encoding'] ?? '');
      if (!answer) return reply.code(406).send();
      return reply.code(answer.recorded.status).headers(answer.headers).send(answer.recorded.body);
    });
  }
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => app.close() };
}
