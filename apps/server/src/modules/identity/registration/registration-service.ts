import type { RegistrationBody, RegistrationResponse, SiteConfig } from '@parlay/contract';
import { errorCodes } from '@parlay/contract';
import { referralCookieNames, referralValueMaxLength } from '@parlay/domain';
import { HttpError, validationError } from '../../../http/http-error.ts';
import { randomToken } from '../../../security/crypto.ts';
import type { AuthThrottle } from '../../auth-throttle/index.ts';
import { findGeoCountryById } from '../../site-config/index.ts';
import type { Caller } from '../caller.ts';
import { normalisePhoneCode, phoneSubject } from '../credentials.ts';
import type {
  IdentityUser,
  MessageSender,
  NewUserInput,
  OneTimeCodesPort,
  PendingSocialIdentity,
  UsersPort,
} from '../identity-api.ts';
import { codeExpired, invalidCode, registrationDisabled } from '../identity-errors.ts';
import { renderMessage } from '../message-texts.ts';
import { generateReadablePassword } from '../readable-password.ts';
import type { LinkTokens } from '../signed-tokens.ts';
import type { UsersRepository } from '../users-repository.ts';
import { linkLifetimeSeconds } from './email-links-service.ts';

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
  users: UsersPort;
  repository: UsersRepository;
  codes: OneTimeCodesPort;
  messages: MessageSender;
  authThrottle: AuthThrottle;
  linkTokens: LinkTokens;
  /** The site configuration of a language (registration open, minimum age). */
  configFor(language: string): Promise<SiteConfig | undefined>;
  /** Links a pending social identity to its new player (soc_reg). */
  linkSocialIdentity(identity: PendingSocialIdentity, userId: number): Promise<void>;
  /** Where visitors reach the site: mailed links are absolute. */
  publicOrigin(): string;
  now?: () => number;
}

/** What a registration needs of the request besides its body. */
export interface RegistrationRequest {
  body: RegistrationBody;
  caller: Caller;
  /** Referral parameters the visitor arrived with (the cookies of `referralCookieNames`). */
  referral: Record<string, string>;
  /** The pending social identity of the browser (soc_reg), or null. */
  pendingSocial: PendingSocialIdentity | null;
}

/** A registered player: the answer, and what the route keeps for the browser. */
export interface Registered {
  answer: RegistrationResponse;
  userId: number;
  /** fast_reg's generated password, kept an hour for send-credentials. */
  generatedPassword: string | undefined;
}

/** The referral cookies of a request's cookies, as registration keeps them (each at most `referralValueMaxLength`). */
export function referralFrom(cookies: Readonly<Record<string, string | undefined>>): Record<string, string> {
  const referral: Record<string, string> = {};
  for (const name of referralCookieNames) {
    const value = cookies[name];
    if (typeof value === 'string' && value !== '') referral[name] = value.slice(0, referralValueMaxLength);
  }
  return referral;
}

/**
 * Registration of the four types. Every type: registration must be open on this site (not a VIP
 * domain), the country must exist, referral cookies and the bonus choice are stored, and the
 * player is signed in (by the route). The fingerprint is checked by the endpoint's guard; the main
 * account is opened by whoever follows `user.registered`.
 */
export function createRegistrationService(deps: RegistrationDeps) {
  const { users, repository, codes, messages, authThrottle, linkTokens, now = Date.now } = deps;

  async function sendActivation(user: IdentityUser, lang: string): Promise<void> {
    if (user.email === null) return;
    const issued = await codes.issue({
      purpose: 'email_activation',
      subject: user.email,
      ttlSeconds: linkLifetimeSeconds,
    });
    const token = linkTokens.issue('activate', user.id, linkLifetimeSeconds);
    const link = `${deps.publicOrigin()}/${lang}/user/activate?token=${encodeURIComponent(token)}`;
    const text = renderMessage('activation', lang, { link, code: issued.code });
    await messages.send({ channel: 'email', to: user.email, ...text, code: issued.code });
  }

  return {
    async sendSms(phoneCodeInput: string, phoneNumber: string, caller: Caller) {
      const phoneCode = normalisePhoneCode(phoneCodeInput);
      const subject = phoneSubject(phoneCode, phoneNumber);
      await authThrottle.guard(caller, { scope: 'code', account: subject });
      // A taken phone gets no code, but the same answer: the form learns it only at submit.
      const taken = await repository.findByPhone(phoneCode, phoneNumber);
      if (taken === undefined) {
        const issued = await codes.issue({ purpose: 'phone_registration', subject });
        const text = renderMessage('registration_code', caller.language, { code: issued.code });
        await messages.send({ channel: 'sms', to: `${phoneCode}${phoneNumber}`, ...text, code: issued.code });
      }
      return { success: true as const, resend_after: 60 };
    },

    async register({ body, caller, referral, pendingSocial }: RegistrationRequest): Promise<Registered> {
      const lang = caller.language;
      const config = await deps.configFor(lang);
      if (config === undefined || !config.isRegistrationAllowed || config.isVipDomain)
        throw registrationDisabled();
      if (findGeoCountryById(body.country_id) === undefined) {
        throw validationError({ country_id: 'main_validation_invalid_value' });
      }
      const common = {
        countryId: body.country_id,
        currency: body.currency,
        bonusChoice: body.bonus_choice,
        referral,
      } satisfies Partial<NewUserInput>;
      let user: IdentityUser;
      let password: string | undefined;

      switch (body.type) {
        case 'fast_reg': {
          password = generateReadablePassword();
          user = await users.create({
            ...common,
            password,
            registrationType: 'fast_reg',
            activationType: 0,
            referral: body.promo_code ? { ...common.referral, promo_code: body.promo_code } : common.referral,
          });
          break;
        }
        case 'phone_reg': {
          const phoneCode = normalisePhoneCode(body.phone_code);
          const subject = phoneSubject(phoneCode, body.phone_number);
          await authThrottle.guard(caller, { scope: 'sign-in', account: subject });
          const outcome = await codes.consume({
            purpose: 'phone_registration',
            subject,
            code: body.sms_code,
          });
          if (outcome !== 'ok') {
            await authThrottle.recordFailure(caller, { scope: 'sign-in', account: subject });
            throw outcome === 'expired' ? codeExpired('sms_code') : invalidCode('sms_code');
          }
          user = await users.create({
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
          user = await users.create({
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
          if (pendingSocial === null) {
            throw new HttpError({
              status: 400,
              code: errorCodes.SOCIAL_IDENTITY_MISSING,
              messageKey: 'auth_error_social_missing',
            });
          }
          user = await users.create({
            ...common,
            // Nobody knows this password: the player signs in through the provider (or recovers one).
            password: randomToken(24),
            email: pendingSocial.email,
            name: pendingSocial.name,
            surname: pendingSocial.surname,
            emailConfirmed: pendingSocial.emailVerified,
            registrationType: 'soc_reg',
            activationType: pendingSocial.email === null ? 0 : 1,
          });
          await deps.linkSocialIdentity(pendingSocial, user.id);
          break;
        }
      }

      return {
        answer: {
          status: 'signed_in',
          user_id: user.id,
          login: user.login,
          ...(password === undefined ? {} : { password }),
          return_url: body.return_url ?? `/${lang}`,
        },
        userId: user.id,
        generatedPassword: password,
      };
    },
  };
}
export type RegistrationService = ReturnType<typeof createRegistrationService>;
