import type { CaptchaCode } from '@parlay/contract';

export type ChallengeSpec =
  | { kind: 'pow'; maxnumber: number }
  | { kind: 'image'; length: number; noiseLines: number };

/**
 * What each code asks of the client. Work sizes: a browser (and Node) tries about 100 000 numbers
 * a second with Web Crypto, and on average half the range: ~0.25 s for 100, ~1.5 s for 113.
 */
export const challengeSpecs: Record<CaptchaCode, ChallengeSpec> = {
  100: { kind: 'pow', maxnumber: 50_000 },
  111: { kind: 'image', length: 5, noiseLines: 3 },
  112: { kind: 'image', length: 7, noiseLines: 4 },
  113: { kind: 'pow', maxnumber: 300_000 },
};

/** How long a challenge can be answered. */
export const challengeTtlMs = 5 * 60_000;
/** Wrong answers a challenge takes before it is spent (a person may misread an image). */
export const attemptsPerChallenge = 3;
/** How long the token of a right answer is good for, and it is good for one request. */
export const tokenTtlMs = 2 * 60_000;
/** Answered or expired challenges are kept this long after expiry, then pruned. */
export const pruneAfterMs = 60 * 60_000;

/**
 * Image text letters: upper case without the ones people confuse when distorted (0/O, 1/I/L,
 * 2/Z, 5/S, 8/B, U/V). Answers are compared upper-cased.
 */
export const imageAlphabet = 'ACDEFGHJKMNPQRTWXY34679';
