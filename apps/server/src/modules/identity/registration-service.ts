import type { RegistrationBody } from '@parlay/contract';
import { errorCodes } from '@parlay/contract';
import { referralCookieNames, referralValueMaxLength } from '@parlay/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError, validationError } from '../../http/http-error.ts';
import { findGeoCountryById } from '../site-config/index.ts';
import { linkLifetimeSeconds } from './account-service.ts';
import { normalisePhoneCode, phoneSubject } from './credentials.ts';
import type { FastCredentialsCookie } from './fast-credentials-cookie.ts';
import type { IdentityUser, NewUserInput } from './identity-api.ts';
import type { IdentityCore } from './identity-core.ts';
import { codeExpired, invalidCode, registrationDisabled } from './identity-errors.ts';
import { renderMessage } from './message-texts.ts';
import { requestLanguage } from './request-language.ts';
import { generateReadablePassword, randomToken } from './secrets.ts';
import type { LinkTokens } from './signed-tokens.ts';

/** Whole years between a YYYY-MM-DD birthday and `today` (UTC). */
export function ageOn(birthday: string, today: Date): number {
  const [year = 0, month = 1, day = 1] = birthday.split('-').map(Number);
  let age = today.getUTCFullYear() - year;
  const beforeBirthday =
    today.getUTCMonth() + 1 < month || (today.getUTCMonth() + 1 === month && today.getUTCDate() < day);
  if (beforeBirthday) age -= 1;
  return age;
}

export interface RegistrationDeps {
  app: FastifyInstance;
  core: IdentityCore;
  linkTokens: LinkTokens;
  fastCredentials: FastCredentialsCookie;
  now?: () => number;
}

/**
 * Registration of the four types. Every type: registration must be open on this site (not a VIP
 * domain), the fingerprint is required, the country must exist, referral cookies and the bonus
 * choice are stored, the main account is opened, and the player is signed in.
 */
export function createRegistrationService({
  app,
  core,
  linkTokens,
  fastCredentials,
  now = Date.now,
}: RegistrationDeps) {
  function referralFrom(request: FastifyRequest): Record<string, string> {
    const referral: Record<string, string> = {};
    for (const name of referralCookieNames) {
      const value = request.cookies[name];
      if (typeof value === 'string' && value !== '') referral[name] = value.slice(0, referralValueMaxLength);
    }
    return referral;
  }

  async function sendActivation(user: IdentityUser, lang: string): Promise<void> {
    if (user.email === null) return;
    const issued = await core.codes.issue({
      purpose: 'email_activation',
      subject: user.email,
      ttlSeconds: linkLifetimeSeconds,
    });
    const token = linkTokens.issue('activate', user.id, linkLifetimeSeconds);
    const link = `${app.publicOrigin()}/${lang}/user/activate?token=${encodeURIComponent(token)}`;
    const text = renderMessage('activation', lang, { link, code: issued.code });
    await core.messages.send({ channel: 'email', to: user.email, ...text, code: issued.code });
  }

  return {
    async sendSms(request: FastifyRequest, phoneCodeInput: string, phoneNumber: string) {
      const phoneCode = normalisePhoneCode(phoneCodeInput);
      const subject = phoneSubject(phoneCode, phoneNumber);
      await app.authThrottle.guard(request, { scope: 'code', account: subject });
      // A taken phone gets no code, but the same answer: the form learns it only at submit.
      const taken = await core.repository.findByPhone(phoneCode, phoneNumber);
      if (taken === undefined) {
        const issued = await core.codes.issue({ purpose: 'phone_registration', subject });
        const text = renderMessage('registration_code', requestLanguage(request), { code: issued.code });
        await core.messages.send({
          channel: 'sms',
          to: `${phoneCode}${phoneNumber}`,
          ...text,
          code: issued.code,
        });
      }
      return { success: true as const, resend_after: 60 };
    },

    async register(request: FastifyRequest, reply: FastifyReply, body: RegistrationBody) {
      const lang = requestLanguage(request);
      const config = await core.configFor(request);
      if (config === undefined || !config.isRegistrationAllowed || config.isVipDomain)
        throw registrationDisabled();
      await app.fingerprint.require(request);
      if (findGeoCountryById(body.country_id) === undefined) {
        throw validationError({ country_id: 'main_validation_invalid_value' });
      }
      const common = {
        countryId: body.country_id,
        currency: body.currency,
        bonusChoice: body.bonus_choice,
        referral: referralFrom(request),
      } satisfies Partial<NewUserInput>;
      let user: IdentityUser;
      let password: string | undefined;

      switch (body.type) {
        case 'fast_reg': {
          password = generateReadablePassword();
          user = await core.users.create({
            ...common,
            password,
            registrationType: 'fast_reg',
            activationType: 0,
            referral: body.promo_code ? { ...common.referral, promo_code: body.promo_code } : common.referral,
          });
          fastCredentials.set(reply, user.id, password);
          break;
        }
        case 'phone_reg': {
          const phoneCode = normalisePhoneCode(body.phone_code);
          const subject = phoneSubject(phoneCode, body.phone_number);
          await app.authThrottle.guard(request, { scope: 'sign-in', account: subject });
          const outcome = await core.codes.consume({
            purpose: 'phone_registration',
            subject,
            code: body.sms_code,
          });
          if (outcome !== 'ok') {
            await app.authThrottle.recordFailure(request, { scope: 'sign-in', account: subject });
            throw outcome === 'expired' ? codeExpired('sms_code') : invalidCode('sms_code');
          }
          user = await core.users.create({
            ...common,
            password: body.password,
            phoneCode,
            phoneNumber: body.phone_number,
            registrationType: 'phone_reg',
            activationType: 3,
          });
          break;
        }
        case 'full_reg': {
          if (ageOn(body.birthday, new Date(now())) < config.minAge) {
            throw validationError({ birthday: 'auth_error_min_age' });
          }
          user = await core.users.create({
            ...common,
            password: body.password,
            email: body.email,
            name: body.name,
            surname: body.surname,
            birthday: body.birthday,
            phoneCode: body.phone_code === undefined ? null : normalisePhoneCode(body.phone_code),
            phoneNumber: body.phone_number ?? null,
            registrationType: 'full_reg',
            activationType: 1,
          });
          await sendActivation(user, lang);
          break;
        }
        case 'soc_reg': {
          const source = core.pendingSocialSource();
          const pending = source === undefined ? null : await source.read(request);
          if (source === undefined || pending === null) {
            throw new HttpError({
              status: 400,
              code: errorCodes.SOCIAL_IDENTITY_MISSING,
              messageKey: 'auth_error_social_missing',
            });
          }
          user = await core.users.create({
            ...common,
            // Nobody knows this password: the player signs in through the provider (or recovers one).
            password: randomToken(24),
            email: pending.email,
            name: pending.name,
            surname: pending.surname,
            emailConfirmed: pending.emailVerified,
            registrationType: 'soc_reg',
            activationType: pending.email === null ? 0 : 1,
          });
          await source.link(request, reply, user.id);
          break;
        }
      }

      await app.sessions.open(request, reply, user.id, false);
      return {
        status: 'signed_in' as const,
        user_id: user.id,
        login: user.login,
        ...(password === undefined ? {} : { password }),
        return_url: body.return_url ?? `/${lang}`,
      };
    },
  };
}
export type RegistrationService = ReturnType<typeof createRegistrationService>;
