import { randomInt } from 'node:crypto';
import type { CaptchaChallenge, CaptchaCode, CaptchaValidateResponse } from '@parlay/contract';
import { deriveKey, hmacHex, randomToken, safeEqual, sha256Hex } from '../../security/crypto.ts';
import type { CaptchaTokens } from '../auth-throttle/index.ts';
import { attemptsPerChallenge, challengeSpecs, challengeTtlMs, tokenTtlMs } from './captcha-policy.ts';
import type { CaptchaRepository } from './captcha-repository.ts';
import { createPowChallenge } from './pow-challenge.ts';

export interface CaptchaService extends CaptchaTokens {
  /** A new challenge of `code`, stored with its answer's HMAC. */
  issue(code: CaptchaCode): Promise<CaptchaChallenge>;
  /** Checks an answer; a right one gets a one-use token for a request that asked for this code. */
  validate(id: string, answer: string | number): Promise<CaptchaValidateResponse>;
  /** Server time in whole seconds. */
  time(): number;
}

/** Where the answers come from: whole numbers below `maxExclusive`, uniformly. */
export interface CaptchaRandom {
  integer(maxExclusive: number): number;
}

export const cryptoRandom: CaptchaRandom = { integer: (maxExclusive) => randomInt(maxExclusive) };

export interface CaptchaServiceDeps {
  repository: CaptchaRepository;
  cookieSecret: string;
  /** Tests pass a known source to know the answer of the challenge they get. */
  random?: CaptchaRandom;
  now?: () => number;
}

/** The answer as stored and compared: a SHA-256 number in canonical decimal, a scrypt key in lower-case hex. */
function normalisedAnswer(code: CaptchaCode, answer: string | number): string | null {
  const text = String(answer).trim();
  if (challengeSpecs[code].algorithm === 'scrypt')
    return /^[0-9a-f]{64}$/i.test(text) ? text.toLowerCase() : null;
  return /^\d{1,12}$/.test(text) ? String(Number(text)) : null;
}

export function createCaptchaService(deps: CaptchaServiceDeps): CaptchaService {
  const { repository } = deps;
  const random = deps.random ?? cryptoRandom;
  // Read the clock at each call, not a reference to Date.now taken once (tests move the clock).
  const now = deps.now ?? (() => Date.now());
  // Derived from the cookie secret, so a captcha answer HMAC can never pass for another purpose's.
  const key = deriveKey(deps.cookieSecret, 'captcha answer v1');
  const answerHash = (id: string, answer: string) => hmacHex(key, `${id}:${answer}`);
  const seconds = () => Math.floor(now() / 1000);

  return {
    async issue(code) {
      const at = now();
      const spec = challengeSpecs[code];
      const id = randomToken(16);
      const { pow, answer } = await createPowChallenge(spec, random.integer(spec.maxnumber + 1));
      await repository.insert({
        id,
        code,
        answerHash: answerHash(id, answer),
        attemptsLeft: attemptsPerChallenge,
        expiresAt: new Date(at + challengeTtlMs),
      });
      return { id, code, kind: 'pow', time: Math.floor(at / 1000), expiresIn: challengeTtlMs / 1000, pow };
    },

    async validate(id, answer) {
      const at = now();
      const attempt = await repository.takeAttempt(id, new Date(at));
      const time = Math.floor(at / 1000);
      const refusal = (error_message: 'captcha_error_wrong' | 'captcha_error_expired') =>
        ({ type: 'error', error_message, time, isLogoutUser: false }) as const;
      if (attempt === undefined) return refusal('captcha_error_expired');

      const given = normalisedAnswer(attempt.code, answer);
      const right = given !== null && safeEqual(answerHash(id, given), attempt.answerHash);
      if (!right) return refusal(attempt.attemptsLeft > 0 ? 'captcha_error_wrong' : 'captcha_error_expired');

      const token = randomToken();
      // Two right answers racing: only the first gets a token.
      if (!(await repository.setToken(id, sha256Hex(token), new Date(at + tokenTtlMs))))
        return refusal('captcha_error_expired');
      return { type: 'ok', token, time, expiresIn: tokenTtlMs / 1000 };
    },

    consumeToken(token, codes) {
      return repository.useToken(sha256Hex(token), codes, new Date(now()));
    },

    time: seconds,
  };
}
