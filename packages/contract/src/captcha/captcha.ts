import { z } from 'zod';

/**
 * Captcha challenge codes (seed 001 §8), each a proof of work the browser does by itself: 100
 * SHA-256 (first sign-in escalation), 111 and 112 memory-hard scrypt (further sign-in failures, 112
 * longer), 113 SHA-256 of high difficulty (code-sending calls). The 400 envelope names one in
 * `captchaCode`; the client asks `GET /web-api/captcha/update?code=` for a challenge of it.
 */
export const captchaCodes = [100, 111, 112, 113] as const;
export const captchaCodeSchema = z.union([z.literal(100), z.literal(111), z.literal(112), z.literal(113)]);

/** Header that carries the token of a solved challenge when the refused request is repeated. */
export const captchaTokenHeader = 'x-captcha';

/** `GET /web-api/captcha/update` query; the code arrives as text in a query string. */
export const captchaUpdateQuerySchema = z.strictObject({
  code: z.coerce.number().pipe(captchaCodeSchema),
});
export type CaptchaUpdateQuery = z.infer<typeof captchaUpdateQuerySchema>;

const powSearchFields = {
  /** Hex digest of the answer: 32 bytes. */
  challenge: z.string().regex(/^[0-9a-f]{64}$/),
  salt: z.string().min(1),
  /** The answer is a whole number in [0, maxnumber]. */
  maxnumber: z.number().int().positive(),
};

/**
 * A proof of work in ALTCHA's scheme: find the whole number n in [0, maxnumber] whose digest is
 * `challenge`.
 * - `SHA-256`: challenge = hex(SHA-256(salt + n)), salt and n as UTF-8 text; the answer is n.
 * - `scrypt` (RFC 7914): key = scrypt(password: n in decimal, salt, N: cost, r: blockSize,
 *   p: parallelization, 32 bytes), challenge = hex(SHA-256(key)); the answer is hex(key), which only
 *   the work gives (with a few dozen numbers to try, answering n itself could be guessed).
 *   Memory-hard: each try needs 128 × cost × blockSize bytes at once (16 MiB at 2^14 and 8), so
 *   graphics cards and custom chips gain little over a phone.
 */
export const powChallengeSchema = z.discriminatedUnion('algorithm', [
  z.object({ algorithm: z.literal('SHA-256'), ...powSearchFields }),
  z.object({
    algorithm: z.literal('scrypt'),
    ...powSearchFields,
    /** scrypt's N: a power of two. */
    cost: z
      .number()
      .int()
      .min(2)
      .refine((n) => (n & (n - 1)) === 0, 'a power of two'),
    /** scrypt's r. */
    blockSize: z.number().int().positive(),
    /** scrypt's p. */
    parallelization: z.number().int().positive(),
  }),
]);
export type PowChallenge = z.infer<typeof powChallengeSchema>;

/** Server time in whole seconds since the epoch (seed 001 §7 "Captcha" `time`). */
const serverTimeSchema = z.number().int().nonnegative();

/**
 * A new challenge: `pow` is the work to do (every code is a proof of work, `kind` says so);
 * `expiresIn` is how many seconds the challenge can be answered.
 */
export const captchaChallengeSchema = z.object({
  id: z.string().min(1),
  code: captchaCodeSchema,
  kind: z.literal('pow'),
  time: serverTimeSchema,
  expiresIn: z.number().int().positive(),
  pow: powChallengeSchema,
});
export type CaptchaChallenge = z.infer<typeof captchaChallengeSchema>;

/**
 * `POST /web-api/captcha/validate` body: the challenge id and the proof of work's answer: the
 * number (as a number or its decimal text) for SHA-256, the hex key for scrypt.
 */
export const captchaValidateBodySchema = z.strictObject({
  id: z.string().min(1).max(64),
  captcha: z.union([z.string().max(64), z.number().int().nonnegative()]),
});
export type CaptchaValidateBody = z.infer<typeof captchaValidateBodySchema>;

/**
 * The answer of validate. `ok`: `token` goes into the `X-Captcha` header of the repeated request
 * (one use, `expiresIn` seconds, only for a request that asked for this challenge's code).
 * `error`: `error_message` is a dictionary key (captcha_error_wrong: try again with the same
 * challenge; captcha_error_expired: unknown, expired or out of attempts — ask for a new one).
 */
export const captchaValidateResponseSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('ok'),
    token: z.string().min(1),
    time: serverTimeSchema,
    expiresIn: z.number().int().positive(),
  }),
  z.object({
    type: z.literal('error'),
    error_message: z.enum(['captcha_error_wrong', 'captcha_error_expired']),
    time: serverTimeSchema,
    isLogoutUser: z.boolean(),
  }),
]);
export type CaptchaValidateResponse = z.infer<typeof captchaValidateResponseSchema>;

/** `GET /web-api/captcha/gettime`. */
export const captchaTimeResponseSchema = z.object({ time: serverTimeSchema });
export type CaptchaTimeResponse = z.infer<typeof captchaTimeResponseSchema>;
