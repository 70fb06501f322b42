import { defineEndpoints } from '../http/endpoint.ts';
import {
  demoOidcAuthorizeFormSchema,
  demoOidcAuthorizeQuerySchema,
  demoOidcDiscoverySchema,
  demoOidcJwksSchema,
  demoOidcPageSchema,
  demoOidcRedirectSchema,
  demoOidcTokenRequestSchema,
  demoOidcTokenResponseSchema,
  demoOidcUserInfoSchema,
  oauthErrorSchema,
} from './social.ts';

/**
 * The demo OpenID provider built into the site (`/demo-oidc`, DEMO_SOCIAL_PROVIDER=true). It speaks
 * OpenID Connect, not this site's API: a request it cannot use is answered with a page or an OAuth
 * 2.0 error (`answers`), never the error envelope.
 */
export const demoOidcEndpoints = defineEndpoints('demoOidc', {
  discovery: {
    method: 'GET',
    path: '/demo-oidc/.well-known/openid-configuration',
    summary: 'OpenID Connect discovery of the demo provider',
    tags: ['demo-oidc'],
    response: demoOidcDiscoverySchema,
    errors: [],
  },
  jwks: {
    method: 'GET',
    path: '/demo-oidc/jwks',
    summary: "The demo provider's ID token signing key",
    tags: ['demo-oidc'],
    response: demoOidcJwksSchema,
    errors: [],
  },
  authorizePage: {
    method: 'GET',
    path: '/demo-oidc/authorize',
    summary: 'The demo sign-in page (or a 302 back with an OAuth error)',
    tags: ['demo-oidc'],
    query: demoOidcAuthorizeQuerySchema,
    response: demoOidcPageSchema,
    produces: 'html',
    answers: { 302: demoOidcRedirectSchema, 400: demoOidcPageSchema },
    errors: [],
    requires: { noStore: true },
  },
  answerAuthorize: {
    method: 'POST',
    path: '/demo-oidc/authorize',
    summary: 'The demo sign-in form: Continue → 302 with a code, Cancel → 302 with access_denied',
    tags: ['demo-oidc'],
    consumes: ['urlencoded'],
    body: demoOidcAuthorizeFormSchema,
    response: demoOidcRedirectSchema,
    produces: 'redirect',
    status: 302,
    // The form again with its problems, or why the request cannot be used.
    answers: { 400: demoOidcPageSchema },
    errors: [],
    requires: { noStore: true },
  },
  token: {
    method: 'POST',
    path: '/demo-oidc/token',
    summary: 'Exchanges a code for an ID token (client_secret_basic or _post, PKCE S256)',
    tags: ['demo-oidc'],
    consumes: ['urlencoded'],
    body: demoOidcTokenRequestSchema,
    response: demoOidcTokenResponseSchema,
    answers: { 400: oauthErrorSchema, 401: oauthErrorSchema },
    errors: [],
    requires: { noStore: true },
  },
  userInfo: {
    method: 'GET',
    path: '/demo-oidc/userinfo',
    summary: 'The claims of the person an access token was issued for',
    tags: ['demo-oidc'],
    response: demoOidcUserInfoSchema,
    answers: { 401: oauthErrorSchema },
    errors: [],
    requires: { noStore: true },
  },
});
