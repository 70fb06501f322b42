import { z } from 'zod';
import { sitePathSchema } from '../redirects/redirects.ts';
import { currencyCodeSchema, languageCodeSchema } from '../site-config/site-config.ts';
import {
  codeSentResponseSchema,
  encodedCredentialSchema,
  oneTimeCodeSchema,
  phoneCodeSchema,
  phoneNumberSchema,
} from './identity.ts';

// Social sign-in (OpenID Connect, Google One Tap), token-link sign-in and user transfer:
// the bodies and answers of docs/identity-api.md "Social", "Sign-in" (token, social bind,
// social two-step) and "User transfer".

/** Social login providers of seed 001 §3, in its order: the ones OIDC_PROVIDERS may list. */
export const configurableSocialProviderIds = [
  'google',
  'vk',
  'ok',
  'fb',
  'mailru',
  'yandex',
  'telegram',
  'kakaotalk',
  'twitter',
  'itsme',
  'twitch',
  'metamask',
  'line',
  'linkedin',
  'apple',
] as const;

/**
 * `demo`: the OpenID provider built into the site for trying social sign-in
 * (DEMO_SOCIAL_PROVIDER=true), not a real account provider, hence not configurable by OIDC_PROVIDERS.
 */
export const builtInSocialProviderIds = ['demo'] as const;

export const socialProviderIds = [...configurableSocialProviderIds, ...builtInSocialProviderIds] as const;
export const socialProviderIdSchema = z.enum(socialProviderIds);
export type SocialProviderId = z.infer<typeof socialProviderIdSchema>;

/** Display names of the providers (brand names: the same in every language). */
export const socialProviderNames: Record<SocialProviderId, string> = {
  google: 'Google',
  vk: 'VK',
  ok: 'OK',
  fb: 'Facebook',
  mailru: 'Mail.ru',
  yandex: 'Yandex',
  telegram: 'Telegram',
  kakaotalk: 'KakaoTalk',
  twitter: 'X (Twitter)',
  itsme: 'itsme',
  twitch: 'Twitch',
  metamask: 'MetaMask',
  line: 'LINE',
  linkedin: 'LinkedIn',
  apple: 'Apple',
  demo: 'Demo provider',
};

/** `GET /social-api/oauth/providers`: the providers this site is configured for. */
export const socialProvidersResponseSchema = z.object({
  providers: z.array(z.object({ id: socialProviderIdSchema, name: z.string() })),
});
export type SocialProvidersResponse = z.infer<typeof socialProvidersResponseSchema>;

/** Any name: one that is not configured is a 404 NOT_FOUND, not a validation error. */
export const socialProviderParamsSchema = z.object({ provider: z.string().max(32) });
export type SocialProviderParams = z.infer<typeof socialProviderParamsSchema>;

/**
 * `GET /social-api/oauth/:provider/start` query: the language of the pages to come back to, and
 * where to go after signing in (a path on this site only; anything else falls back to the home page).
 */
export const socialStartQuerySchema = z.object({
  lang: languageCodeSchema.optional(),
  return_url: z.string().max(2048).optional(),
});
export type SocialStartQuery = z.infer<typeof socialStartQuerySchema>;

/** Where start sends the browser: the provider's authorization page. */
export const socialStartLocationSchema = z.url();

/** Where the callback sends the browser: a page of this site (`?auth=two-step`, `?social_error=…`). */
export const socialCallbackLocationSchema = sitePathSchema;

/**
 * `GET /social-api/oauth/:provider/callback` query as the identity provider sends it (RFC 6749
 * §4.1.2). The whole query goes to the OpenID Connect client, which checks state and code.
 */
export const socialCallbackQuerySchema = z.object({
  code: z.string().max(4096).optional(),
  state: z.string().max(512).optional(),
  iss: z.string().max(2048).optional(),
  error: z.string().max(256).optional(),
  error_description: z.string().max(1024).optional(),
  scope: z.string().max(2048).optional(),
  session_state: z.string().max(512).optional(),
  authuser: z.string().max(16).optional(),
  prompt: z.string().max(64).optional(),
  hd: z.string().max(256).optional(),
});
export type SocialCallbackQuery = z.infer<typeof socialCallbackQuerySchema>;

/** `GET /social-api/oauth/pending`: the social identity waiting to be registered or bound. */
export const pendingSocialIdentityResponseSchema = z.object({
  provider: socialProviderIdSchema,
  email: z.string().nullable(),
  name: z.string().nullable(),
});
export type PendingSocialIdentityResponse = z.infer<typeof pendingSocialIdentityResponseSchema>;

/** `GET /social-api/oauth/google-one-tap/clientId` (seed 000 §7). */
export const googleOneTapClientIdResponseSchema = z.object({ clientId: z.string() });
export type GoogleOneTapClientIdResponse = z.infer<typeof googleOneTapClientIdResponseSchema>;

/**
 * `POST /social-api/oauth/google-one-tap` form fields (multipart or url-encoded, so every value
 * arrives as text): Google's ID token and, for a first visit, what to register the account with.
 */
export const googleOneTapBodySchema = z.object({
  credential: z.string().min(1).max(8192),
  language: languageCodeSchema.optional(),
  currency: currencyCodeSchema.optional(),
  countryId: z.coerce.number().int().positive().optional(),
});
export type GoogleOneTapBody = z.input<typeof googleOneTapBodySchema>;

/** The One Tap answer: where the browser goes next. */
export const googleOneTapResponseSchema = z.object({ redirectUrl: sitePathSchema });
export type GoogleOneTapResponse = z.infer<typeof googleOneTapResponseSchema>;

/**
 * `POST /web-api/auth/token` (seed 001 §7 "token login"): a signed one-time link. The values come
 * from a link's query, so numbers may arrive as text.
 */
export const tokenLoginBodySchema = z.object({
  method_id: z.coerce.number().int().positive(),
  token: z.string().min(1).max(256),
  sign: z.string().min(1).max(256),
  lng: languageCodeSchema.optional(),
});
export type TokenLoginBody = z.input<typeof tokenLoginBodySchema>;

/**
 * `POST /web-api/auth/send-link`: mail a sign-in link to this address if an account has it. The
 * answer is `{success: true}` either way (successResponseSchema), so it tells nobody whether the
 * address is registered.
 */
export const sendSignInLinkBodySchema = z.object({
  email: z.email().max(254),
  /** The language of the mail and of the page the link opens; else the request's language. */
  lng: languageCodeSchema.optional(),
});
export type SendSignInLinkBody = z.infer<typeof sendSignInLinkBodySchema>;

/**
 * `POST /web-api/auth/social`: binds the pending social identity to an existing account.
 * `login` and `pass` travel base64 of their UTF-8, as every credential does.
 */
export const socialBindBodySchema = z.object({
  login: encodedCredentialSchema,
  pass: encodedCredentialSchema,
  /** Kept for the specification's payload; the captcha token travels in the X-Captcha header. */
  'g-recaptcha-response': z.string().max(4096).optional(),
});
export type SocialBindBody = z.infer<typeof socialBindBodySchema>;

/** `POST /web-api/auth/social/two-step`: the two-step code of the account being bound. */
export const socialTwoStepBodySchema = z.object({
  code: oneTimeCodeSchema,
});
export type SocialTwoStepBody = z.infer<typeof socialTwoStepBodySchema>;

/** The `{transfer}` segment of the user-transfer calls: the transfer's id. */
export const userTransferParamsSchema = z.object({ transfer: z.uuid() });
export type UserTransferParams = z.infer<typeof userTransferParamsSchema>;

/** `POST /web-api/api/internal/v1/account/user-transfer/send-code/{transfer}`. */
export const userTransferSendCodeBodySchema = z.object({
  /** The phone's calling code ("7", "+994"). */
  country_code: phoneCodeSchema,
  /** The national number, digits only. */
  phone: phoneNumberSchema,
  /** Kept for the specification's payload; the captcha token travels in the X-Captcha header. */
  captcha: z.string().max(4096).optional(),
});
export type UserTransferSendCodeBody = z.infer<typeof userTransferSendCodeBodySchema>;

/** Always the same answer, whether or not the phone was the account's (no enumeration). */
export const userTransferSendCodeResponseSchema = codeSentResponseSchema;
export type UserTransferSendCodeResponse = z.infer<typeof userTransferSendCodeResponseSchema>;

export const userTransferCheckCodeBodySchema = z.object({ code: oneTimeCodeSchema });
export type UserTransferCheckCodeBody = z.infer<typeof userTransferCheckCodeBodySchema>;

export const userTransferCheckCodeResponseSchema = z.object({ redirectToken: z.string() });
export type UserTransferCheckCodeResponse = z.infer<typeof userTransferCheckCodeResponseSchema>;

export const userTransferUserDataBodySchema = z.object({
  redirectToken: z.string().min(1).max(256),
});
export type UserTransferUserDataBody = z.infer<typeof userTransferUserDataBodySchema>;

/**
 * The transferred account's credentials. Stored passwords are hashes, so `password` is a new one
 * just set on the account; the answer is given once.
 */
export const userTransferUserDataResponseSchema = z.object({
  status: z.literal('ok'),
  user_id: z.number().int().positive(),
  password: z.string(),
});
export type UserTransferUserDataResponse = z.infer<typeof userTransferUserDataResponseSchema>;

// The demo OpenID provider built into the site (`/demo-oidc`, DEMO_SOCIAL_PROVIDER=true): the
// OpenID Connect / OAuth 2.0 messages it exchanges with our own relying party and the browser.

/** `GET /demo-oidc/.well-known/openid-configuration` (OpenID Connect Discovery 1.0 §3). */
export const demoOidcDiscoverySchema = z.object({
  issuer: z.string(),
  authorization_endpoint: z.string(),
  token_endpoint: z.string(),
  userinfo_endpoint: z.string(),
  jwks_uri: z.string(),
  response_types_supported: z.array(z.string()),
  grant_types_supported: z.array(z.string()),
  subject_types_supported: z.array(z.string()),
  id_token_signing_alg_values_supported: z.array(z.string()),
  scopes_supported: z.array(z.string()),
  claims_supported: z.array(z.string()),
  token_endpoint_auth_methods_supported: z.array(z.string()),
  code_challenge_methods_supported: z.array(z.string()),
  authorization_response_iss_parameter_supported: z.boolean(),
});
export type DemoOidcDiscovery = z.infer<typeof demoOidcDiscoverySchema>;

/** `GET /demo-oidc/jwks`: the public signing keys (RFC 7517). */
export const demoOidcJwksSchema = z.object({
  keys: z.array(z.object({ kty: z.string(), kid: z.string(), alg: z.string(), use: z.string() }).loose()),
});
export type DemoOidcJwks = z.infer<typeof demoOidcJwksSchema>;

/** `GET /demo-oidc/authorize` query (RFC 6749 §4.1.1 with PKCE, RFC 7636). */
export const demoOidcAuthorizeQuerySchema = z.object({
  client_id: z.string().max(256).optional(),
  redirect_uri: z.string().max(2048).optional(),
  response_type: z.string().max(64).optional(),
  scope: z.string().max(1024).optional(),
  state: z.string().max(512).optional(),
  nonce: z.string().max(512).optional(),
  code_challenge: z.string().max(128).optional(),
  code_challenge_method: z.string().max(16).optional(),
});
export type DemoOidcAuthorizeQuery = z.infer<typeof demoOidcAuthorizeQuerySchema>;

/** `POST /demo-oidc/authorize`: the demo sign-in form (url-encoded). */
export const demoOidcAuthorizeFormSchema = z.object({
  /** The pending authorization request the form was shown for. */
  request_id: z.string().min(1).max(128),
  action: z.enum(['continue', 'cancel']),
  name: z.string().max(200).optional(),
  email: z.string().max(254).optional(),
});
export type DemoOidcAuthorizeForm = z.infer<typeof demoOidcAuthorizeFormSchema>;

/** `POST /demo-oidc/token` (url-encoded, RFC 6749 §4.1.3); the client may authenticate in the body. */
export const demoOidcTokenRequestSchema = z.object({
  grant_type: z.string().max(64),
  code: z.string().max(256).optional(),
  redirect_uri: z.string().max(2048).optional(),
  code_verifier: z.string().max(256).optional(),
  client_id: z.string().max(256).optional(),
  client_secret: z.string().max(256).optional(),
});
export type DemoOidcTokenRequest = z.infer<typeof demoOidcTokenRequestSchema>;

export const demoOidcTokenResponseSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int().positive(),
  id_token: z.string(),
  scope: z.string(),
});
export type DemoOidcTokenResponse = z.infer<typeof demoOidcTokenResponseSchema>;

/** `GET /demo-oidc/userinfo` (Bearer access token): the standard claims of the signed-in person. */
export const demoOidcUserInfoSchema = z.object({
  sub: z.string(),
  email: z.string(),
  email_verified: z.boolean(),
  name: z.string(),
});
export type DemoOidcUserInfo = z.infer<typeof demoOidcUserInfoSchema>;

/** A page of the demo provider (its sign-in form, or why a request cannot be used). */
export const demoOidcPageSchema = z.string();

/** Where the demo provider sends the browser back: the relying party's redirect URI with the outcome. */
export const demoOidcRedirectSchema = z.url();

/** An OAuth 2.0 error answer (RFC 6749 §5.2). */
export const oauthErrorSchema = z.object({
  error: z.string(),
  error_description: z.string().optional(),
});
export type OauthError = z.infer<typeof oauthErrorSchema>;
