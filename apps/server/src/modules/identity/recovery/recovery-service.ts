import type { RecoverySendBody } from '@parlay/contract';
import type { AuthThrottle } from '../../auth-throttle/index.ts';
import type { Caller } from '../caller.ts';
import { normalisePhoneCode, phoneSubject } from '../credentials.ts';
import type { MessageSender, OneTimeCodesPort, UsersPort } from '../identity-api.ts';
import { codeExpired, invalidCode } from '../identity-errors.ts';
import { renderMessage } from '../message-texts.ts';
import type { UsersRepository } from '../users-repository.ts';

/** How long a recovery code (and the cookie naming its account) lasts. */
export const recoveryCodeTtlSeconds = 15 * 60;

/**
 * A recovery code as the player has it: the six digits typed from the SMS or email (the account
 * comes from the `parlay_recovery` cookie set by the send), or `<user id>-<digits>` from the
 * emailed link (opened perhaps in another browser).
 */
function parseRecoveryCode(code: string, cookieUserId: string | undefined) {
  const linked = /^(\d{1,15})-(\d{6})$/.exec(code);
  if (linked) return { userId: linked[1] as string, digits: linked[2] as string };
  if (/^\d{6}$/.test(code) && cookieUserId !== undefined) return { userId: cookieUserId, digits: code };
  return undefined;
}

export interface RecoveryServiceDeps {
  repository: UsersRepository;
  users: UsersPort;
  codes: OneTimeCodesPort;
  messages: MessageSender;
  authThrottle: AuthThrottle;
  /** Ends every session of the account once its password changed. */
  revokeAllSessions(userId: number): Promise<void>;
  /** Where visitors reach the site: the mailed link is absolute. */
  publicOrigin(): string;
}

/** A code as typed, with the account the send named (the `parlay_recovery` cookie), if any. */
export interface RecoveryCodeInput {
  code: string;
  cookieUserId: string | undefined;
}

/**
 * Password recovery (seed 001 §4 "code, save, success, fail, exit, cancel, resend"): a code by
 * email or SMS, a check that tells a wrong code from an expired one, and a save that sets the new
 * password and ends every session of the account. Sending answers the same whether or not the
 * account exists.
 */
export function createRecoveryService(deps: RecoveryServiceDeps) {
  const { repository, users, codes, messages, authThrottle } = deps;

  async function verify({ code, cookieUserId }: RecoveryCodeInput, caller: Caller, consume: boolean) {
    const parsed = parseRecoveryCode(code, cookieUserId);
    const subject = parsed === undefined ? undefined : `user:${parsed.userId}`;
    // Wrong codes count against the account, on the counter its sign-ins share.
    const throttle = {
      scope: 'sign-in' as const,
      account: parsed === undefined ? 'recovery' : { userId: Number(parsed.userId) },
    };
    await authThrottle.guard(caller, throttle);
    if (parsed === undefined || subject === undefined) throw invalidCode();
    const input = { purpose: 'password_recovery' as const, subject, code: parsed.digits };
    const outcome = consume ? await codes.consume(input) : await codes.check(input);
    if (outcome === 'expired') throw codeExpired();
    if (outcome === 'invalid') {
      await authThrottle.recordFailure(caller, throttle);
      throw invalidCode();
    }
    return Number(parsed.userId);
  }

  return {
    /**
     * Sends the code; `accountId` is the account the browser's recovery cookie is to name (0 for
     * an unknown one: the cookie then leads nowhere, and the answer is the same).
     */
    async send(body: RecoverySendBody, caller: Caller) {
      const lang = body.lang ?? caller.language;
      const account =
        body.by === 'email' ? body.email.toLowerCase() : phoneSubject(body.phone_code, body.phone_number);
      await authThrottle.guard(caller, { scope: 'code', account });
      const user =
        body.by === 'email'
          ? await repository.findByEmail(body.email)
          : await repository.findByPhone(normalisePhoneCode(body.phone_code), body.phone_number);
      if (user !== undefined) {
        const issued = await codes.issue({
          purpose: 'password_recovery',
          subject: `user:${user.id}`,
          ttlSeconds: recoveryCodeTtlSeconds,
        });
        const link = `${deps.publicOrigin()}/${lang}/user/passwordreset?code=${user.id}-${issued.code}`;
        const text = renderMessage('recovery', lang, { code: issued.code, link });
        const to = body.by === 'email' ? body.email.toLowerCase() : `${user.phoneCode}${user.phoneNumber}`;
        await messages.send({
          channel: body.by === 'email' ? 'email' : 'sms',
          to,
          ...text,
          code: issued.code,
        });
      }
      return { answer: { success: true as const, resend_after: 60 }, accountId: user?.id ?? 0 };
    },

    async check(input: RecoveryCodeInput, caller: Caller) {
      await verify(input, caller, false);
      return { success: true as const };
    },

    async save(input: RecoveryCodeInput & { password: string }, caller: Caller) {
      const userId = await verify(input, caller, true);
      await users.setPassword(userId, input.password);
      await deps.revokeAllSessions(userId);
      await authThrottle.recordSuccess(caller, { scope: 'sign-in', account: { userId } });
      return { success: true as const };
    },
  };
}
export type RecoveryService = ReturnType<typeof createRecoveryService>;
