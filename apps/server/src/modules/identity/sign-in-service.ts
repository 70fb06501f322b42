import type {
  LoginBody,
  LoginPhoneBody,
  SendSignInSmsBody,
  SmsCodeBody,
  TwoStepBody,
} from '@parlay/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { decodeCredential, normalisePhoneCode, phoneSubject } from './credentials.ts';
import type { SignInResult } from './identity-api.ts';
import type { IdentityCore } from './identity-core.ts';
import { codeExpired, invalidCode, invalidCredentials } from './identity-errors.ts';
import { renderMessage } from './message-texts.ts';
import { verifyPassword } from './passwords.ts';
import { requestLanguage } from './request-language.ts';

/** Lifetime of an SMS sign-in code. */
const smsCodeTtlSeconds = 5 * 60;

/**
 * The sign-in methods. Each one: fingerprint (password methods), throttle guard (captcha or
 * lockout), check the secret with the same work whether or not the account exists, count the
 * outcome, then `completeSignIn` (two-step or a fresh session).
 */
export function createSignInService(app: FastifyInstance, core: IdentityCore) {
  const { repository, pendingCookie } = core;

  return {
    async login(
      request: FastifyRequest,
      reply: FastifyReply,
      body: LoginBody & { save: boolean },
    ): Promise<SignInResult> {
      await app.fingerprint.require(request);
      const login = decodeCredential(body.uLogin, 'uLogin');
      const password = decodeCredential(body.uPassword, 'uPassword');
      const subject = { scope: 'sign-in' as const, account: login };
      await app.authThrottle.guard(request, subject);
      const user = await repository.findByLogin(login);
      if (!(await verifyPassword(user?.passwordHash, password)) || user === undefined) {
        await app.authThrottle.recordFailure(request, subject);
        throw invalidCredentials();
      }
      await app.authThrottle.recordSuccess(request, subject);
      return core.completeSignIn(request, reply, user.id, { save: body.save });
    },

    async loginPhone(
      request: FastifyRequest,
      reply: FastifyReply,
      body: LoginPhoneBody & { save: boolean },
    ): Promise<SignInResult> {
      await app.fingerprint.require(request);
      const password = decodeCredential(body.uPassword, 'uPassword');
      const phoneCode = normalisePhoneCode(body.country_code);
      const subject = { scope: 'sign-in' as const, account: phoneSubject(phoneCode, body.phone_number) };
      await app.authThrottle.guard(request, subject);
      const user = await repository.findByPhone(phoneCode, body.phone_number);
      if (!(await verifyPassword(user?.passwordHash, password)) || user === undefined) {
        await app.authThrottle.recordFailure(request, subject);
        throw invalidCredentials();
      }
      await app.authThrottle.recordSuccess(request, subject);
      return core.completeSignIn(request, reply, user.id, { save: body.save });
    },

    /** Sends a code when the phone has an account; answers the same either way (no enumeration). */
    async sendSms(request: FastifyRequest, reply: FastifyReply, body: SendSignInSmsBody) {
      const phoneCode = normalisePhoneCode(body['phone-code']);
      const phone = body['phone-number'];
      const subject = phoneSubject(phoneCode, phone);
      await app.authThrottle.guard(request, { scope: 'code', account: subject });
      const user = await repository.findByPhone(phoneCode, phone);
      let resendAfter = 60;
      if (user !== undefined) {
        const issued = await core.codes.issue({
          purpose: 'sms_sign_in',
          subject,
          ttlSeconds: smsCodeTtlSeconds,
        });
        resendAfter = issued.resendAfter;
        const text = renderMessage('sign_in_code', requestLanguage(request), { code: issued.code });
        await core.messages.send({ channel: 'sms', to: `${phoneCode}${phone}`, ...text, code: issued.code });
      }
      pendingCookie.set(reply, { kind: 'sms', subject });
      return { success: true as const, resend_after: resendAfter };
    },

    async smsCode(request: FastifyRequest, reply: FastifyReply, body: SmsCodeBody & { save: boolean }) {
      const pending = pendingCookie.read(request, 'sms');
      if (pending === undefined) throw invalidCode('sms-code');
      const subject = { scope: 'sign-in' as const, account: pending.subject };
      await app.authThrottle.guard(request, subject);
      const outcome = await core.codes.consume({
        purpose: 'sms_sign_in',
        subject: pending.subject,
        code: body['sms-code'],
      });
      if (outcome !== 'ok') {
        await app.authThrottle.recordFailure(request, subject);
        throw outcome === 'expired' ? codeExpired('sms-code') : invalidCode('sms-code');
      }
      const [phoneCode = '', phoneNumber = ''] = pending.subject.split(':');
      const user = await repository.findByPhone(phoneCode, phoneNumber);
      if (user === undefined) throw invalidCode('sms-code');
      await app.authThrottle.recordSuccess(request, subject);
      pendingCookie.clear(reply);
      return core.completeSignIn(request, reply, user.id, { save: body.save });
    },

    twoStep(request: FastifyRequest, reply: FastifyReply, body: TwoStepBody & { save: boolean }) {
      return core.completeTwoStep(request, reply, body.code, { save: body.save });
    },
  };
}
export type SignInService = ReturnType<typeof createSignInService>;
