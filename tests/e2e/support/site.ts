import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseEnv } from '@parlay/server/env';
import { acceleratedClock, defaultScheduleOptions } from '@parlay/server/feed';
import type { PartRegistryEntry } from '@parlay/server/part-registry';
import { type RunningServer, startServer } from '@parlay/server/server';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { waitForHydration } from './hydration.ts';

export interface SiteOptions {
  /** React's build in the import map; `development` reports hydration mismatches. */
  reactBuild?: 'production' | 'development';
  /** Replaces the parts registry (e.g. a part pointed at a server of the test's own). */
  registry?: PartRegistryEntry[];
  /**
   * TRUST_PROXY as the server takes it (e.g. `127.0.0.1`): requests from there may set the
   * `x-geo-country` header, as a CDN in front of the site would. Unset: no proxy is trusted.
   */
  trustProxy?: string;
  /**
   * Serve the built-in demo OpenID provider (`/demo-oidc`, listed as the social provider `demo`),
   * as `npm start` does. Off unless asked for.
   */
  demoSocialProvider?: boolean;
  /**
   * Serve the built-in demo payment provider (its checkout page, methods `demo-card` and
   * `demo-wallet`), as `npm start` does. Off unless asked for.
   */
  demoPaymentProvider?: boolean;
  /**
   * Run the feed role as `npm start` does: the built-in simulator plays live games whose scores and
   * prices reach pages over the socket. Its world is small (football and basketball, two days of
   * line) and its clock runs 4× real time, so a journey sees goals and price moves within seconds.
   * Off unless asked for: the line is empty.
   */
  liveFeed?: boolean;
}

/** The live feed's simulator for journeys: a small world in fast time. */
const liveFeedOptions = () => ({
  clock: acceleratedClock(4),
  schedule: { ...defaultScheduleOptions, sports: ['football', 'basketball'], lineDays: 2 },
});

export interface Site {
  /** e.g. http://127.0.0.1:41234 */
  readonly url: string;
  readonly server: RunningServer;
  close(): Promise<void>;
}

/**
 * Waits for the simulator's first rounds to reach the line (the feed role leads once the server
 * is ready, then plays a round a second): a journey opening live football right away finds it.
 */
async function liveGamesOnTheLine(server: RunningServer, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answer = await server.app.inject({
      method: 'GET',
      url: '/line-api/v1/sports?section=live&lang=en',
    });
    if (answer.statusCode === 200 && (answer.json() as { sports: unknown[] }).sports.length > 0) return;
    if (Date.now() > deadline) throw new Error(`no live games on the line after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * The real server, in this process, on a free loopback port, with the production bundles and a
 * fresh embedded database (PGlite) in a temporary directory that is removed on close. The
 * environment is explicit, so a developer's DATABASE_URL or REDIS_URL never leaks in.
 */
export async function startSite(options: SiteOptions = {}): Promise<Site> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'parlay-e2e-data-'));
  const env = parseEnv({
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    COOKIE_SECRET: randomBytes(32).toString('hex'),
    // The site as `npm start` gives it: an empty database gets the demo data (site configuration…).
    SEED_DEMO_DATA: 'true',
    // Journeys read SMS and email codes from the outbox on /debugger, as a person trying the site does.
    DEBUGGER_ENABLED: 'true',
    // Every request of a journey comes from 127.0.0.1: the per-address limit is not under test here.
    RATE_LIMIT_MAX: '100000',
    ...(options.trustProxy !== undefined ? { TRUST_PROXY: options.trustProxy } : {}),
    ...(options.demoSocialProvider ? { DEMO_SOCIAL_PROVIDER: 'true' } : {}),
    ...(options.demoPaymentProvider ? { DEMO_PAYMENT_PROVIDER: 'true' } : {}),
  });
  let server: RunningServer;
  try {
    server = await startServer({
      env,
      ...(options.liveFeed
        ? { roles: ['web', 'worker', 'feed'], feed: { simulator: liveFeedOptions() } }
        : {}),
      pages: {
        reactBuild: options.reactBuild ?? 'production',
        ...(options.registry ? { registry: options.registry } : {}),
      },
    });
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  if (options.liveFeed) {
    try {
      await liveGamesOnTheLine(server);
    } catch (error) {
      await server.close();
      await rm(dataDir, { recursive: true, force: true });
      throw error;
    }
  }
  return {
    url: server.url,
    server,
    async close() {
      await server.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A site for the test file (or describe block): started before its tests, closed after them. */
export function useSite(options: SiteOptions | (() => SiteOptions | Promise<SiteOptions>) = {}): {
  readonly url: string;
  /** The running server, e.g. to change the site configuration in-process (`server.app.siteConfig`). */
  readonly server: RunningServer;
  /** Opens the site's `path` in `page` as a person would: a 200 answer, then the hydrated page. */
  open(page: Page, path: string): Promise<void>;
} {
  let site: Site | undefined;
  beforeAll(async () => {
    site = await startSite(typeof options === 'function' ? await options() : options);
  });
  afterAll(async () => {
    await site?.close();
  });
  return {
    get url() {
      if (!site) throw new Error('the site starts in beforeAll');
      return site.url;
    },
    get server() {
      if (!site) throw new Error('the site starts in beforeAll');
      return site.server;
    },
    async open(page, path) {
      if (!site) throw new Error('the site starts in beforeAll');
      const response = await page.goto(`${site.url}${path}`);
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
    },
  };
}
