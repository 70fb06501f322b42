import { createHash, randomBytes } from 'node:crypto';
import type { PowChallenge } from '@parlay/contract';

/** The hex SHA-256 of `salt + number`: what the client searches for (ALTCHA's scheme). */
export function powDigest(salt: string, number: number): string {
  return createHash('sha256')
    .update(salt + String(number))
    .digest('hex');
}

/** A challenge whose answer is `number` (chosen by the caller in [0, maxnumber]). */
export function createPowChallenge(number: number, maxnumber: number): PowChallenge {
  const salt = randomBytes(12).toString('hex');
  return { algorithm: 'SHA-256', challenge: powDigest(salt, number), salt, maxnumber };
}
