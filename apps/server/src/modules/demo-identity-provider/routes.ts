import { randomBytes } from 'node:crypto';
import { demoOidcEndpoints } from '@parlay/contract/endpoints';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { addEndpoint } from '../../http/endpoint-route.ts';
import { renderAuthorizeForm, renderRequestErrorPage } from './authorize-page.ts';
import type { AuthorizeOutcome, DemoOidcService } from './demo-oidc-service.ts';
import type { DemoProviderRegistration } from './demo-provider-registration.ts';
import { demoPageLanguage, demoPageTexts } from './page-texts.ts';
import type { DemoSigningKey } from './signing-key.ts';

export interface DemoOidcRoutesOptions {
  service: DemoOidcService;
  registration: DemoProviderRegistration;
  signingKey: DemoSigningKey;
}

/** Discovery, JWKS, authorize (page and answer), token and userinfo of the demo provider. */
export async function demoOidcRoutes(app: FastifyInstance, options: DemoOidcRoutesOptions): Promise<void> {
  const { service, registration, signingKey } = options;

  // The sign-in form and the token request arrive url-encoded (RFC 6749 §4.1.3); only here.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  /**
   * The page's own policy instead of the site's: its inline styles under a nonce, and the form may
   * lead (by the 302 after it is posted) to our callback, whichever loopback name it uses.
   */
  const sendPage = (
    request: FastifyRequest,
    reply: FastifyReply,
    outcome: AuthorizeOutcome,
    status: number,
  ) => {
    const lang = demoPageLanguage(request.cookies.lng, request.headers['accept-language']);
    const texts = demoPageTexts(lang);
    const styleNonce = randomBytes(16).toString('base64');
    // CSP source lists have no syntax for IPv6 literals ([::1]): such an entry is only a console
    // warning; a visitor on [::1] is covered by 'self', the callback being on the same address.
    const callbackOrigins = [
      ...new Set(
        registration
          .redirectUris()
          .map((uri) => new URL(uri))
          .filter((url) => !url.hostname.startsWith('['))
          .map((url) => url.origin),
      ),
    ];
    reply
      .code(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header(
        'content-security-policy',
        [
          "default-src 'none'",
          `style-src 'nonce-${styleNonce}'`,
          `form-action 'self' ${callbackOrigins.join(' ')}`,
          "frame-ancestors 'none'",
          "base-uri 'none'",
        ].join('; '),
      );
    if (outcome.kind === 'form')
      return reply.send(
        renderAuthorizeForm({
          lang,
          texts,
          styleNonce,
          requestId: outcome.requestId,
          name: outcome.person.name,
          email: outcome.person.email,
          ...(outcome.problems === undefined ? {} : { problems: outcome.problems }),
        }),
      );
    const message =
      outcome.kind === 'request-error' && outcome.reason === 'expired' ? texts.expired : texts.badRequest;
    return reply.send(renderRequestErrorPage({ lang, texts, styleNonce, message }));
  };

  const answer = (request: FastifyRequest, reply: FastifyReply, outcome: AuthorizeOutcome) => {
    if (outcome.kind === 'redirect') return reply.redirect(outcome.location, 302);
    const status = outcome.kind === 'request-error' || outcome.problems !== undefined ? 400 : 200;
    return sendPage(request, reply, outcome, status);
  };

  addEndpoint(app, demoOidcEndpoints.discovery, () => {
    const issuer = registration.issuer().href;
    return {
      issuer,
      authorization_endpoint: `${issuer}/authorize`,
      token_endpoint: `${issuer}/token`,
      userinfo_endpoint: `${issuer}/userinfo`,
      jwks_uri: `${issuer}/jwks`,
      response_types_supported: ['code'],
      grant_types_supported: ['authorization_code'],
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: ['RS256'],
      scopes_supported: ['openid', 'email', 'profile'],
      claims_supported: ['sub', 'iss', 'aud', 'exp', 'iat', 'nonce', 'email', 'email_verified', 'name'],
      token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
      code_challenge_methods_supported: ['S256'],
      authorization_response_iss_parameter_supported: true,
    };
  });

  addEndpoint(app, demoOidcEndpoints.jwks, () => ({ keys: [signingKey.publicJwk] }));

  /** A request the provider cannot read is a page saying so, never the site's error envelope. */
  const badRequestPage = (request: FastifyRequest, reply: FastifyReply) =>
    answer(request, reply, { kind: 'request-error', reason: 'bad_request' });

  addEndpoint(
    app,
    demoOidcEndpoints.authorizePage,
    ({ query }, { request, reply }) => answer(request, reply, service.authorize(query)),
    { answerInvalidInput: badRequestPage },
  );

  addEndpoint(
    app,
    demoOidcEndpoints.answerAuthorize,
    ({ body }, { request, reply }) => answer(request, reply, service.answer(body)),
    { answerInvalidInput: badRequestPage },
  );

  addEndpoint(
    app,
    demoOidcEndpoints.token,
    async ({ body }, { request, reply }) => {
      reply.header('pragma', 'no-cache');
      const outcome = await service.token(body, request.headers.authorization);
      if (outcome.ok) return outcome.tokens;
      if (outcome.basicChallenge) reply.header('www-authenticate', 'Basic realm="demo-oidc"');
      return reply.code(outcome.status).send(outcome.error);
    },
    {
      answerInvalidInput: (_request, reply) =>
        reply
          .code(400)
          .header('pragma', 'no-cache')
          .send({ error: 'invalid_request', error_description: 'malformed token request' }),
    },
  );

  addEndpoint(app, demoOidcEndpoints.userInfo, (_input, { request, reply }) => {
    const claims = service.userInfo(request.headers.authorization);
    if (claims !== undefined) return claims;
    return reply
      .code(401)
      .header('www-authenticate', 'Bearer error="invalid_token"')
      .send({ error: 'invalid_token' });
  });
}
