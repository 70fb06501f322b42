/**
 * The browser fingerprint (seed 001 §4 "Session and accounts", docs/identity-api.md "Fingerprint"):
 * stable browser properties hashed with SHA-256 and exchanged for a signed token, which sign-in and
 * registration calls carry in `X-Fingerprint`.
 *
 * This file is also served, types stripped, as the global script `GET /web-api/fingerprint/fp.js`
 * (window.parlayFingerprint): keep it free of imports other than `import type` and the endpoint
 * index (which fp.js gets inlined as routing, like browser builds), and of any syntax beyond
 * erasable types.
 */
import { fingerprintEndpoints } from '@parlay/contract/endpoints';

/** Where the components hash is exchanged for a token (the fingerprint module's route). */
export const fingerprintUrl = fingerprintEndpoints.issueToken.path;

/** After this many failed fetches in a row, `getFingerprint` stops trying unless forced. */
export const fingerprintFailureCap = 3;

/** A token this close to its expiry counts as expired, so it does not lapse on the way. */
const expiryMarginMs = 60_000;

export interface FingerprintResult {
  token: string;
  /** When the server stops accepting the token, in ms since the epoch. */
  expiresAt: number;
  /** The hex SHA-256 of the collected properties (sent as `componentsData`). */
  data: string;
}

/** The properties hashed: they change rarely for one browser and differ between browsers. */
export function collectFingerprintComponents(): Record<string, string | number | boolean | null> {
  const nav = typeof navigator === 'undefined' ? undefined : navigator;
  const scr = typeof screen === 'undefined' ? undefined : screen;
  return {
    userAgent: nav?.userAgent ?? null,
    languages: nav?.languages ? nav.languages.join(',') : (nav?.language ?? null),
    platform: nav?.platform ?? null,
    hardwareConcurrency: nav?.hardwareConcurrency ?? null,
    maxTouchPoints: nav?.maxTouchPoints ?? null,
    cookieEnabled: nav?.cookieEnabled ?? null,
    timezone: Intl.DateTimeFormat().resolvedOptions().timeZone ?? null,
    timezoneOffset: new Date().getTimezoneOffset(),
    screen: scr ? `${scr.width}x${scr.height}x${scr.colorDepth}` : null,
    pixelRatio: typeof devicePixelRatio === 'number' ? devicePixelRatio : null,
    canvas: canvasSample(),
  };
}

/**
 * A drawing whose pixels differ slightly between graphics stacks and fonts. Null where there is
 * no canvas (or it is blocked), which is itself a stable property.
 */
function canvasSample(): string | null {
  try {
    if (typeof document === 'undefined') return null;
    const canvas = document.createElement('canvas');
    canvas.width = 220;
    canvas.height = 40;
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.textBaseline = 'top';
    context.font = '16px Arial';
    context.fillStyle = '#f60';
    context.fillRect(110, 1, 62, 20);
    context.fillStyle = '#069';
    context.fillText('Parlay fingerprint, 1.5 \u{1F3C6}', 2, 15);
    context.fillStyle = 'rgba(102, 204, 0, 0.7)';
    context.fillText('Parlay fingerprint, 1.5 \u{1F3C6}', 4, 17);
    return canvas.toDataURL();
  } catch {
    return null;
  }
}

/** Lowercase hex SHA-256 of the components, keys in a fixed order. */
export async function hashFingerprintComponents(
  components: Record<string, string | number | boolean | null>,
): Promise<string> {
  const canonical = JSON.stringify(
    Object.keys(components)
      .sort()
      .map((key) => [key, components[key]]),
  );
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(canonical));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Collects, hashes and exchanges the hash for a token (no caching: see getFingerprint). */
export async function fetchFingerprint(): Promise<FingerprintResult> {
  const data = await hashFingerprintComponents(collectFingerprintComponents());
  const response = await fetch(fingerprintUrl, {
    method: 'POST',
    credentials: 'same-origin',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      'x-requested-with': 'XMLHttpRequest',
    },
    body: JSON.stringify({ componentsData: data }),
  });
  if (!response.ok) throw new Error(`${fingerprintUrl} answered ${response.status}`);
  const answer: unknown = await response.json();
  if (!isTokenAnswer(answer)) throw new Error(`${fingerprintUrl} answered without a token`);
  return { token: answer.token, expiresAt: answer.expiresAt, data };
}

function isTokenAnswer(answer: unknown): answer is { token: string; expiresAt: number } {
  if (typeof answer !== 'object' || answer === null) return false;
  const { token, expiresAt } = answer as Record<string, unknown>;
  return typeof token === 'string' && typeof expiresAt === 'number';
}

let cached: FingerprintResult | null = null;
let pending: Promise<FingerprintResult | null> | null = null;
let failures = 0;

/**
 * The fingerprint, fetched when missing or expired; concurrent callers share one fetch. Resolves
 * null when it cannot be had: the failure is logged, and after `fingerprintFailureCap` failures in
 * a row no further fetch is tried until a caller passes `force` (the server refused the token).
 */
export function getFingerprintResult(force = false): Promise<FingerprintResult | null> {
  if (!force && cached && cached.expiresAt - expiryMarginMs > Date.now()) return Promise.resolve(cached);
  if (pending) return pending;
  if (!force && failures >= fingerprintFailureCap) return Promise.resolve(null);
  const fetching = fetchFingerprint().then(
    (result) => {
      cached = result;
      failures = 0;
      return result;
    },
    (error: unknown) => {
      cached = null;
      failures++;
      console.error('fingerprint fetch failed', error);
      return null;
    },
  );
  pending = fetching;
  fetching.finally(() => {
    if (pending === fetching) pending = null;
  });
  return fetching;
}

/** The token for the `X-Fingerprint` header, or null (see getFingerprintResult). */
export async function getFingerprint(force = false): Promise<string | null> {
  return (await getFingerprintResult(force))?.token ?? null;
}

/** Forgets the cached fingerprint and the failure count (tests; a new browser session). */
export function resetFingerprint(): void {
  cached = null;
  pending = null;
  failures = 0;
}
