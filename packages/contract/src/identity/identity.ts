import { isSafeReturnPath } from '@parlay/domain';
import { z } from 'zod';

// Identity: session, tokens, sign-in, two-step, registration, password recovery and the message
// outbox. docs/identity-api.md is the overview; these schemas are the exact shapes.

/**
 * A credential as it travels (seed 001 §5 "credentials are encoded before sending"): base64 of
 * its UTF-8 bytes. The server decodes it; a value that is not base64 is a 400 VALIDATION_ERROR.
 */
export const encodedCredentialSchema = z.string().min(1).max(1024);

/** Country calling code, digits, an optional leading "+" ("7", "+380"). */
export const phoneCodeSchema = z.string().regex(/^\+?\d{1,4}$/, 'a calling code');
/** National phone number, digits only. */
export const phoneNumberSchema = z.string().regex(/^\d{4,15}$/, 'digits');
/** A one-time code as typed (SMS, email, authenticator app). */
export const oneTimeCodeSchema = z.string().regex(/^\d{4,8}$/, 'digits');
/** Password rules for new passwords (registration, recovery). */
export const newPasswordSchema = z.string().min(8).max(128);
/** A path on this site to go back to (packages/domain `isSafeReturnPath`: never another origin). */
export const returnUrlSchema = z.string().max(2048).refine(isSafeReturnPath, 'a path on this site');
/**
 * The fingerprint script's components hash, as the specification's payloads carry it; the server
 * relies on the signed X-Fingerprint header instead.
 */
const componentsDataSchema = z.string().max(128).optional();

/** `{status: 'signed_in', user_id}` (session cookie set) or `{status: 'two_step_required'}`. */
export const signInResultSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('signed_in'), user_id: z.int().positive() }),
  z.object({ status: z.literal('two_step_required') }),
]);
export type SignInResult = z.infer<typeof signInResultSchema>;

export const successResponseSchema = z.object({ success: z.literal(true) });
export type SuccessResponse = z.infer<typeof successResponseSchema>;

/** A code was sent; a new one may be asked for after `resend_after` seconds. */
export const codeSentResponseSchema = z.object({
  success: z.literal(true),
  resend_after: z.int().nonnegative(),
});
export type CodeSentResponse = z.infer<typeof codeSentResponseSchema>;

// Session and token.

/** `GET /web-api/session`: the keep-alive's plain-text answer. */
export const keepAliveResponseSchema = z.literal('ok');

/** `GET /web-api/user/check`: the session check. Signed out: user_id and login null. */
export const sessionCheckResponseSchema = z.object({
  user_id: z.int().positive().nullable(),
  login: z.string().nullable(),
  ban_level: z.int(),
  ban_version: z.int(),
  terms_changed: z.boolean(),
  csrf_token: z.string().nullable(),
  auto_logoff_minutes: z.int().positive().nullable(),
});
export type SessionCheckResponse = z.infer<typeof sessionCheckResponseSchema>;

export const getTokenQuerySchema = z.object({ force_refresh: z.enum(['true', 'false']).optional() });
export const tokenResponseSchema = z.object({ data: z.object({ token: z.string().min(1) }) });
export type TokenResponse = z.infer<typeof tokenResponseSchema>;
export const updateTokenBodySchema = z.object({ token: z.string().min(1).max(4096) });
export type UpdateTokenBody = z.infer<typeof updateTokenBodySchema>;

/** `GET /web-api/user/secure-data`: an opaque per-user id and a one-off grant for secure frames. */
export const secureDataResponseSchema = z.object({ ggru: z.string().min(1), grant: z.string().min(1) });
export type SecureDataResponse = z.infer<typeof secureDataResponseSchema>;

const zeroOne = z.union([z.literal(0), z.literal(1)]);

/** `GET /web-api/user/config` `result`: every field of seed 001 §3 "User config". */
export const userConfigSchema = z.object({
  disallow_line_sport: z.array(z.int()),
  disallow_live_sport: z.array(z.int()),
  phone_number: z.string().nullable(),
  phone_code: z.string().nullable(),
  user_email: z.string().nullable(),
  user_name: z.string(),
  user_country_code: z.string().nullable(),
  user_country_id: z.int(),
  /** 0 none, 1 email, 2 both, 3 phone. */
  activation_type: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
  user_ref_id: z.int().nonnegative(),
  user_msg_count: z.int().nonnegative(),
  user_hide_balance: zeroOne,
  changed_pass_day_count: z.int().nonnegative(),
  user_data: z.object({
    date_birthday: z.string().nullable(),
    document_type_id: z.int().nullable(),
    inn: z.string().nullable(),
    name: z.string().nullable(),
    passport: z.string().nullable(),
    passport_date: z.string().nullable(),
    passport_end_date: z.string().nullable(),
    registration_address: z.string().nullable(),
    surname: z.string().nullable(),
  }),
  protection_level: z.int().min(0).max(100).nullable(),
  protection_methods: z.object({
    is_changed_password: z.boolean(),
    enable_two_factor_auth: z.boolean(),
    enable_phone_binding: z.boolean(),
    enable_security_question: z.boolean(),
    enable_email_auth: z.boolean(),
  }),
  ban_level: z.int(),
  ban_version: z.int(),
  user_status_id: z.int(),
  verification_status: z.int(),
  verification_types: z.array(z.int()),
  verification_status_group_code: z.string().nullable(),
  requested_additional_document: z.boolean(),
  has_deposit: z.boolean(),
  is_need_identification: z.boolean(),
  is_identification_bonus: z.boolean(),
  remaining_days_to_activate: z.int().nonnegative().nullable(),
  isRequiredTransfer: z.boolean(),
});
export type UserConfig = z.infer<typeof userConfigSchema>;
export const userConfigResponseSchema = z.object({ result: userConfigSchema });
export type UserConfigResponse = z.infer<typeof userConfigResponseSchema>;

export const emptyBodySchema = z.object({}).optional();

export const disconnectResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type DisconnectResponse = z.infer<typeof disconnectResponseSchema>;

export const authRightsResponseSchema = z.object({
  authenticated: z.boolean(),
  methods: z.object({
    password: z.boolean(),
    phone: z.boolean(),
    sms: z.boolean(),
    two_step: z.boolean(),
    social: z.array(z.string()),
  }),
});
export type AuthRightsResponse = z.infer<typeof authRightsResponseSchema>;

export const confirmTermsResponseSchema = z.object({ success: z.literal(true), version: z.int().positive() });
export type ConfirmTermsResponse = z.infer<typeof confirmTermsResponseSchema>;

// Sign-in.

export const loginBodySchema = z.object({
  /** Login, email or user id; base64 (see encodedCredentialSchema). */
  uLogin: encodedCredentialSchema,
  uPassword: encodedCredentialSchema,
  save: z.boolean().default(false),
  componentsData: componentsDataSchema,
});
export type LoginBody = z.input<typeof loginBodySchema>;

export const loginPhoneBodySchema = z.object({
  phone_number: phoneNumberSchema,
  /** The phone's calling code ("7", "+380"). */
  country_code: phoneCodeSchema,
  uPassword: encodedCredentialSchema,
  save: z.boolean().default(false),
});
export type LoginPhoneBody = z.input<typeof loginPhoneBodySchema>;

export const sendSignInSmsBodySchema = z.object({
  'phone-number': phoneNumberSchema,
  'phone-code': phoneCodeSchema,
  /** Kept for the specification's payload; the captcha token travels in the X-Captcha header. */
  captcha: z.string().max(4096).optional(),
});
export type SendSignInSmsBody = z.infer<typeof sendSignInSmsBodySchema>;

export const smsCodeBodySchema = z.object({
  'sms-code': oneTimeCodeSchema,
  save: z.boolean().default(false),
});
export type SmsCodeBody = z.input<typeof smsCodeBodySchema>;

export const twoStepBodySchema = z.object({
  code: oneTimeCodeSchema,
  save: z.boolean().default(false),
});
export type TwoStepBody = z.input<typeof twoStepBodySchema>;

export const twoFactorSetupResponseSchema = z.object({
  secret: z.string().min(16),
  otpauth_url: z.string().startsWith('otpauth://'),
  qr_svg: z.string().startsWith('<svg'),
});
export type TwoFactorSetupResponse = z.infer<typeof twoFactorSetupResponseSchema>;
export const twoFactorCodeBodySchema = z.object({ code: oneTimeCodeSchema });
export type TwoFactorCodeBody = z.infer<typeof twoFactorCodeBodySchema>;

// Registration.

/** 0 declines bonuses, 1 sport bonus, 2 casino bonus. */
export const bonusChoiceSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export type BonusChoice = z.infer<typeof bonusChoiceSchema>;
export const registrationTypes = ['fast_reg', 'phone_reg', 'full_reg', 'soc_reg'] as const;
export type RegistrationTypeName = (typeof registrationTypes)[number];

const registrationCommon = {
  country_id: z.int().positive().max(100_000),
  currency: z.string().regex(/^[A-Z]{3}$/, 'three capital letters'),
  bonus_choice: bonusChoiceSchema,
  return_url: returnUrlSchema.optional(),
  componentsData: componentsDataSchema,
};

const personNameSchema = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(/^[\p{L}\p{M}' .-]+$/u, 'letters');

export const registrationBodySchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('fast_reg'),
    ...registrationCommon,
    promo_code: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,32}$/, 'letters and digits')
      .optional(),
  }),
  z.object({
    type: z.literal('phone_reg'),
    ...registrationCommon,
    phone_code: phoneCodeSchema,
    phone_number: phoneNumberSchema,
    sms_code: oneTimeCodeSchema,
    password: newPasswordSchema,
  }),
  z.object({
    type: z.literal('full_reg'),
    ...registrationCommon,
    email: z.email().max(254),
    password: newPasswordSchema,
    name: personNameSchema,
    surname: personNameSchema,
    birthday: z.iso.date(),
    phone_code: phoneCodeSchema.optional(),
    phone_number: phoneNumberSchema.optional(),
  }),
  z.object({ type: z.literal('soc_reg'), ...registrationCommon }),
]);
export type RegistrationBody = z.infer<typeof registrationBodySchema>;

export const registrationQuerySchema = z.object({
  lang: z
    .string()
    .regex(/^[a-z]{2}$/)
    .optional(),
});

export const registrationResponseSchema = z.object({
  status: z.literal('signed_in'),
  user_id: z.int().positive(),
  login: z.string(),
  /** Only for fast_reg: the generated password, shown once. */
  password: z.string().optional(),
  return_url: z.string(),
});
export type RegistrationResponse = z.infer<typeof registrationResponseSchema>;

export const registrationSendSmsBodySchema = z.object({
  phone_code: phoneCodeSchema,
  phone_number: phoneNumberSchema,
});
export type RegistrationSendSmsBody = z.infer<typeof registrationSendSmsBodySchema>;

export const sendCredentialsBodySchema = z.object({ email: z.email().max(254) });
export type SendCredentialsBody = z.infer<typeof sendCredentialsBodySchema>;

/** A signed link token (activation, account verification, newsletter stop); activation also takes the emailed code. */
export const linkTokenBodySchema = z.object({ token: z.string().min(4).max(2048) });
export type LinkTokenBody = z.infer<typeof linkTokenBodySchema>;

// Password recovery.

export const recoverySendBodySchema = z.discriminatedUnion('by', [
  z.object({
    by: z.literal('email'),
    email: z.email().max(254),
    lang: z
      .string()
      .regex(/^[a-z]{2}$/)
      .optional(),
  }),
  z.object({
    by: z.literal('sms'),
    phone_code: phoneCodeSchema,
    phone_number: phoneNumberSchema,
    lang: z
      .string()
      .regex(/^[a-z]{2}$/)
      .optional(),
  }),
]);
export type RecoverySendBody = z.infer<typeof recoverySendBodySchema>;

/** The recovery code is long enough to carry its account: see the server's recovery service. */
export const recoveryCodeSchema = z.string().regex(/^[A-Za-z0-9_-]{6,200}$/, 'a recovery code');
export const recoveryCheckBodySchema = z.object({ code: recoveryCodeSchema });
export type RecoveryCheckBody = z.infer<typeof recoveryCheckBodySchema>;
export const recoverySaveBodySchema = z.object({ code: recoveryCodeSchema, password: newPasswordSchema });
export type RecoverySaveBody = z.infer<typeof recoverySaveBodySchema>;

// Message outbox (development only).

export const outboxQuerySchema = z.object({ to: z.string().max(320).optional() });
export const outboxMessageSchema = z.object({
  id: z.int(),
  channel: z.enum(['sms', 'email']),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  code: z.string().nullable(),
  created_at: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
export const outboxResponseSchema = z.object({ messages: z.array(outboxMessageSchema) });
export type OutboxResponse = z.infer<typeof outboxResponseSchema>;
