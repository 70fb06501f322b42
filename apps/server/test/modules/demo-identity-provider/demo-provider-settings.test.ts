import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from '../../../src/env.ts';
import { createExpiringStore } from '../../../src/modules/demo-identity-provider/expiring-store.ts';
import { createDemoProviderRegistration } from '../../../src/modules/demo-identity-provider/index.ts';

function envProblems(source: Record<string, string>): readonly string[] {
  try {
    parseEnv(source);
    return [];
  } catch (error) {
    if (error instanceof EnvError) return error.variables;
    throw error;
  }
}

describe('DEMO_SOCIAL_PROVIDER and PUBLIC_URL', () => {
  const production = { NODE_ENV: 'production', COOKIE_SECRET: 'x'.repeat(32) };

  it('is off unless set', () => {
    expect(parseEnv({}).DEMO_SOCIAL_PROVIDER).toBe(false);
    expect(parseEnv(production).DEMO_SOCIAL_PROVIDER).toBe(false);
  });

  it('runs in production on a loopback address (npm start) and, when allowed off loopback, behind an https PUBLIC_URL', () => {
    expect(
      parseEnv({ ...production, DEMO_SOCIAL_PROVIDER: 'true', HOST: '127.0.0.1' }).DEMO_SOCIAL_PROVIDER,
    ).toBe(true);
    expect(
      parseEnv({
        ...production,
        DEMO_SOCIAL_PROVIDER: 'true',
        HOST: '10.0.0.5',
        ALLOW_DEMO_FEATURES_ON_PUBLIC_ADDRESS: 'true',
        PUBLIC_URL: 'https://demo.parlay.example',
      }).PUBLIC_URL,
    ).toBe('https://demo.parlay.example');
  });

  it('refuses a demo issuer the browser could not reach safely: plain http off loopback, or an unknown public address', () => {
    expect(envProblems({ DEMO_SOCIAL_PROVIDER: 'true', PUBLIC_URL: 'http://parlay.example' })).toEqual([
      'PUBLIC_URL',
    ]);
    expect(
      envProblems({
        ...production,
        DEMO_SOCIAL_PROVIDER: 'true',
        HOST: '10.0.0.5',
        ALLOW_DEMO_FEATURES_ON_PUBLIC_ADDRESS: 'true',
      }),
    ).toEqual(['PUBLIC_URL']);
  });

  it('takes PUBLIC_URL as an origin only', () => {
    expect(parseEnv({ PUBLIC_URL: 'https://parlay.example/' }).PUBLIC_URL).toBe('https://parlay.example');
    expect(envProblems({ PUBLIC_URL: 'https://parlay.example/app' })).toEqual(['PUBLIC_URL']);
    expect(envProblems({ PUBLIC_URL: 'ftp://parlay.example' })).toEqual(['PUBLIC_URL']);
  });

  it('does not let OIDC_PROVIDERS name the built-in demo provider', () => {
    expect(
      envProblems({
        OIDC_PROVIDERS: 'demo',
        OIDC_DEMO_ISSUER: 'https://idp.example',
        OIDC_DEMO_CLIENT_ID: 'a',
        OIDC_DEMO_CLIENT_SECRET: 'b',
      }),
    ).toEqual(['OIDC_PROVIDERS']);
  });
});

describe('the demo client registration', () => {
  it("accepts only the callback on the site's origin", () => {
    expect(createDemoProviderRegistration(() => 'http://127.0.0.1:4100').redirectUris()).toEqual([
      'http://127.0.0.1:4100/social-api/oauth/demo/callback',
    ]);
    const remote = createDemoProviderRegistration(() => 'https://demo.parlay.example');
    expect(remote.redirectUris()).toEqual(['https://demo.parlay.example/social-api/oauth/demo/callback']);
    expect(remote.issuer().href).toBe('https://demo.parlay.example/demo-oidc');
  });
});

describe('the demo provider store of codes', () => {
  it('gives a value once, and not after its time', () => {
    let now = 1_000_000;
    const store = createExpiringStore<string>({ ttlMs: 60_000, maxEntries: 10, now: () => now });
    const once = store.put('code-a');
    expect(store.take(once)).toBe('code-a');
    expect(store.take(once)).toBeUndefined();
    const late = store.put('code-b');
    now += 60_000;
    expect(store.peek(late)).toBeUndefined();
    expect(store.take(late)).toBeUndefined();
  });

  it('drops the oldest entries beyond its size', () => {
    const store = createExpiringStore<number>({ ttlMs: 60_000, maxEntries: 3 });
    const handles = [1, 2, 3, 4].map((value) => store.put(value));
    expect(handles.map((handle) => store.peek(handle))).toEqual([undefined, 2, 3, 4]);
  });
});
