import { errorCodes, type FingerprintTokenResponse } from '@parlay/contract';
import { HttpError } from '../../http/http-error.ts';
import { fingerprintKeyFrom, signFingerprintToken, verifyFingerprintToken } from './fingerprint-token.ts';

/** How long a fingerprint token is accepted (docs/identity-api.md "Fingerprint"). */
export const fingerprintTokenTtlMs = 24 * 60 * 60 * 1000;

export interface FingerprintService {
  /** A signed token for a browser's components hash, valid from the client address it is issued to. */
  issue(componentsData: string, clientAddress: string): FingerprintTokenResponse;
  /**
   * The components hash a token (the `X-Fingerprint` header) vouches for. Throws 400
   * FINGERPRINT_REQUIRED when it is missing, badly signed, expired or issued to another client
   * address (fingerprint-token.ts says how near counts as the same): the client then fetches a new
   * token and repeats the request once.
   */
  verify(token: string | undefined, clientAddress: string): string;
}

export interface FingerprintServiceDeps {
  cookieSecret: string;
  now?: () => number;
}

export function createFingerprintService(deps: FingerprintServiceDeps): FingerprintService {
  const key = fingerprintKeyFrom(deps.cookieSecret);
  // Read the clock at each call, not a reference to Date.now taken once (tests move the clock).
  const now = deps.now ?? (() => Date.now());
  return {
    issue(componentsData, clientAddress) {
      const expiresAt = now() + fingerprintTokenTtlMs;
      const token = signFingerprintToken({ hash: componentsData, expiresAt }, key, clientAddress);
      return { token, expiresAt };
    },

    verify(token, clientAddress) {
      const claims = token === undefined ? null : verifyFingerprintToken(token, key, clientAddress, now());
      if (claims === null) throw fingerprintRequiredError();
      return claims.hash;
    },
  };
}

export function fingerprintRequiredError(): HttpError {
  return new HttpError({
    status: 400,
    code: errorCodes.FINGERPRINT_REQUIRED,
    messageKey: 'auth_error_fingerprint',
  });
}
