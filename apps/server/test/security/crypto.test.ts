import { describe, expect, it } from 'vitest';
import {
  deriveKey,
  hmacBase64Url,
  openSealedPayload,
  openSignedPayload,
  randomDigits,
  randomHex,
  randomToken,
  safeEqual,
  sealPayload,
  sha256Hex,
  signPayload,
} from '../../src/security/crypto.ts';

const secret = 'a server secret of at least thirty-two characters';

describe('the server crypto toolkit', () => {
  it('derives a different key for each purpose from one secret', () => {
    expect(deriveKey(secret, 'links').equals(deriveKey(secret, 'links'))).toBe(true);
    expect(deriveKey(secret, 'links').equals(deriveKey(secret, 'fingerprint'))).toBe(false);
    expect(hmacBase64Url(deriveKey(secret, 'links'), 'x')).not.toBe(
      hmacBase64Url(deriveKey(secret, 'other'), 'x'),
    );
  });

  it('opens a signed payload with its key and gives back its claims', () => {
    const key = deriveKey(secret, 'test');
    const token = signPayload(key, { u: 7, e: 123 });
    expect(openSignedPayload(key, token)).toEqual({ u: 7, e: 123 });
  });

  it('refuses a payload signed with another key, tampered with, or malformed', () => {
    const key = deriveKey(secret, 'test');
    const token = signPayload(key, { u: 7 });
    const [payload, signature] = token.split('.') as [string, string];
    const forged = `${Buffer.from(JSON.stringify({ u: 8 })).toString('base64url')}.${signature}`;
    expect(openSignedPayload(deriveKey(secret, 'other'), token)).toBeNull();
    expect(openSignedPayload(key, forged)).toBeNull();
    expect(openSignedPayload(key, `${payload}.${signature}.extra`)).toBeNull();
    expect(openSignedPayload(key, payload)).toBeNull();
    const notJson = `${Buffer.from('not json').toString('base64url')}`;
    expect(openSignedPayload(key, `${notJson}.${hmacBase64Url(key, notJson)}`)).toBeNull();
  });

  it('seals claims no one without the key can read, each time differently, and opens them with it', () => {
    const key = deriveKey(secret, 'test');
    const token = sealPayload(key, { s: 'user:100000014', e: 123 });
    expect(token).toMatch(/^[\w-]+$/);
    expect(Buffer.from(token, 'base64url').toString('latin1')).not.toContain('100000014');
    expect(sealPayload(key, { s: 'user:100000014', e: 123 })).not.toBe(token);
    expect(openSealedPayload(key, token)).toEqual({ s: 'user:100000014', e: 123 });
  });

  it('pads sealed claims to one length, so the token does not tell a short value from a long one', () => {
    const key = deriveKey(secret, 'test');
    const short = sealPayload(key, { s: 'user:1' }, 64);
    const long = sealPayload(key, { s: `unknown:${'x'.repeat(40)}` }, 64);
    expect(short.length).toBe(long.length);
    expect(openSealedPayload(key, short)).toEqual({ s: 'user:1' });
    expect(() => sealPayload(key, { s: 'x'.repeat(64) }, 64)).toThrow(/exceed/);
  });

  it('refuses a sealed token opened with another key, altered, truncated or malformed', () => {
    const key = deriveKey(secret, 'test');
    const token = sealPayload(key, { u: 7 });
    const raw = Buffer.from(token, 'base64url');
    const altered = Buffer.from(raw);
    altered[altered.length - 1] = (altered.at(-1) ?? 0) ^ 1;
    expect(openSealedPayload(deriveKey(secret, 'other'), token)).toBeNull();
    expect(openSealedPayload(key, altered.toString('base64url'))).toBeNull();
    expect(openSealedPayload(key, raw.subarray(0, 16).toString('base64url'))).toBeNull();
    expect(openSealedPayload(key, '')).toBeNull();
    expect(openSealedPayload(key, 'not a token!')).toBeNull();
  });

  it('compares strings of any lengths without throwing', () => {
    expect(safeEqual('abc', 'abc')).toBe(true);
    expect(safeEqual('abc', 'abd')).toBe(false);
    expect(safeEqual('abc', 'abcd')).toBe(false);
    expect(safeEqual('', '')).toBe(true);
  });

  it('hashes, and makes tokens and digits of the asked size', () => {
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(randomToken()).toMatch(/^[\w-]{43}$/);
    expect(randomToken(16)).toMatch(/^[\w-]{22}$/);
    expect(randomToken()).not.toBe(randomToken());
    expect(randomDigits(6)).toMatch(/^\d{6}$/);
  });

  it('gives random hex from its pool without ever giving the same value twice, across refills', () => {
    // 16-byte values, many times the pool's size: a refill that handed out bytes again would repeat one.
    const drawn = Array.from({ length: 2_000 }, () => randomHex(16));
    for (const value of drawn) expect(value).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(drawn).size).toBe(drawn.length);
    expect(randomHex(5000)).toMatch(/^[0-9a-f]{10000}$/);
  });
});
