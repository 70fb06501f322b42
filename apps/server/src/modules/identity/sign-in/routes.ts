import { signInEndpoints } from '@parlay/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import { addEndpoint } from '../../../http/endpoint-route.ts';
import { callerOf } from '../caller.ts';
import type { PendingCookie } from './pending-cookie.ts';
import type { SignInAnswers } from './sign-in-answers.ts';
import type { SignInCompletion } from './sign-in-completion.ts';
import type { SignInService } from './sign-in-service.ts';

export interface SignInRoutesDeps {
  signIn: SignInService;
  completion: SignInCompletion;
  answers: SignInAnswers;
  pendingCookie: PendingCookie;
}

/** Sign-in methods (docs/identity-api.md "Sign-in"). */
export function registerSignInRoutes(app: FastifyInstance, deps: SignInRoutesDeps): void {
  const { signIn, completion, answers, pendingCookie } = deps;

  addEndpoint(app, signInEndpoints.login, async ({ body }, { request, reply }) =>
    answers.answer(request, reply, await signIn.login(body, callerOf(request))),
  );

  addEndpoint(app, signInEndpoints.loginPhone, async ({ body }, { request, reply }) =>
    answers.answer(request, reply, await signIn.loginPhone(body, callerOf(request))),
  );

  addEndpoint(app, signInEndpoints.sendSms, async ({ body }, { request, reply }) => {
    const { answer, pendingSubject } = await signIn.sendSms(body, callerOf(request));
    pendingCookie.set(reply, { kind: 'sms', subject: pendingSubject });
    return answer;
  });

  addEndpoint(app, signInEndpoints.smsCode, async ({ body }, { request, reply }) => {
    const pending = pendingCookie.read(request, 'sms');
    const outcome = await signIn.smsCode(
      { code: body['sms-code'], save: body.save, pendingSubject: pending?.subject },
      callerOf(request),
    );
    pendingCookie.clear(reply);
    return answers.answer(request, reply, outcome);
  });

  addEndpoint(app, signInEndpoints.twoStep, async ({ body }, { request, reply }) => {
    const outcome = await completion.completeTwoStep(
      { pending: answers.pendingTwoStep(request), code: body.code, save: body.save },
      callerOf(request),
    );
    answers.clearPending(reply);
    return answers.answer(request, reply, outcome);
  });
}
