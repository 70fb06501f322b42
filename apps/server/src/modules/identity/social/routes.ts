import multipart from '@fastify/multipart';
import { socialEndpoints } from '@parlay/contract/endpoints';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { addEndpoint } from '../../../http/endpoint-route.ts';
import { malformedRequestError } from '../../../http/http-error.ts';
import { callerOf } from '../caller.ts';
import type { SignInAnswers } from '../sign-in/sign-in-answers.ts';
import type { OidcSignInService } from './oidc-sign-in-service.ts';
import type { GoogleOneTapService } from './one-tap-service.ts';
import type { SocialBindService } from './social-bind-service.ts';
import type { SocialCookies } from './social-cookies.ts';
import { pendingIdentityNotFoundError, providerNotConfiguredError } from './social-errors.ts';

export interface SocialRoutesDeps {
  oidc: OidcSignInService;
  oneTap: GoogleOneTapService;
  bind: SocialBindService;
  cookies: SocialCookies;
  answers: SignInAnswers;
}

/** The raw query as the provider sent it, for the OpenID Connect client to check (state, code, iss). */
function rawQueryOf(request: FastifyRequest): URLSearchParams {
  const queryStart = request.url.indexOf('?');
  return new URLSearchParams(queryStart === -1 ? '' : request.url.slice(queryStart + 1));
}

/**
 * The fields of a multipart form (the last of a repeated name). The plugin's own errors (limits, a
 * prototype key) keep their 4xx; a form its parser cannot read (no boundary, cut short) fails with
 * a bare error, which would be a 500: it is the request's fault, answered as malformed JSON is.
 */
async function multipartFields(request: FastifyRequest): Promise<Record<string, unknown>> {
  const fields: Record<string, unknown> = {};
  try {
    for await (const part of request.parts()) if (part.type === 'field') fields[part.fieldname] = part.value;
  } catch (error) {
    const status = (error as { statusCode?: unknown }).statusCode;
    throw typeof status === 'number' && status >= 400 && status < 500 ? error : malformedRequestError();
  }
  return fields;
}

export async function registerSocialRoutes(app: FastifyInstance, deps: SocialRoutesDeps): Promise<void> {
  const { oidc, oneTap, bind, cookies, answers } = deps;

  addEndpoint(app, socialEndpoints.providers, () => oidc.providers());

  addEndpoint(app, socialEndpoints.start, async ({ params, query }, { request, reply }) => {
    const started = await oidc.start(params.provider, query, { cookieLanguage: request.cookies.lng });
    cookies.flow.write(reply, started.flow);
    return started.location;
  });

  addEndpoint(app, socialEndpoints.callback, async ({ params }, { request, reply }) => {
    const flow = cookies.flow.read(request);
    cookies.flow.clear(reply);
    const result = await oidc.callback(params.provider, {
      flow,
      query: rawQueryOf(request),
      cookieLanguage: request.cookies.lng,
    });
    if (result.kind === 'pending') cookies.pending.write(reply, result.identity);
    if (result.kind === 'signed-in') {
      cookies.pending.clear(reply);
      await answers.answer(request, reply, result.outcome);
    }
    return result.location;
  });

  addEndpoint(app, socialEndpoints.pending, (_input, { request }) => {
    const pending = cookies.pending.read(request);
    if (pending === undefined) throw pendingIdentityNotFoundError();
    return { provider: pending.provider, email: pending.email, name: pending.name };
  });

  addEndpoint(app, socialEndpoints.oneTapClientId, () => {
    const clientId = oneTap.clientId();
    if (clientId === undefined) throw providerNotConfiguredError();
    return { clientId };
  });

  // One Tap posts a form: multipart (seed 000 §7) or url-encoded, parsed in this context only.
  await app.register(async (oneTapScope) => {
    await oneTapScope.register(multipart, {
      limits: { fields: 10, fieldSize: 16 * 1024, files: 0, parts: 10 },
    });
    oneTapScope.addHook('preValidation', async (request) => {
      if (request.isMultipart()) request.body = await multipartFields(request);
    });
    oneTapScope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 32 * 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    addEndpoint(oneTapScope, socialEndpoints.oneTap, async ({ body }, { request, reply }) => {
      const result = await oneTap.signIn(body, request.cookies.lng);
      if (result.pending !== undefined) cookies.pending.write(reply, result.pending);
      else await answers.answer(request, reply, result.outcome);
      return { redirectUrl: result.redirectUrl };
    });
  });

  addEndpoint(app, socialEndpoints.bind, async ({ body }, { request, reply }) => {
    const { outcome, waiting } = await bind.bind(body, cookies.pending.read(request), callerOf(request));
    if (waiting !== undefined) cookies.bind.write(reply, waiting);
    else cookies.pending.clear(reply);
    return answers.answer(request, reply, outcome);
  });

  addEndpoint(app, socialEndpoints.bindTwoStep, async ({ body }, { request, reply }) => {
    const outcome = await bind.bindTwoStep(
      {
        code: body.code,
        waiting: cookies.bind.read(request),
        pendingTwoStep: answers.pendingTwoStep(request),
      },
      callerOf(request),
    );
    answers.clearPending(reply);
    cookies.pending.clear(reply);
    cookies.bind.clear(reply);
    return answers.answer(request, reply, outcome);
  });
}
