import { signInEndpoints } from '@parlay/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import { addEndpoint } from '../../../http/endpoint-route.ts';
import { callerOf } from '../caller.ts';
import type { SignInAnswers } from '../sign-in/sign-in-answers.ts';
import type { LinkSignInService } from './link-sign-in-service.ts';
import type { SendLinkService } from './send-link-service.ts';

export function registerTokenLinkRoutes(
  app: FastifyInstance,
  deps: { linkSignIn: LinkSignInService; sendLink: SendLinkService; answers: SignInAnswers },
): void {
  const { linkSignIn, sendLink, answers } = deps;

  addEndpoint(app, signInEndpoints.sendLink, async ({ body }, { request }) => {
    await sendLink.send(body, callerOf(request));
    return { success: true as const };
  });

  addEndpoint(app, signInEndpoints.token, async ({ body }, { request, reply }) =>
    answers.answer(request, reply, await linkSignIn.signIn(body, callerOf(request))),
  );
}
