import { createRemoteJWKSet, errors as joseErrors, jwtVerify } from 'jose';
import { identityFromClaims, type OidcIdentity, type OidcIssuerKeys } from './oidc-client.ts';

/** Google signs with RS256 only; accepting nothing else rules out "alg: none" and HMAC confusion. */
const acceptedAlgorithms = ['RS256'];

/** Google's tokens carry either form of its issuer identifier. */
const googleIssuer = 'https://accounts.google.com';
const googleIssuerAliases = [googleIssuer, 'accounts.google.com'];

/** A credential that does not prove who the visitor is (bad signature, issuer, audience, expiry…). */
export class OneTapCredentialError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'OneTapCredentialError';
  }
}

export interface GoogleOneTapVerifier {
  /** The identity in a One Tap credential (an ID token), or OneTapCredentialError. */
  verify(credential: string): Promise<OidcIdentity>;
}

/**
 * Verifies Google One Tap credentials with jose: the signature against the issuer's JWKS (its
 * `jwks_uri` from discovery, fetched and cached by createRemoteJWKSet), the issuer, the audience
 * (our client id) and the expiry.
 */
export function createGoogleOneTapVerifier(options: {
  clientId: string;
  issuerKeys: () => Promise<OidcIssuerKeys>;
}): GoogleOneTapVerifier {
  let keySet: { issuers: string[]; jwks: ReturnType<typeof createRemoteJWKSet> } | undefined;

  const keys = async () => {
    if (keySet !== undefined) return keySet;
    const { issuer, jwksUri } = await options.issuerKeys();
    keySet = {
      issuers: issuer === googleIssuer ? googleIssuerAliases : [issuer],
      jwks: createRemoteJWKSet(jwksUri, { timeoutDuration: 5_000 }),
    };
    return keySet;
  };

  return {
    async verify(credential) {
      const { issuers, jwks } = await keys();
      try {
        const { payload } = await jwtVerify(credential, jwks, {
          issuer: issuers,
          audience: options.clientId,
          algorithms: acceptedAlgorithms,
          requiredClaims: ['sub', 'exp', 'iat'],
          clockTolerance: 30,
        });
        return identityFromClaims(payload);
      } catch (error) {
        // The issuer's keys could not be fetched: not the visitor's fault.
        if (error instanceof joseErrors.JWKSTimeout) throw error;
        if (error instanceof joseErrors.JOSEError || error instanceof OneTapCredentialError)
          throw new OneTapCredentialError('credential refused', { cause: error });
        if (error instanceof Error && error.name === 'OidcCallbackError')
          throw new OneTapCredentialError('credential without a subject', { cause: error });
        throw error;
      }
    },
  };
}
