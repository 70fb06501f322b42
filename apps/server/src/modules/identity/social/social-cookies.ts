import { socialProviderIdSchema } from '@parlay/contract';
import { z } from 'zod';
import { signedJsonCookie } from './signed-json-cookie.ts';

/** The OpenID Connect round trip in progress: what its callback must match (state, nonce, PKCE). */
export const oauthFlowSchema = z.object({
  provider: socialProviderIdSchema,
  state: z.string().min(1),
  nonce: z.string().min(1),
  codeVerifier: z.string().min(43).max(128),
  redirectUri: z.url(),
  /** Where to go after signing in: a path on this site. */
  returnUrl: z.string(),
  lang: z.string().nullable(),
});
export type OauthFlow = z.infer<typeof oauthFlowSchema>;

/** An identity a provider vouched for that no player has linked yet (soc_reg or binding). */
export const pendingIdentitySchema = z.object({
  provider: socialProviderIdSchema,
  subject: z.string().min(1).max(255),
  email: z.string().nullable(),
  emailVerified: z.boolean(),
  name: z.string().nullable(),
  givenName: z.string().nullable(),
  familyName: z.string().nullable(),
});
export type PendingIdentity = z.infer<typeof pendingIdentitySchema>;

/**
 * A pending identity whose password was checked for an account with two-step sign-in: linked
 * once the two-step code is right.
 */
export const pendingBindSchema = z.object({
  userId: z.number().int().positive(),
  identity: pendingIdentitySchema,
});
export type PendingBind = z.infer<typeof pendingBindSchema>;

export const oauthFlowTtlSeconds = 10 * 60;
export const pendingIdentityTtlSeconds = 15 * 60;
export const pendingBindTtlSeconds = 5 * 60;

/** The cookies of social sign-in, all signed, HttpOnly and SameSite=Lax. */
export function socialCookies(options: { secure: boolean }) {
  const { secure } = options;
  return {
    // Sent back only to our OAuth routes; Lax still lets the provider's top-level redirect carry it.
    flow: signedJsonCookie({
      name: 'parlay_oauth_flow',
      kind: 'oauth-flow',
      schema: oauthFlowSchema,
      ttlSeconds: oauthFlowTtlSeconds,
      path: '/social-api/oauth',
      secure,
    }),
    // Read by the soc_reg registration, the bind call and GET /social-api/oauth/pending.
    pending: signedJsonCookie({
      name: 'parlay_social_pending',
      kind: 'social-pending',
      schema: pendingIdentitySchema,
      ttlSeconds: pendingIdentityTtlSeconds,
      path: '/',
      secure,
    }),
    bind: signedJsonCookie({
      name: 'parlay_social_bind',
      kind: 'social-bind',
      schema: pendingBindSchema,
      ttlSeconds: pendingBindTtlSeconds,
      path: '/web-api/auth/social',
      secure,
    }),
  };
}
export type SocialCookies = ReturnType<typeof socialCookies>;
