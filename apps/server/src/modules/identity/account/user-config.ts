import type { UserConfig } from '@parlay/contract';
import { protectionLevelOf } from '@parlay/domain';
import type { UserRow } from '../users-repository.ts';

const dayMs = 86_400_000;
/** Days a player has to confirm their email before the site asks again (seed 001 remaining_days_to_activate). */
const activationDays = 30;

/** Protection level 0-100 of the methods the player has on (packages/domain `protectionLevelOf`). */
export function protectionLevel(user: UserRow): number {
  return protectionLevelOf({
    isChangedPassword: user.isChangedPassword,
    twoFactorAuth: user.enableTwoFactorAuth,
    phoneBinding: user.enablePhoneBinding || user.phoneNumber !== null,
    securityQuestion: user.enableSecurityQuestion,
    emailAuth: user.enableEmailAuth || user.emailConfirmedAt !== null,
  });
}

/** `GET /web-api/user/config` result for a user, every field of seed 001 §3 "User config". */
export function buildUserConfig(user: UserRow, countryCode: string | null, nowMs: number): UserConfig {
  const needsEmail =
    (user.activationType === 1 || user.activationType === 2) && user.emailConfirmedAt === null;
  const daysSinceRegistration = Math.floor((nowMs - user.createdAt.getTime()) / dayMs);
  return {
    disallow_line_sport: [],
    disallow_live_sport: [],
    phone_number: user.phoneNumber,
    phone_code: user.phoneCode,
    user_email: user.email,
    user_name: [user.name, user.surname].filter(Boolean).join(' ') || user.login,
    user_country_code: countryCode,
    user_country_id: user.countryId,
    activation_type: user.activationType,
    user_ref_id: Number(user.referral.ref ?? 0) || 0,
    user_msg_count: 0,
    user_hide_balance: 0,
    changed_pass_day_count: Math.max(0, Math.floor((nowMs - user.passwordChangedAt.getTime()) / dayMs)),
    user_data: {
      date_birthday: user.birthday,
      document_type_id: user.documentTypeId,
      inn: user.inn,
      name: user.name,
      passport: user.passport,
      passport_date: user.passportDate,
      passport_end_date: user.passportEndDate,
      registration_address: user.registrationAddress,
      surname: user.surname,
    },
    protection_level: protectionLevel(user),
    protection_methods: {
      is_changed_password: user.isChangedPassword,
      enable_two_factor_auth: user.enableTwoFactorAuth,
      enable_phone_binding: user.enablePhoneBinding,
      enable_security_question: user.enableSecurityQuestion,
      enable_email_auth: user.enableEmailAuth,
    },
    ban_level: user.banLevel,
    ban_version: user.banVersion,
    user_status_id: user.status,
    // No verification service yet: every player starts unverified with nothing requested.
    verification_status: 0,
    verification_types: [],
    verification_status_group_code: null,
    requested_additional_document: false,
    has_deposit: false,
    is_need_identification: false,
    is_identification_bonus: false,
    remaining_days_to_activate: needsEmail ? Math.max(0, activationDays - daysSinceRegistration) : null,
    isRequiredTransfer: false,
  };
}
