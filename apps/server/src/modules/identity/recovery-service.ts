import type { CookieSerializeOptions } from '@fastify/cookie';
import type { RecoverySendBody } from '@parlay/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { normalisePhoneCode, phoneSubject } from './credentials.ts';
import type { IdentityCore } from './identity-core.ts';
import { codeExpired, invalidCode } from './identity-errors.ts';
import { renderMessage } from './message-texts.ts';
import { requestLanguage } from './request-language.ts';

export const recoveryCookieName = 'parlay_recovery';
const recoveryCodeTtlSeconds = 15 * 60;

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

/**
 * Password recovery (seed 001 §4 "code, save, success, fail, exit, cancel, resend"): a code by
 * email or SMS, a check that tells a wrong code from an expired one, and a save that sets the new
 * password and ends every session of the account. Sending answers the same whether or not the
 * account exists.
 */
export function createRecoveryService(
  app: FastifyInstance,
  core: IdentityCore,
  cookieOptions: CookieSerializeOptions,
) {
  const { repository } = core;

  function subjectFrom(request: FastifyRequest, code: string) {
    const raw = request.cookies[recoveryCookieName];
    const unsigned = raw === undefined ? undefined : request.unsignCookie(raw);
    const cookieUserId = unsigned?.valid && unsigned.value !== null ? unsigned.value : undefined;
    const parsed = parseRecoveryCode(code, cookieUserId);
    return parsed === undefined
      ? undefined
      : { subject: `user:${parsed.userId}`, userId: Number(parsed.userId), digits: parsed.digits };
  }

  async function verify(request: FastifyRequest, code: string, consume: boolean) {
    const parsed = subjectFrom(request, code);
    const throttle = { scope: 'sign-in' as const, account: parsed?.subject ?? 'recovery' };
    await app.authThrottle.guard(request, throttle);
    if (parsed === undefined) throw invalidCode();
    const input = { purpose: 'password_recovery' as const, subject: parsed.subject, code: parsed.digits };
    const outcome = consume ? await core.codes.consume(input) : await core.codes.check(input);
    if (outcome === 'expired') throw codeExpired();
    if (outcome === 'invalid') {
      await app.authThrottle.recordFailure(request, throttle);
      throw invalidCode();
    }
    return parsed.userId;
  }

  return {
    async send(request: FastifyRequest, reply: FastifyReply, body: RecoverySendBody) {
      const lang = body.lang ?? requestLanguage(request);
      const account =
        body.by === 'email' ? body.email.toLowerCase() : phoneSubject(body.phone_code, body.phone_number);
      await app.authThrottle.guard(request, { scope: 'code', account });
      const user =
        body.by === 'email'
          ? await repository.findByEmail(body.email)
          : await repository.findByPhone(normalisePhoneCode(body.phone_code), body.phone_number);
      // Unknown accounts get the same answer and a cookie that leads nowhere: no enumeration.
      reply.setCookie(recoveryCookieName, String(user?.id ?? 0), {
        ...cookieOptions,
        httpOnly: true,
        sameSite: 'strict',
        signed: true,
        maxAge: recoveryCodeTtlSeconds,
      });
      if (user !== undefined) {
        const issued = await core.codes.issue({
          purpose: 'password_recovery',
          subject: `user:${user.id}`,
          ttlSeconds: recoveryCodeTtlSeconds,
        });
        const link = `${app.publicOrigin()}/${lang}/user/passwordreset?code=${user.id}-${issued.code}`;
        const text = renderMessage('recovery', lang, { code: issued.code, link });
        const to = body.by === 'email' ? body.email.toLowerCase() : `${user.phoneCode}${user.phoneNumber}`;
        await core.messages.send({
          channel: body.by === 'email' ? 'email' : 'sms',
          to,
          ...text,
          code: issued.code,
        });
      }
      return { success: true as const, resend_after: 60 };
    },

    async check(request: FastifyRequest, code: string) {
      await verify(request, code, false);
      return { success: true as const };
    },

    async save(request: FastifyRequest, reply: FastifyReply, code: string, password: string) {
      const userId = await verify(request, code, true);
      await core.users.setPassword(userId, password);
      await core.revokeAllSessions(userId);
      reply.clearCookie(recoveryCookieName, { ...cookieOptions, httpOnly: true, sameSite: 'strict' });
      await app.authThrottle.recordSuccess(request, { scope: 'sign-in', account: `user:${userId}` });
      return { success: true as const };
    },
  };
}
export type RecoveryService = ReturnType<typeof createRecoveryService>;
