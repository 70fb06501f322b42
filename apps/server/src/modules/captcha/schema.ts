import type { CaptchaCode } from '@parlay/contract';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Captcha challenges and, once one is answered right, its one-use token. Answers are kept only as
 * an HMAC under a server key, tokens only as their SHA-256: a read of this table reveals neither.
 */
export const captchaChallengesTable = pgTable(
  'captcha_challenges',
  {
    /** Random, base64url: the client's handle on the challenge. */
    id: varchar('id', { length: 32 }).primaryKey(),
    /** 100, 111, 112 or 113 (packages/contract captcha.ts). */
    code: smallint('code').$type<CaptchaCode>().notNull(),
    /** Hex HMAC-SHA256 of `id:answer` (answer normalised) under the captcha key. */
    answerHash: varchar('answer_hash', { length: 64 }).notNull(),
    attemptsLeft: smallint('attempts_left').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Hex SHA-256 of the token given for the right answer; set once. */
    tokenHash: varchar('token_hash', { length: 64 }).unique('captcha_challenges_token_hash_unique'),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
    tokenUsedAt: timestamp('token_used_at', { withTimezone: true }),
  },
  (table) => [
    check('captcha_challenges_code', sql`${table.code} IN (100, 111, 112, 113)`),
    check('captcha_challenges_attempts_left', sql`${table.attemptsLeft} >= 0`),
    // Pruning old challenges scans by expiry.
    index('captcha_challenges_expires_at_idx').on(table.expiresAt),
  ],
);
