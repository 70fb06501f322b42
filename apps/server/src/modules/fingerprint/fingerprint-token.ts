import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a fingerprint token vouches for: the browser's components hash, until `expiresAt` (ms). */
export interface FingerprintClaims {
  hash: string;
  expiresAt: number;
}

/**
 * The signing key of fingerprint tokens, derived from the cookie secret so that one configured
 * secret serves every purpose while a token of one purpose can never pass for another.
 */
export function fingerprintKeyFrom(cookieSecret: string): Buffer {
  return createHmac('sha256', cookieSecret).update('parlay fingerprint token v1').digest();
}

/** `<base64url JSON {h, exp}>.<base64url HMAC-SHA256 of the first part>`: stateless, tamper-evident. */
export function signFingerprintToken(claims: FingerprintClaims, key: Buffer): string {
  const payload = Buffer.from(JSON.stringify({ h: claims.hash, exp: claims.expiresAt })).toString(
    'base64url',
  );
  return `${payload}.${signature(payload, key)}`;
}

/** The claims of a well-signed, unexpired token; null for anything else. */
export function verifyFingerprintToken(token: string, key: Buffer, now: number): FingerprintClaims | null {
  const [payload, signed, extra] = token.split('.');
  if (payload === undefined || signed === undefined || extra !== undefined) return null;
  const expected = Buffer.from(signature(payload, key), 'base64url');
  const given = Buffer.from(signed, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof claims !== 'object' || claims === null) return null;
  const { h, exp } = claims as { h?: unknown; exp?: unknown };
  if (typeof h !== 'string' || typeof exp !== 'number' || exp <= now) return null;
  return { hash: h, expiresAt: exp };
}

function signature(payload: string, key: Buffer): string {
  return createHmac('sha256', key).update(payload).digest('base64url');
}
