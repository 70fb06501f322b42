import { deriveKey, openSignedPayload, signPayload } from '../../security/crypto.ts';

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
  return deriveKey(cookieSecret, 'fingerprint token v1');
}

/** `<base64url JSON {h, exp}>.<base64url HMAC-SHA256 of the first part>`: stateless, tamper-evident. */
export function signFingerprintToken(claims: FingerprintClaims, key: Buffer): string {
  return signPayload(key, { h: claims.hash, exp: claims.expiresAt });
}

/** The claims of a well-signed, unexpired token; null for anything else. */
export function verifyFingerprintToken(token: string, key: Buffer, now: number): FingerprintClaims | null {
  const claims = openSignedPayload(key, token);
  if (claims === null) return null;
  const { h, exp } = claims;
  if (typeof h !== 'string' || typeof exp !== 'number' || exp <= now) return null;
  return { hash: h, expiresAt: exp };
}
