import { openSignedPayload, randomToken, signPayload } from '../../security/crypto.ts';

/** What a signed link proves; a token of one purpose is refused for another. */
export type LinkPurpose = 'activate' | 'activatefast' | 'accountverify' | 'stopnewsletter';

export interface LinkClaims {
  purpose: LinkPurpose;
  userId: number;
  /** Unique id: recorded when the token is used, so it works once. */
  tokenId: string;
  /** Expiry, seconds since the epoch. */
  expiresAt: number;
  /** The email the link confirms, when it is not yet the account's (activatefast). */
  email?: string;
}

/**
 * Compact HMAC-SHA256 tokens for emailed links: `base64url(json).signature`. Signing uses a key
 * derived for links only; `read` checks the signature (constant time) and the expiry.
 */
export function createLinkTokens(key: Buffer, now: () => number = Date.now) {
  return {
    issue(purpose: LinkPurpose, userId: number, ttlSeconds: number, email?: string): string {
      const claims = {
        p: purpose,
        u: userId,
        j: randomToken(12),
        e: Math.floor(now() / 1000) + ttlSeconds,
        ...(email === undefined ? {} : { m: email }),
      };
      return signPayload(key, claims);
    },

    /**
     * The claims of a genuine token of `purpose`; 'expired' for a genuine one whose time is up (only
     * a valid signature earns that answer), 'invalid' for anything else.
     */
    read(token: string, purpose: LinkPurpose): LinkClaims | 'expired' | 'invalid' {
      const claims = openSignedPayload(key, token);
      if (claims === null) return 'invalid';
      const { p, u, j, e, m } = claims;
      if (p !== purpose || typeof u !== 'number' || typeof j !== 'string' || typeof e !== 'number')
        return 'invalid';
      if (e * 1000 <= now()) return 'expired';
      return { purpose, userId: u, tokenId: j, expiresAt: e, ...(typeof m === 'string' ? { email: m } : {}) };
    },
  };
}
export type LinkTokens = ReturnType<typeof createLinkTokens>;
