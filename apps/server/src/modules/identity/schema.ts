import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { ActivationType, CodePurpose, RegistrationType } from './identity-api.ts';

/**
 * Players. Ids are drawn at random from the 10-digit numbers by the application (`user-ids.ts`),
 * not generated here: a sequence would tell how many players there are. Logins are stored as typed; email is stored
 * lower-cased (unique); a phone is its calling code plus national number, digits only.
 */
export const usersTable = pgTable(
  'users',
  {
    id: bigint('id', { mode: 'number' }).primaryKey(),
    login: varchar('login', { length: 64 }).notNull(),
    email: varchar('email', { length: 254 }),
    phoneCode: varchar('phone_code', { length: 4 }),
    phoneNumber: varchar('phone_number', { length: 15 }),
    passwordHash: text('password_hash').notNull(),
    countryId: integer('country_id').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    activationType: smallint('activation_type').$type<ActivationType>().notNull().default(0),
    /** 1 active (seed 001 user_status_id); other values are set by operators. */
    status: smallint('status').notNull().default(1),
    banLevel: smallint('ban_level').notNull().default(0),
    banVersion: smallint('ban_version').notNull().default(0),
    /** The site terms version the player last confirmed (0: none yet). */
    termsVersionConfirmed: integer('terms_version_confirmed').notNull().default(0),
    registrationType: varchar('registration_type', { length: 16 }).$type<RegistrationType>().notNull(),
    /** 0 declined bonuses, 1 sport, 2 casino. */
    bonusChoice: smallint('bonus_choice').notNull().default(0),
    /** Referral cookies seen at registration (ref, btag, utm_source…). */
    referral: jsonb('referral').$type<Record<string, string>>().notNull().default({}),
    isChangedPassword: boolean('is_changed_password').notNull().default(false),
    enableTwoFactorAuth: boolean('enable_two_factor_auth').notNull().default(false),
    enablePhoneBinding: boolean('enable_phone_binding').notNull().default(false),
    enableSecurityQuestion: boolean('enable_security_question').notNull().default(false),
    enableEmailAuth: boolean('enable_email_auth').notNull().default(false),
    /** Base32 TOTP secret: set at two-step setup, in force once `enable_two_factor_auth`. */
    totpSecret: varchar('totp_secret', { length: 64 }),
    /** The last accepted TOTP time step: a code is accepted once (RFC 6238 §5.2). */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    name: varchar('name', { length: 100 }),
    surname: varchar('surname', { length: 100 }),
    birthday: date('birthday', { mode: 'string' }),
    documentTypeId: smallint('document_type_id'),
    passport: varchar('passport', { length: 50 }),
    passportDate: date('passport_date', { mode: 'string' }),
    passportEndDate: date('passport_end_date', { mode: 'string' }),
    inn: varchar('inn', { length: 30 }),
    registrationAddress: varchar('registration_address', { length: 300 }),
    newsletter: boolean('newsletter').notNull().default(true),
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_login_unique').on(sql`lower(${table.login})`),
    unique('users_email_unique').on(table.email),
    unique('users_phone_unique').on(table.phoneCode, table.phoneNumber),
    check('users_activation_type', sql`${table.activationType} BETWEEN 0 AND 3`),
    check('users_bonus_choice', sql`${table.bonusChoice} BETWEEN 0 AND 2`),
    check(
      'users_registration_type',
      sql`${table.registrationType} IN ('fast_reg', 'phone_reg', 'full_reg', 'soc_reg')`,
    ),
    check('users_currency_format', sql`${table.currency} ~ '^[A-Z]{3}$'`),
    check('users_email_lower', sql`${table.email} = lower(${table.email})`),
    check(
      'users_phone_digits',
      sql`${table.phoneCode} ~ '^[0-9]{1,4}$' AND ${table.phoneNumber} ~ '^[0-9]{4,15}$'`,
    ),
  ],
);

/**
 * Signed-in sessions. The id is the SHA-256 (hex) of the cookie's random token, so a database
 * leak gives no usable cookie.
 */
export const sessionsTable = pgTable(
  'sessions',
  {
    id: varchar('id', { length: 64 }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => usersTable.id, { onDelete: 'cascade' }),
    csrfToken: varchar('csrf_token', { length: 64 }).notNull(),
    longLived: boolean('long_lived').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    idleExpiresAt: timestamp('idle_expires_at', { withTimezone: true }).notNull(),
    absoluteExpiresAt: timestamp('absolute_expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: varchar('ip', { length: 64 }),
    userAgent: varchar('user_agent', { length: 512 }),
  },
  (table) => [index('sessions_user_id').on(table.userId)],
);

/**
 * One-time codes sent by SMS or email. Only a hash of the code is kept; `attempts` counts wrong
 * tries so a 6-digit code cannot be guessed by brute force.
 */
export const oneTimeCodesTable = pgTable(
  'one_time_codes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    purpose: varchar('purpose', { length: 32 }).$type<CodePurpose>().notNull(),
    subject: varchar('subject', { length: 320 }).notNull(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    attempts: smallint('attempts').notNull().default(0),
  },
  (table) => [index('one_time_codes_purpose_subject').on(table.purpose, table.subject)],
);

/** Signed one-use tokens (activation, newsletter links…) already used: a replay is refused. */
export const usedTokensTable = pgTable('used_tokens', {
  tokenId: varchar('token_id', { length: 64 }).primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Every SMS and email the default sender "sent": the development outbox and a delivery log. */
export const messageOutboxTable = pgTable(
  'message_outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    channel: varchar('channel', { length: 8 }).$type<'sms' | 'email'>().notNull(),
    recipient: varchar('recipient', { length: 320 }).notNull(),
    subject: varchar('subject', { length: 300 }).notNull(),
    body: text('body').notNull(),
    code: varchar('code', { length: 32 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('message_outbox_recipient').on(table.recipient),
    check('message_outbox_channel', sql`${table.channel} IN ('sms', 'email')`),
  ],
);
