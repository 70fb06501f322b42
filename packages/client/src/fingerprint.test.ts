import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  collectFingerprintComponents,
  fingerprintFailureCap,
  fingerprintUrl,
  getFingerprint,
  getFingerprintResult,
  hashFingerprintComponents,
  resetFingerprint,
} from './fingerprint.ts';

const hourMs = 60 * 60_000;

function answering(...answers: (() => Response)[]) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => {
    const next = answers.shift();
    if (next === undefined) throw new Error('no more answers');
    return next();
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const tokenAnswer =
  (token: string, expiresAt = Date.now() + 24 * hourMs) =>
  () =>
    Response.json({ token, expiresAt });
const failure = () => new Response('{}', { status: 500 });

beforeEach(() => {
  resetFingerprint();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('hashFingerprintComponents', () => {
  it('is a lowercase hex SHA-256 that does not depend on key order', async () => {
    const one = await hashFingerprintComponents({ a: 1, b: 'x', c: null });
    expect(one).toMatch(/^[0-9a-f]{64}$/);
    expect(await hashFingerprintComponents({ c: null, b: 'x', a: 1 })).toBe(one);
    expect(await hashFingerprintComponents({ a: 2, b: 'x', c: null })).not.toBe(one);
  });
});

describe('collectFingerprintComponents', () => {
  it('reads the browser properties it can, and null for those it cannot', () => {
    vi.stubGlobal('navigator', {
      userAgent: 'UA/1',
      languages: ['kk', 'ru'],
      platform: 'MacIntel',
      hardwareConcurrency: 4,
      maxTouchPoints: 5,
      cookieEnabled: true,
    });
    vi.stubGlobal('screen', { width: 390, height: 844, colorDepth: 30 });
    const components = collectFingerprintComponents();
    expect(components).toMatchObject({
      userAgent: 'UA/1',
      languages: 'kk,ru',
      platform: 'MacIntel',
      hardwareConcurrency: 4,
      screen: '390x844x30',
      // No document in Node: no canvas.
      canvas: null,
    });
    expect(typeof components.timezone).toBe('string');
  });
});

describe('getFingerprint', () => {
  it('posts the hash to the fingerprint endpoint and answers the token', async () => {
    const fetchMock = answering(tokenAnswer('t1'));
    expect(await getFingerprint()).toBe('t1');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(fingerprintUrl);
    expect(init).toMatchObject({ method: 'POST', headers: { 'x-requested-with': 'XMLHttpRequest' } });
    const body = JSON.parse(String(init?.body)) as { componentsData: string };
    expect(body.componentsData).toMatch(/^[0-9a-f]{64}$/);
    expect((await getFingerprintResult())?.data).toBe(body.componentsData);
  });

  it('keeps the token until it is about to expire, then fetches a new one', async () => {
    const fetchMock = answering(tokenAnswer('soon', Date.now() + 30_000), tokenAnswer('fresh'));
    expect(await getFingerprint()).toBe('soon');
    expect(await getFingerprint()).toBe('fresh');
    expect(await getFingerprint()).toBe('fresh');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('shares one fetch between concurrent callers', async () => {
    const fetchMock = answering(tokenAnswer('shared'));
    expect(await Promise.all([getFingerprint(), getFingerprint(), getFingerprint()])).toEqual([
      'shared',
      'shared',
      'shared',
    ]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('fetches again when forced, even with a valid token', async () => {
    answering(tokenAnswer('first'), tokenAnswer('second'));
    expect(await getFingerprint()).toBe('first');
    expect(await getFingerprint(true)).toBe('second');
  });

  it(`stops trying after ${fingerprintFailureCap} failures in a row, until forced`, async () => {
    const fetchMock = answering(
      ...Array.from({ length: fingerprintFailureCap }, () => failure),
      tokenAnswer('after-force'),
    );
    for (let i = 0; i < fingerprintFailureCap; i++) expect(await getFingerprint()).toBeNull();
    expect(await getFingerprint()).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(fingerprintFailureCap);
    expect(console.error).toHaveBeenCalledTimes(fingerprintFailureCap);
    expect(await getFingerprint(true)).toBe('after-force');
  });

  it('counts an answer without a token as a failure', async () => {
    answering(() => Response.json({ nope: true }), tokenAnswer('ok'));
    expect(await getFingerprint()).toBeNull();
    expect(await getFingerprint()).toBe('ok');
  });
});
