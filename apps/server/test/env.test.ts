import { describe, expect, it } from 'vitest';
import { demoFeaturesOffLoopback, EnvError, parseEnv } from '../src/env.ts';

function envErrorOf(source: Record<string, string>): EnvError {
  try {
    parseEnv(source);
  } catch (error) {
    if (error instanceof EnvError) return error;
    throw error;
  }
  throw new Error('expected the environment to be rejected');
}

describe('parseEnv', () => {
  it('with an empty environment, gives the documented defaults', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: 3000,
      LOG_LEVEL: 'info',
      TRUST_PROXY: false,
      REDIS_PREFIX: 'parlay:',
      SEED_DEMO_DATA: true,
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.REDIS_URL).toBeUndefined();
    expect(env.DATA_DIR).toMatch(/[/\\]var$/);
  });

  it('with valid values, converts numbers, flags and proxy settings', () => {
    const env = parseEnv({
      PORT: '8080',
      DATABASE_URL: 'postgres://user:secret@db:5432/parlay',
      REDIS_URL: 'redis://cache:6379',
      TRUST_PROXY: '10.0.0.0/8, 192.168.1.1',
      SEED_DEMO_DATA: '0',
    });
    expect(env.PORT).toBe(8080);
    expect(env.DATABASE_URL).toBe('postgres://user:secret@db:5432/parlay');
    expect(env.TRUST_PROXY).toEqual(['10.0.0.0/8', '192.168.1.1']);
    expect(env.SEED_DEMO_DATA).toBe(false);
    expect(parseEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(parseEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
  });

  it('with empty strings, treats them as unset', () => {
    const env = parseEnv({ PORT: '', DATABASE_URL: '' });
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it.each([
    ['PORT', { PORT: 'eighty' }],
    ['PORT', { PORT: '70000' }],
    ['NODE_ENV', { NODE_ENV: 'staging' }],
    ['DATABASE_URL', { DATABASE_URL: 'mysql://db/parlay' }],
    ['REDIS_URL', { REDIS_URL: 'not a url' }],
    ['LOG_LEVEL', { LOG_LEVEL: 'loud' }],
    ['TRUST_PROXY', { TRUST_PROXY: 'everyone' }],
    ['SEED_DEMO_DATA', { SEED_DEMO_DATA: 'maybe' }],
    ['REALTIME_SOCKETS_PER_ADDRESS', { REALTIME_SOCKETS_PER_ADDRESS: '0' }],
  ])('with a wrong %s, fails with a message naming it', (variable, source) => {
    const error = envErrorOf(source);
    expect(error.variables).toEqual([variable]);
    expect(error.message).toContain(`${variable}:`);
  });

  it('with a port that is not a number, says what was expected', () => {
    expect(envErrorOf({ PORT: 'eighty' }).message).toContain('PORT: expected a whole number');
  });

  it('with several wrong values, names every one of them', () => {
    expect(envErrorOf({ PORT: '-1', LOG_LEVEL: 'loud' }).variables.toSorted()).toEqual(['LOG_LEVEL', 'PORT']);
  });

  it('in production without COOKIE_SECRET, fails naming COOKIE_SECRET', () => {
    const error = envErrorOf({ NODE_ENV: 'production' });
    expect(error.variables).toEqual(['COOKIE_SECRET']);
  });

  it('in production, does not seed demo data unless asked', () => {
    const secret = 'x'.repeat(32);
    expect(parseEnv({ NODE_ENV: 'production', COOKIE_SECRET: secret }).SEED_DEMO_DATA).toBe(false);
    expect(
      parseEnv({ NODE_ENV: 'production', COOKIE_SECRET: secret, SEED_DEMO_DATA: 'true' }).SEED_DEMO_DATA,
    ).toBe(true);
  });

  it('serves the debugger outside production, in production only when DEBUGGER_ENABLED asks', () => {
    const secret = 'x'.repeat(32);
    expect(parseEnv({}).DEBUGGER_ENABLED).toBe(true);
    expect(parseEnv({ DEBUGGER_ENABLED: 'false' }).DEBUGGER_ENABLED).toBe(false);
    expect(parseEnv({ NODE_ENV: 'production', COOKIE_SECRET: secret }).DEBUGGER_ENABLED).toBe(false);
    expect(
      parseEnv({ NODE_ENV: 'production', COOKIE_SECRET: secret, DEBUGGER_ENABLED: '1' }).DEBUGGER_ENABLED,
    ).toBe(true);
    expect(envErrorOf({ DEBUGGER_ENABLED: 'yes' }).variables).toEqual(['DEBUGGER_ENABLED']);
  });
});

describe('demo features (the outbox debugger, the demo OpenID and payment providers) beyond loopback', () => {
  const production = { NODE_ENV: 'production', COOKIE_SECRET: 'x'.repeat(32) };
  const demoFeatures = {
    DEBUGGER_ENABLED: 'true',
    DEMO_SOCIAL_PROVIDER: 'true',
    DEMO_PAYMENT_PROVIDER: 'true',
  };
  const httpsSite = { PUBLIC_URL: 'https://parlay.example' };

  it('run on every loopback address, as under npm start', () => {
    for (const HOST of ['127.0.0.1', '127.8.9.10', 'localhost', '::1']) {
      const env = parseEnv({ ...production, ...demoFeatures, HOST });
      expect(env).toMatchObject({
        DEBUGGER_ENABLED: true,
        DEMO_SOCIAL_PROVIDER: true,
        DEMO_PAYMENT_PROVIDER: true,
      });
    }
  });

  it('refuse to start on any other address, whatever NODE_ENV says, naming each variable', () => {
    for (const NODE_ENV of ['production', 'development', 'test'])
      for (const HOST of ['0.0.0.0', '::', '10.0.0.5', 'parlay.example', '128.0.0.1']) {
        const error = envErrorOf({ ...production, ...httpsSite, ...demoFeatures, NODE_ENV, HOST });
        expect(error.variables).toEqual([
          'DEBUGGER_ENABLED',
          'DEMO_SOCIAL_PROVIDER',
          'DEMO_PAYMENT_PROVIDER',
        ]);
        expect(error.message).toContain('ALLOW_DEMO_FEATURES_ON_PUBLIC_ADDRESS=true');
      }
  });

  it('leave the debugger off by default beyond loopback, even outside production', () => {
    expect(parseEnv({ HOST: '0.0.0.0' }).DEBUGGER_ENABLED).toBe(false);
    expect(parseEnv({ HOST: '127.0.0.1' }).DEBUGGER_ENABLED).toBe(true);
  });

  it('run beyond loopback only with ALLOW_DEMO_FEATURES_ON_PUBLIC_ADDRESS=true', () => {
    const env = parseEnv({
      ...production,
      ...httpsSite,
      ...demoFeatures,
      HOST: '0.0.0.0',
      ALLOW_DEMO_FEATURES_ON_PUBLIC_ADDRESS: 'true',
    });
    expect(env).toMatchObject({
      DEBUGGER_ENABLED: true,
      DEMO_SOCIAL_PROVIDER: true,
      DEMO_PAYMENT_PROVIDER: true,
    });
    expect(demoFeaturesOffLoopback(env)).toEqual([
      'DEBUGGER_ENABLED',
      'DEMO_SOCIAL_PROVIDER',
      'DEMO_PAYMENT_PROVIDER',
    ]);
  });
});
