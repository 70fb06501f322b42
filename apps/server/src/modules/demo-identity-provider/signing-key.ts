import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, type JWK } from 'jose';

export interface DemoSigningKey {
  kid: string;
  privateKey: Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];
  /** The public half as published at `/demo-oidc/jwks`. */
  publicJwk: JWK & { kid: string; alg: 'RS256'; use: 'sig'; kty: string };
}

/**
 * A fresh RS256 key pair for this process's ID tokens. Regenerated at every start: tokens live
 * minutes and are checked at once by our own relying party, so nothing needs an older key.
 */
export async function createDemoSigningKey(): Promise<DemoSigningKey> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = randomUUID();
  const jwk = await exportJWK(publicKey);
  return { kid, privateKey, publicJwk: { ...jwk, kty: jwk.kty ?? 'RSA', kid, alg: 'RS256', use: 'sig' } };
}
