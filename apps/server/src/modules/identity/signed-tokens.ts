import { hmacBase64Url, randomToken, safeEqual } from './secrets.ts';

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
      const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
      return `${payload}.${hmacBase64Url(key, payload)}`;
    },

    /**
     * The claims of a genuine token of `purpose`; 'expired' for a genuine one whose time is up (only
     * a valid signature earns that answer), 'invalid' for anything else.
     */
    read(token: string, purpose: LinkPurpose): LinkClaims | 'expired' | 'invalid' {
      const [payload, signature, ...rest] = token.split('.');
      if (payload === undefined || signature === undefined || rest.length > 0) return 'invalid';
      if (!safeEqual(signature, hmacBase64Url(key, payload))) return 'invalid';
      let claims: unknown;
      try {
        claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
      } catch {
        return 'invalid';
      }
      if (typeof claims !== 'object' || claims === null) return 'invalid';
      const { p, u, j, e, m } = claims as Record<string, unknown>;
      if (p !== purpose || typeof u !== 'number' || typeof j !== 'string' || typeof e !== 'number')
        return 'invalid';
      if (e * 1000 <= now()) return 'expired';
      return { purpose, userId: u, tokenId: j, expiresAt: e, ...(typeof m === 'string' ? { email: m } : {}) };
    },
  };
}
export type LinkTokens = ReturnType<typeof createLinkTokens>;
