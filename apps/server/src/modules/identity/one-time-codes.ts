import { randomDigits, randomToken, safeEqual, sha256Hex } from '../../security/crypto.ts';
import type { CodesRepository } from './codes-repository.ts';
import type { CodeCheck, CodePurpose, OneTimeCodesPort } from './identity-api.ts';

/** Wrong tries after which a code is dead (1 in 200 000 odds of guessing a 6-digit code). */
export const maxCodeAttempts = 5;
export const defaultCodeTtlSeconds = 10 * 60;
/** A new code for the same subject may be asked for after this long. */
export const codeResendSeconds = 60;
const codeLength = 6;

/**
 * One-time codes: 6 random digits, stored as a SHA-256 bound to purpose and subject, expiring,
 * one use, at most `maxCodeAttempts` wrong tries. A wrong code and an expired code are told apart
 * (seed 001 §5: the recovery check distinguishes a wrong code from time-up).
 */
export function createOneTimeCodes(
  repository: CodesRepository,
  now: () => number = Date.now,
): OneTimeCodesPort {
  const hashOf = (purpose: CodePurpose, subject: string, code: string) =>
    sha256Hex(`${purpose}\n${subject}\n${code}`);

  async function verify(
    input: { purpose: CodePurpose; subject: string; code: string },
    consume: boolean,
  ): Promise<CodeCheck> {
    const row = await repository.findLatestUnused(input.purpose, input.subject);
    if (row === undefined || row.attempts >= maxCodeAttempts) return 'invalid';
    if (!safeEqual(row.codeHash, hashOf(input.purpose, input.subject, input.code))) {
      await repository.countWrongTry(row.id);
      return 'invalid';
    }
    if (row.expiresAt.getTime() <= now()) return 'expired';
    if (consume && !(await repository.markUsed(row.id))) return 'invalid';
    return 'ok';
  }

  const store = (purpose: CodePurpose, subject: string, codeHash: string, ttlSeconds: number) =>
    repository.replace({ purpose, subject, codeHash, expiresAt: new Date(now() + ttlSeconds * 1000) });

  return {
    async issue({ purpose, subject, ttlSeconds = defaultCodeTtlSeconds }) {
      const code = randomDigits(codeLength);
      await store(purpose, subject, hashOf(purpose, subject, code), ttlSeconds);
      return { code, resendAfter: codeResendSeconds };
    },
    async issueDecoy({ purpose, subject, ttlSeconds = defaultCodeTtlSeconds }) {
      // The hash of 32 random bytes, not of six digits: no code typed can ever match it.
      await store(purpose, subject, hashOf(purpose, subject, randomToken()), ttlSeconds);
    },
    check: (input) => verify(input, false),
    consume: (input) => verify(input, true),
  };
}
