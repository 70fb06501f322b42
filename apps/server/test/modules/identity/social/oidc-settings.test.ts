import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from '../../../../src/env.ts';

function problemsOf(source: Record<string, string>): readonly string[] {
  try {
    parseEnv(source);
  } catch (error) {
    if (error instanceof EnvError) return error.variables;
    throw error;
  }
  throw new Error('expected the environment to be rejected');
}

describe('OIDC provider settings in the environment', () => {
  it('has no providers when OIDC_PROVIDERS is unset or empty', () => {
    expect(parseEnv({}).OIDC).toEqual([]);
    expect(parseEnv({ OIDC_PROVIDERS: '' }).OIDC).toEqual([]);
  });

  it('reads issuer, client id and secret of each listed provider, in the listed order', () => {
    const env = parseEnv({
      OIDC_PROVIDERS: 'vk, Google',
      OIDC_GOOGLE_ISSUER: 'https://accounts.google.com',
      OIDC_GOOGLE_CLIENT_ID: 'google-id',
      OIDC_GOOGLE_CLIENT_SECRET: 'google-secret',
      OIDC_VK_ISSUER: 'https://id.vk.example/oidc',
      OIDC_VK_CLIENT_ID: 'vk-id',
      OIDC_VK_CLIENT_SECRET: 'vk-secret',
    });
    expect(env.OIDC.map(({ id, issuer, clientId }) => ({ id, issuer: issuer.href, clientId }))).toEqual([
      { id: 'vk', issuer: 'https://id.vk.example/oidc', clientId: 'vk-id' },
      { id: 'google', issuer: 'https://accounts.google.com/', clientId: 'google-id' },
    ]);
  });

  it('names every missing or wrong variable of a listed provider, and an unknown provider', () => {
    expect(
      problemsOf({
        OIDC_PROVIDERS: 'google,myspace',
        OIDC_GOOGLE_ISSUER: 'not a url',
      }),
    ).toEqual(['OIDC_GOOGLE_ISSUER', 'OIDC_GOOGLE_CLIENT_ID', 'OIDC_GOOGLE_CLIENT_SECRET', 'OIDC_PROVIDERS']);
  });

  it('takes plain http only for a loopback issuer outside production', () => {
    const local = {
      OIDC_PROVIDERS: 'vk',
      OIDC_VK_ISSUER: 'http://127.0.0.1:8080',
      OIDC_VK_CLIENT_ID: 'id',
      OIDC_VK_CLIENT_SECRET: 'secret',
    };
    expect(parseEnv(local).OIDC).toHaveLength(1);
    expect(problemsOf({ ...local, OIDC_VK_ISSUER: 'http://id.vk.example' })).toEqual(['OIDC_VK_ISSUER']);
    expect(problemsOf({ ...local, NODE_ENV: 'production', COOKIE_SECRET: 'x'.repeat(32) })).toEqual([
      'OIDC_VK_ISSUER',
    ]);
  });
});
