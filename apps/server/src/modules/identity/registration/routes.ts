import { registrationEndpoints } from '@parlay/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import { addEndpoint } from '../../../http/endpoint-route.ts';
import { callerOf } from '../caller.ts';
import type { PendingSocialSource } from '../identity-api.ts';
import type { RequestSessions } from '../session/request-sessions.ts';
import type { EmailLinksService } from './email-links-service.ts';
import type { FastCredentialsCookie } from './fast-credentials-cookie.ts';
import { type RegistrationService, referralFrom } from './registration-service.ts';

export interface RegistrationRoutesDeps {
  registration: RegistrationService;
  emailLinks: EmailLinksService;
  sessions: RequestSessions;
  fastCredentials: FastCredentialsCookie;
  /** The social module's pending identities (soc_reg), once it has plugged them in. */
  pendingSocial(): PendingSocialSource | undefined;
}

/** Registration and the emailed-link calls (docs/identity-api.md "Registration"). */
export function registerRegistrationRoutes(app: FastifyInstance, deps: RegistrationRoutesDeps): void {
  const { registration, emailLinks, sessions, fastCredentials } = deps;

  addEndpoint(app, registrationEndpoints.register, async ({ body }, { request, reply }) => {
    const social = body.type === 'soc_reg' ? deps.pendingSocial() : undefined;
    const registered = await registration.register({
      body,
      caller: callerOf(request),
      referral: referralFrom(request.cookies),
      pendingSocial: social?.read(request) ?? null,
    });
    if (registered.generatedPassword !== undefined)
      fastCredentials.set(reply, registered.userId, registered.generatedPassword);
    social?.clear(reply);
    await sessions.open(request, reply, registered.userId, false);
    return registered.answer;
  });

  addEndpoint(app, registrationEndpoints.sendSms, ({ body }, { request }) =>
    registration.sendSms(body.phone_code, body.phone_number, callerOf(request)),
  );

  addEndpoint(app, registrationEndpoints.sendCredentials, ({ body }, { request, user }) =>
    emailLinks.sendCredentials({
      userId: user.userId,
      email: body.email,
      password: fastCredentials.read(request, user.userId),
      language: callerOf(request).language,
    }),
  );

  addEndpoint(app, registrationEndpoints.activate, async ({ body }, { request }) =>
    emailLinks.activate(body.token, (await sessions.read(request))?.userId ?? null),
  );
  addEndpoint(app, registrationEndpoints.activateFast, ({ body }) => emailLinks.activateFast(body.token));
  addEndpoint(app, registrationEndpoints.accountVerify, ({ body }) => emailLinks.accountVerify(body.token));
  addEndpoint(app, registrationEndpoints.stopNewsletter, ({ body }) => emailLinks.stopNewsletter(body.token));
}
