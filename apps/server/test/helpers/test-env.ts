import { type Env, parseEnv } from '../../src/env.ts';

/** The environment of a test app: quiet, generous rate limits, demo data on. */
export function testEnv(overrides: Record<string, string | undefined> = {}): Env {
  return parseEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_MAX: '10000',
    SEED_DEMO_DATA: 'true',
    // Mailed links are absolute; an injected app never listens, so it cannot derive its origin.
    PUBLIC_URL: 'http://parlay.test',
    ...overrides,
  });
}
