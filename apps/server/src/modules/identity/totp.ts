import { generateSecret, generateURI, verify } from 'otplib';

/** RFC 6238 defaults every authenticator app supports: SHA-1, 6 digits, 30 s. */
export const totpPeriodSeconds = 30;

export function newTotpSecret(): string {
  return generateSecret();
}

export function totpUri(secret: string, account: string): string {
  return generateURI({ issuer: 'Parlay', label: account, secret });
}

/**
 * The time step a code belongs to, if it is valid now ±1 step (clock drift) and newer than
 * `lastStep` (RFC 6238 §5.2: each code is accepted once).
 */
export async function verifyTotp(
  secret: string,
  code: string,
  lastStep: number | null,
  nowMs: number = Date.now(),
): Promise<number | undefined> {
  const epoch = Math.floor(nowMs / 1000);
  const newestStep = Math.floor((epoch + totpPeriodSeconds) / totpPeriodSeconds);
  // Every step of the window was used already (or the clock went back): nothing can be accepted.
  if (lastStep !== null && lastStep >= newestStep) return undefined;
  const result = await verify({
    secret,
    token: code,
    epoch,
    epochTolerance: totpPeriodSeconds,
    ...(lastStep === null ? {} : { afterTimeStep: lastStep }),
  });
  if (!result.valid) return undefined;
  return 'timeStep' in result && typeof result.timeStep === 'number' ? result.timeStep : undefined;
}
