import type { LoginBody, LoginPhoneBody, SendSignInSmsBody } from '@parlay/contract';
import type { AuthThrottle } from '../../auth-throttle/index.ts';
import type { Caller } from '../caller.ts';
import { decodeCredential, normalisePhoneCode, phoneSubject } from '../credentials.ts';
import type { MessageSender, OneTimeCodesPort } from '../identity-api.ts';
import { codeExpired, invalidCode, invalidCredentials } from '../identity-errors.ts';
import { renderMessage } from '../message-texts.ts';
import { verifyPassword } from '../passwords.ts';
import type { UsersRepository } from '../users-repository.ts';
import type { SignInCompletion, SignInOutcome } from './sign-in-completion.ts';
import { signInAccount } from './throttled-account.ts';

/** Lifetime of an SMS sign-in code. */
const smsCodeTtlSeconds = 5 * 60;

export interface SignInServiceDeps {
  repository: UsersRepository;
  completion: SignInCompletion;
  authThrottle: AuthThrottle;
  codes: OneTimeCodesPort;
  messages: MessageSender;
}

/**
 * The sign-in methods. Each one: find the account the identifier names, throttle guard (captcha or
 * lockout) on that account, check the secret with the same work whether or not the account exists,
 * count the outcome, then the completion (two-step or a fresh session). The look-up comes before the
 * guard so that every identifier of an account meets the one counter (`throttled-account.ts`); it
 * is the same work for known and unknown identifiers. The fingerprint of the password methods is
 * checked by their endpoint's guard.
 */
export function createSignInService({
  repository,
  completion,
  authThrottle,
  codes,
  messages,
}: SignInServiceDeps) {
  return {
    async login(body: LoginBody & { save: boolean }, caller: Caller): Promise<SignInOutcome> {
      const login = decodeCredential(body.uLogin, 'uLogin');
      const password = decodeCredential(body.uPassword, 'uPassword');
      const user = await repository.findByLogin(login);
      const subject = { scope: 'sign-in' as const, account: signInAccount(user, login) };
      await authThrottle.guard(caller, subject);
      if (!(await verifyPassword(user?.passwordHash, password)) || user === undefined) {
        await authThrottle.recordFailure(caller, subject);
        throw invalidCredentials();
      }
      await authThrottle.recordSuccess(caller, subject);
      return completion.complete(user.id, body.save);
    },

    async loginPhone(body: LoginPhoneBody & { save: boolean }, caller: Caller): Promise<SignInOutcome> {
      const password = decodeCredential(body.uPassword, 'uPassword');
      const phoneCode = normalisePhoneCode(body.country_code);
      const user = await repository.findByPhone(phoneCode, body.phone_number);
      const subject = {
        scope: 'sign-in' as const,
        account: signInAccount(user, phoneSubject(phoneCode, body.phone_number)),
      };
      await authThrottle.guard(caller, subject);
      if (!(await verifyPassword(user?.passwordHash, password)) || user === undefined) {
        await authThrottle.recordFailure(caller, subject);
        throw invalidCredentials();
      }
      await authThrottle.recordSuccess(caller, subject);
      return completion.complete(user.id, body.save);
    },

    /**
     * Sends a code when the phone has an account; answers the same either way (no enumeration).
     * `pendingSubject` is the phone the following sms-code call is for (the pending cookie).
     */
    async sendSms(body: SendSignInSmsBody, caller: Caller) {
      const phoneCode = normalisePhoneCode(body['phone-code']);
      const phone = body['phone-number'];
      const subject = phoneSubject(phoneCode, phone);
      await authThrottle.guard(caller, { scope: 'code', account: subject });
      const user = await repository.findByPhone(phoneCode, phone);
      let resendAfter = 60;
      if (user !== undefined) {
        const issued = await codes.issue({ purpose: 'sms_sign_in', subject, ttlSeconds: smsCodeTtlSeconds });
        resendAfter = issued.resendAfter;
        const text = renderMessage('sign_in_code', caller.language, { code: issued.code });
        await messages.send({ channel: 'sms', to: `${phoneCode}${phone}`, ...text, code: issued.code });
      }
      return { answer: { success: true as const, resend_after: resendAfter }, pendingSubject: subject };
    },

    /** The SMS code for `pendingSubject`, the phone of this browser's last send-sms. */
    async smsCode(
      input: { code: string; save: boolean; pendingSubject: string | undefined },
      caller: Caller,
    ): Promise<SignInOutcome> {
      const { pendingSubject } = input;
      if (pendingSubject === undefined) throw invalidCode('sms-code');
      const [phoneCode = '', phoneNumber = ''] = pendingSubject.split(':');
      const user = await repository.findByPhone(phoneCode, phoneNumber);
      const subject = { scope: 'sign-in' as const, account: signInAccount(user, pendingSubject) };
      await authThrottle.guard(caller, subject);
      const outcome = await codes.consume({
        purpose: 'sms_sign_in',
        subject: pendingSubject,
        code: input.code,
      });
      if (outcome !== 'ok') {
        await authThrottle.recordFailure(caller, subject);
        throw outcome === 'expired' ? codeExpired('sms-code') : invalidCode('sms-code');
      }
      if (user === undefined) throw invalidCode('sms-code');
      await authThrottle.recordSuccess(caller, subject);
      return completion.complete(user.id, input.save);
    },
  };
}
export type SignInService = ReturnType<typeof createSignInService>;
