import { clientNetworkOf } from '../../http/cidr.ts';
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

/**
 * The key of one client network, where a token may be used (issue 9 point 8: one token was
 * accepted from 13 addresses): a token signed for one network fails the signature check in
 * another, exactly as a tampered token does, and carries nothing that names the address. Not the
 * IPv4 /24 the throttle also counts by: counting wider is stricter, binding wider is looser (256
 * unrelated hosts, cloud tenants among them, would share tokens). A player whose address changes
 * pays one silent round trip: the refusal makes the client fetch a new token and repeat the call.
 */
function keyForClient(key: Buffer, clientAddress: string): Buffer {
  return deriveKey(key, `fingerprint client ${clientNetworkOf(clientAddress)}`);
}

/**
 * `<base64url JSON {h, exp}>.<base64url HMAC-SHA256 of the first part>` under the key of the client
 * scope it was issued to: stateless, tamper-evident, bound to where it was issued.
 */
export function signFingerprintToken(claims: FingerprintClaims, key: Buffer, clientAddress: string): string {
  return signPayload(keyForClient(key, clientAddress), { h: claims.hash, exp: claims.expiresAt });
}

/** The claims of a well-signed, unexpired token issued to this client's scope; null for anything else. */
export function verifyFingerprintToken(
  token: string,
  key: Buffer,
  clientAddress: string,
  now: number,
): FingerprintClaims | null {
  const claims = openSignedPayload(keyForClient(key, clientAddress), token);
  if (claims === null) return null;
  const { h, exp } = claims;
  if (typeof h !== 'string' || typeof exp !== 'number' || exp <= now) return null;
  return { hash: h, expiresAt: exp };
}
