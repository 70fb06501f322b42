import type { CaptchaCode } from '@parlay/contract';

/** scrypt's parameters (RFC 7914): N, r, p. */
export interface ScryptCost {
  cost: number;
  blockSize: number;
  parallelization: number;
}

export type ChallengeSpec =
  | { algorithm: 'SHA-256'; maxnumber: number }
  | ({ algorithm: 'scrypt'; maxnumber: number } & ScryptCost);

/**
 * scrypt at the interactive-login parameters of its paper: 16 MiB per try, about 20 ms in Node's
 * native code, 40 ms in Chromium's JavaScript on a desktop, 160 ms on a mid-range phone. The server
 * pays one try per challenge it issues.
 */
const memoryHard: ScryptCost = { cost: 2 ** 14, blockSize: 8, parallelization: 1 };

/**
 * What each code asks of the client; the answer is uniform in [0, maxnumber], so a solver tries
 * half the range on average and at most all of it. SHA-256: a browser tries about 100 000 numbers
 * a second with Web Crypto. 111 and 112 (scrypt) replaced image captchas a script read in a
 * fraction of a millisecond; a phone takes about 3 and 5-7 s at the median (README "Codes 111
 * and 112", measured by bench/src/captcha-solve.ts).
 */
export const challengeSpecs: Record<CaptchaCode, ChallengeSpec> = {
  100: { algorithm: 'SHA-256', maxnumber: 50_000 },
  111: { algorithm: 'scrypt', maxnumber: 30, ...memoryHard },
  112: { algorithm: 'scrypt', maxnumber: 60, ...memoryHard },
  113: { algorithm: 'SHA-256', maxnumber: 300_000 },
};

/** How long a challenge can be answered. */
export const challengeTtlMs = 5 * 60_000;
/** Wrong answers a challenge takes before it is spent (a client may send a stale answer). */
export const attemptsPerChallenge = 3;
/** How long the token of a right answer is good for, and it is good for one request. */
export const tokenTtlMs = 2 * 60_000;
/** Answered or expired challenges are kept this long after expiry, then pruned. */
export const pruneAfterMs = 60 * 60_000;
