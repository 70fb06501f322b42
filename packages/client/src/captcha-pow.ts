/**
 * The browser's side of the captcha: every code is a proof of work in ALTCHA's scheme, find the
 * whole number n in [0, maxnumber] whose digest is the challenge (packages/contract captcha.ts).
 * SHA-256 (codes 100 and 113) uses Web Crypto; scrypt (111 and 112) is JavaScript loaded only when
 * such a challenge comes. Both run the same in browsers and in Node (integration and end-to-end
 * tests).
 */
import type { PowChallenge } from '@parlay/contract';

export interface SolvePowOptions {
  /** Stops the search (the user closed the dialog): the promise rejects with the signal's reason. */
  signal?: AbortSignal;
  /** Told how far the search got (0 to 1) as it goes. */
  onProgress?: (fraction: number) => void;
  /** SHA-256 only: numbers tried between two progress reports. */
  progressEvery?: number;
}

/**
 * The answer to send for `pow` (`POST /web-api/captcha/validate`): the number that solves a SHA-256
 * challenge, the hex scrypt key of the one that solves a scrypt challenge. Rejects when no number
 * in range solves it (a broken challenge).
 */
export async function solvePow(pow: PowChallenge, options: SolvePowOptions = {}): Promise<string> {
  const target = hexToBytes(pow.challenge);
  const isTarget = (digest: Uint8Array) => bytesEqual(digest, target);
  let found: string | null;
  switch (pow.algorithm) {
    case 'SHA-256':
      found = await searchSha256(pow, isTarget, options);
      break;
    case 'scrypt': {
      // Its own chunk: the SHA-256 checks and the home page never download it.
      const { searchScrypt } = await import('./captcha-scrypt.ts');
      found = await searchScrypt(pow, isTarget, options);
      break;
    }
    default:
      throw new Error(`unsupported proof-of-work algorithm ${(pow as { algorithm: string }).algorithm}`);
  }
  if (found === null) throw new Error('no number in range solves the proof-of-work challenge');
  return found;
}

/**
 * Digests in flight at once: awaiting one digest at a time spends most of the time waiting for
 * the event loop (about 10x slower in Node and in browsers).
 */
const batchSize = 64;

const encoder = new TextEncoder();

async function searchSha256(
  pow: Extract<PowChallenge, { algorithm: 'SHA-256' }>,
  isTarget: (digest: Uint8Array) => boolean,
  options: SolvePowOptions,
): Promise<string | null> {
  const progressEvery = options.progressEvery ?? 5_000;
  let nextProgress = progressEvery;
  for (let start = 0; start <= pow.maxnumber; start += batchSize) {
    options.signal?.throwIfAborted();
    const end = Math.min(pow.maxnumber, start + batchSize - 1);
    const digests: Promise<ArrayBuffer>[] = [];
    for (let n = start; n <= end; n++)
      digests.push(crypto.subtle.digest('SHA-256', encoder.encode(pow.salt + n)));
    const results = await Promise.all(digests);
    for (let i = 0; i < results.length; i++) {
      const digest = results[i];
      if (digest !== undefined && isTarget(new Uint8Array(digest))) return String(start + i);
    }
    if (end >= nextProgress) {
      nextProgress += progressEvery;
      options.onProgress?.(end / pow.maxnumber);
    }
  }
  return null;
}

function hexToBytes(hex: string): Uint8Array {
  if (!/^[0-9a-f]{64}$/i.test(hex)) throw new Error('the challenge is not a hex 32-byte digest');
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

function bytesEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
