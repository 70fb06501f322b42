/**
 * The browser's side of the proof-of-work captcha (codes 100 and 113; ALTCHA's scheme): find the
 * whole number n in [0, maxnumber] for which hex(SHA-256(salt + n)) is the challenge. Uses only
 * Web Crypto, so it runs the same in browsers and in Node (integration and end-to-end tests).
 */

/** The `pow` part of a challenge from `GET /web-api/captcha/update` (packages/contract captcha.ts). */
export interface PowChallenge {
  algorithm: 'SHA-256';
  challenge: string;
  salt: string;
  maxnumber: number;
}

export interface SolvePowOptions {
  /** Stops the search (the user closed the dialog): the promise rejects with the signal's reason. */
  signal?: AbortSignal;
  /** Told how far the search got (0 to 1), about every `progressEvery` numbers tried. */
  onProgress?: (fraction: number) => void;
  progressEvery?: number;
}

const encoder = new TextEncoder();

/**
 * Digests in flight at once: awaiting one digest at a time spends most of the time waiting for
 * the event loop (about 10x slower in Node and in browsers).
 */
const batchSize = 64;

/** The number that solves `pow`; rejects when no number in range does (a broken challenge). */
export async function solvePow(pow: PowChallenge, options: SolvePowOptions = {}): Promise<number> {
  if (pow.algorithm !== 'SHA-256') throw new Error(`unsupported proof-of-work algorithm ${pow.algorithm}`);
  const target = hexToBytes(pow.challenge);
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
      if (digest !== undefined && bytesEqual(new Uint8Array(digest), target)) return start + i;
    }
    if (end >= nextProgress) {
      nextProgress += progressEvery;
      options.onProgress?.(end / pow.maxnumber);
    }
  }
  throw new Error('no number in range solves the proof-of-work challenge');
}

function hexToBytes(hex: string): Uint8Array {
  if (!/^[0-9a-f]{64}$/i.test(hex)) throw new Error('the challenge is not a hex SHA-256');
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

function bytesEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
