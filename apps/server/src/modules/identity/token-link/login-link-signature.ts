import { deriveKey, hmacBase64Url, safeEqual, sha256Hex } from '../../../security/crypto.ts';

/** What a link's `sign` covers: method, token and expiry (seconds since the epoch). */
export interface SignedLinkFields {
  methodId: number;
  token: string;
  expiresAtSeconds: number;
}

/**
 * The HMAC-SHA256 key of sign-in links, derived from the cookie secret with its own purpose,
 * so links need no secret of their own and a cookie signature is never a valid link signature.
 */
export function loginLinkKey(cookieSecret: string): Buffer {
  return deriveKey(cookieSecret, 'login link signature v1');
}

/** `sign` = base64url HMAC-SHA256 over `method_id|token|expiry`. */
export function signLoginLink(key: Buffer, fields: SignedLinkFields): string {
  return hmacBase64Url(key, `${fields.methodId}|${fields.token}|${fields.expiresAtSeconds}`);
}

/** Compares in constant time, so the answer's timing does not reveal how much of a signature is right. */
export function isLoginLinkSignatureValid(key: Buffer, fields: SignedLinkFields, sign: string): boolean {
  return safeEqual(sign, signLoginLink(key, fields));
}

/** What the database keeps of a token: its SHA-256, hex. */
export function hashLoginLinkToken(token: string): string {
  return sha256Hex(token);
}
