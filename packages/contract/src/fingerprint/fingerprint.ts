import { z } from 'zod';

/** Header that carries the fingerprint token on the calls that need one (sign-in, registration). */
export const fingerprintTokenHeader = 'x-fingerprint';

/** `POST /web-api/fingerprint` body: the lowercase hex SHA-256 of the browser's collected properties. */
export const fingerprintBodySchema = z.strictObject({
  componentsData: z.string().regex(/^[0-9a-f]{64}$/, 'a lowercase hex SHA-256'),
});
export type FingerprintBody = z.infer<typeof fingerprintBodySchema>;

/** The signed fingerprint token and when it stops being accepted (ms since the epoch). */
export const fingerprintTokenResponseSchema = z.object({
  token: z.string().min(1),
  expiresAt: z.number().int().positive(),
});
export type FingerprintTokenResponse = z.infer<typeof fingerprintTokenResponseSchema>;

/** `GET /web-api/fingerprint/fp.js`: the script's source (defines `window.parlayFingerprint`). */
export const fingerprintScriptSchema = z.string();
