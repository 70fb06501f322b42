import { describe, expect, it } from 'vitest';
import { extendContentSecurityPolicy } from '../../src/ssr/csp.ts';

const policy = "default-src 'self';script-src 'self' 'nonce-abc';style-src 'self';object-src 'none'";

describe('extendContentSecurityPolicy', () => {
  it('adds sources to the directives the policy names, once', () => {
    const extended = extendContentSecurityPolicy(policy, {
      'script-src': ['https://accounts.google.com/gsi/client', "'self'"],
    });
    expect(extended).toBe(
      "default-src 'self';script-src 'self' 'nonce-abc' https://accounts.google.com/gsi/client;style-src 'self';object-src 'none'",
    );
  });

  it('writes out a directive the policy leaves to default-src, keeping default-src’s sources', () => {
    expect(extendContentSecurityPolicy(policy, { 'frame-src': ['https://accounts.google.com/gsi/'] })).toBe(
      `${policy};frame-src 'self' https://accounts.google.com/gsi/`,
    );
  });
});
