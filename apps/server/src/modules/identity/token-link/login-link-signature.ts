import { createHash, createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/** What a link's `sign` covers: method, token and expiry (seconds since the epoch). */
export interface SignedLinkFields {
  methodId: number;
  token: string;
  expiresAtSeconds: number;
}

/**
 * The HMAC-SHA256 key of sign-in links, derived from the cookie secret (HKDF with its own label),
 * so links need no secret of their own and a cookie signature is never a valid link signature.
 */
export function loginLinkKey(cookieSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', cookieSecret, 'parlay', 'parlay login link signature v1', 32));
}

/** `sign` = base64url HMAC-SHA256 over `method_id|token|expiry`. */
export function signLoginLink(key: Buffer, fields: SignedLinkFields): string {
  return createHmac('sha256', key)
    .update(`${fields.methodId}|${fields.token}|${fields.expiresAtSeconds}`)
    .digest('base64url');
}

/** Compares in constant time, so the answer's timing does not reveal how much of a signature is right. */
export function isLoginLinkSignatureValid(key: Buffer, fields: SignedLinkFields, sign: string): boolean {
  const expected = Buffer.from(signLoginLink(key, fields), 'utf8');
  const given = Buffer.from(sign, 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** What the database keeps of a token: its SHA-256, hex. */
export function hashLoginLinkToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
