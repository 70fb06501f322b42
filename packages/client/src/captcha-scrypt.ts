/**
 * The scrypt proof of work (codes 111 and 112), in its own chunk: @noble/hashes' audited,
 * dependency-free JavaScript, about half the speed of Node's native scrypt. JavaScript rather than
 * WebAssembly keeps the content security policy free of 'wasm-unsafe-eval'.
 */
import { scryptAsync } from '@noble/hashes/scrypt.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import type { PowChallenge } from '@parlay/contract';
import type { SolvePowOptions } from './captcha-pow.ts';

/**
 * Memory a challenge may ask for (128 × N × r × p bytes): a broken or hostile challenge must not
 * make the page allocate more than a phone can spare.
 */
const maxMemoryBytes = 64 * 1024 * 1024;

/**
 * The hex scrypt key of the number in [0, maxnumber] whose key's SHA-256 `isTarget` accepts, or
 * null when none does.
 */
export async function searchScrypt(
  pow: Extract<PowChallenge, { algorithm: 'scrypt' }>,
  isTarget: (digest: Uint8Array) => boolean,
  options: SolvePowOptions,
): Promise<string | null> {
  const { signal, onProgress } = options;
  const scryptOptions = {
    N: pow.cost,
    r: pow.blockSize,
    p: pow.parallelization,
    dkLen: 32,
    maxmem: maxMemoryBytes,
    // Throwing here is how noble stops a derivation half way (the dialog was closed).
    onProgress: () => signal?.throwIfAborted(),
  };
  for (let n = 0; n <= pow.maxnumber; n++) {
    signal?.throwIfAborted();
    // Awaited one at a time: each try already yields to the page every 10 ms, and running them
    // side by side would only multiply the memory held.
    const key = await scryptAsync(String(n), pow.salt, scryptOptions);
    if (isTarget(sha256(key))) return bytesToHex(key);
    onProgress?.((n + 1) / (pow.maxnumber + 1));
  }
  return null;
}
