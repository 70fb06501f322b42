import { randomBytes, scrypt } from 'node:crypto';
import type { PowChallenge } from '@parlay/contract';
import { sha256Hex } from '../../security/crypto.ts';
import type { ChallengeSpec } from './captcha-policy.ts';

/** scrypt's key of `number` (RFC 7914, 32 bytes) under `spec`'s cost and `salt`. */
function scryptKey(spec: Extract<ChallengeSpec, { algorithm: 'scrypt' }>, salt: string, number: number) {
  const { cost: N, blockSize: r, parallelization: p } = spec;
  // Asynchronous: the 16 MiB, 20-30 ms try runs on libuv's thread pool, not on the event loop.
  return new Promise<Buffer>((resolve, reject) =>
    scrypt(String(number), salt, 32, { N, r, p, maxmem: 256 * N * r * p }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/**
 * A challenge whose solution is `number` (chosen by the caller in [0, spec.maxnumber]), and the
 * answer the client must send for it (contract captcha.ts): the number for SHA-256, the hex scrypt
 * key for scrypt.
 */
export async function createPowChallenge(
  spec: ChallengeSpec,
  number: number,
): Promise<{ pow: PowChallenge; answer: string }> {
  const salt = randomBytes(12).toString('hex');
  if (spec.algorithm === 'SHA-256')
    return { pow: { ...spec, salt, challenge: sha256Hex(salt + String(number)) }, answer: String(number) };
  const key = await scryptKey(spec, salt, number);
  return { pow: { ...spec, salt, challenge: sha256Hex(key) }, answer: key.toString('hex') };
}
