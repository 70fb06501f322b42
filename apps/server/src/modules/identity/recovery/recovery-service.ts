import type { RecoverySendBody } from '@parlay/contract';
import { hmacBase64Url } from '../../../security/crypto.ts';
import type { AuthThrottle } from '../../auth-throttle/index.ts';
import type { Caller } from '../caller.ts';
import { normalisePhoneCode, phoneSubject } from '../credentials.ts';
import type { MessageSender, OneTimeCodesPort, UsersPort } from '../identity-api.ts';
import { codeExpired, invalidCode } from '../identity-errors.ts';
import { renderMessage } from '../message-texts.ts';
import type { UsersRepository } from '../users-repository.ts';

/** How long a recovery code (and the cookie naming its subject) lasts. */
export const recoveryCodeTtlSeconds = 15 * 60;

const purpose = 'password_recovery';

const userSubject = (userId: number | string) => `user:${userId}`;

/** The account a code's subject is about; none for the subject of an unknown recipient. */
function userIdOfSubject(subject: string): number | undefined {
  const match = /^user:(\d{1,15})$/.exec(subject);
  return match ? Number(match[1]) : undefined;
}

/**
 * A recovery code as the player has it: the six digits typed from the SMS or email (the subject
 * comes from the `parlay_recovery` cookie set by the send), or `<user id>-<digits>` from the
 * emailed link (opened perhaps in another browser).
 */
function parseRecoveryCode(code: string, cookieSubject: string | undefined) {
  const linked = /^(\d{1,15})-(\d{6})$/.exec(code);
  if (linked) return { subject: userSubject(linked[1] as string), digits: linked[2] as string };
  if (/^\d{6}$/.test(code) && cookieSubject !== undefined) return { subject: cookieSubject, digits: code };
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
  /**
   * Keys the subject of an email or phone without an account (`unknown:` and a keyed hash): stable
   * for one recipient, as a user id is, and without the address in clear in the codes table.
   */
  unknownRecipientKey: Buffer;
}

/** A code as typed, with the subject of this browser's send (the `parlay_recovery` cookie), if any. */
export interface RecoveryCodeInput {
  code: string;
  cookieSubject: string | undefined;
}

/**
 * Password recovery (seed 001 §4 "code, save, success, fail, exit, cancel, resend"): a code by
 * email or SMS, a check that tells a wrong code from an expired one, and a save that sets the new
 * password and ends every session of the account.
 *
 * Nothing tells whether the email or phone has an account (issue 9 point 5): the answer, the cookie
 * (a sealed subject of one length) and the work before the answer are the same. An unknown recipient
 * gets a decoy code under a subject of its own, written as a real code is, so its checks do what a
 * wrong code's do and fail as one; the message, which only a known account gets, leaves after the
 * answer (`deliver`).
 */
export function createRecoveryService(deps: RecoveryServiceDeps) {
  const { repository, users, codes, messages, authThrottle } = deps;

  async function verify({ code, cookieSubject }: RecoveryCodeInput, caller: Caller, consume: boolean) {
    const parsed = parseRecoveryCode(code, cookieSubject);
    const knownUserId = parsed === undefined ? undefined : userIdOfSubject(parsed.subject);
    // Wrong codes count against the account, on the counter its sign-ins share; a decoy's subject
    // (an unknown recipient) is counted alike under its own name.
    const throttle = {
      scope: 'sign-in' as const,
      account: knownUserId !== undefined ? { userId: knownUserId } : (parsed?.subject ?? 'recovery'),
    };
    await authThrottle.guard(caller, throttle);
    if (parsed === undefined) throw invalidCode();
    const input = { purpose, subject: parsed.subject, code: parsed.digits } as const;
    const outcome = consume ? await codes.consume(input) : await codes.check(input);
    if (outcome === 'expired') throw codeExpired();
    if (outcome === 'invalid' || knownUserId === undefined) {
      await authThrottle.recordFailure(caller, throttle);
      throw invalidCode();
    }
    return knownUserId;
  }

  return {
    /**
     * Issues the code (a decoy for an unknown recipient). `subject` is for the browser's recovery
     * cookie; `deliver` sends the message, to be run once the answer has gone out.
     */
    async send(body: RecoverySendBody, caller: Caller) {
      const lang = body.lang ?? caller.language;
      const recipient =
        body.by === 'email' ? body.email.toLowerCase() : phoneSubject(body.phone_code, body.phone_number);
      await authThrottle.guard(caller, { scope: 'code', account: recipient });
      const user =
        body.by === 'email'
          ? await repository.findByEmail(body.email)
          : await repository.findByPhone(normalisePhoneCode(body.phone_code), body.phone_number);
      const answer = { success: true as const, resend_after: 60 };
      if (user === undefined) {
        const subject = `unknown:${hmacBase64Url(deps.unknownRecipientKey, recipient).slice(0, 22)}`;
        await codes.issueDecoy({ purpose, subject, ttlSeconds: recoveryCodeTtlSeconds });
        return { answer, subject, deliver: async () => {} };
      }
      const subject = userSubject(user.id);
      const issued = await codes.issue({ purpose, subject, ttlSeconds: recoveryCodeTtlSeconds });
      const deliver = () => {
        const link = `${deps.publicOrigin()}/${lang}/user/passwordreset?code=${user.id}-${issued.code}`;
        const text = renderMessage('recovery', lang, { code: issued.code, link });
        const to = body.by === 'email' ? recipient : `${user.phoneCode}${user.phoneNumber}`;
        return messages.send({
          channel: body.by === 'email' ? 'email' : 'sms',
          to,
          ...text,
          code: issued.code,
        });
      };
      return { answer, subject, deliver };
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
