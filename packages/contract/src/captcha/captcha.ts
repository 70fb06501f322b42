import { z } from 'zod';

/**
 * Captcha challenge codes (seed 001 §8): 100 proof of work, 111 image text, 112 longer image text,
 * 113 proof of work of high difficulty (code-sending calls). The 400 envelope names one in
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

/**
 * An ALTCHA-style proof of work: find the whole number n in [0, maxnumber] for which
 * hex(SHA-256(salt + n)) equals `challenge`.
 */
export const powChallengeSchema = z.object({
  algorithm: z.literal('SHA-256'),
  challenge: z.string().regex(/^[0-9a-f]{64}$/),
  salt: z.string().min(1),
  maxnumber: z.number().int().positive(),
});
export type PowChallenge = z.infer<typeof powChallengeSchema>;

/** Server time in whole seconds since the epoch (seed 001 §7 "Captcha" `time`). */
const serverTimeSchema = z.number().int().nonnegative();

/**
 * A new challenge. `image` is SVG markup (the text drawn as paths) for image kinds; `pow` the
 * work to do for proof-of-work kinds. `expiresIn` is how many seconds the challenge can be answered.
 */
export const captchaChallengeSchema = z.object({
  id: z.string().min(1),
  code: captchaCodeSchema,
  kind: z.enum(['pow', 'image']),
  time: serverTimeSchema,
  expiresIn: z.number().int().positive(),
  image: z.string().optional(),
  pow: powChallengeSchema.optional(),
});
export type CaptchaChallenge = z.infer<typeof captchaChallengeSchema>;

/**
 * `POST /web-api/captcha/validate` body: the challenge id and the answer — the text read from the
 * image, or the proof-of-work number (as a number or its decimal text).
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
