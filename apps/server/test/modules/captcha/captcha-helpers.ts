import { scryptSync } from 'node:crypto';
import type { CaptchaChallenge, CaptchaCode, PowChallenge } from '@parlay/contract';
import { captchaValidateResponseSchema } from '@parlay/contract';
import { expect } from 'vitest';
import type { App } from '../../../src/app.ts';
import { createCaptchaRepository } from '../../../src/modules/captcha/captcha-repository.ts';
import {
  type CaptchaServiceDeps,
  createCaptchaService,
} from '../../../src/modules/captcha/captcha-service.ts';
import { testEnv } from '../../helpers/test-env.ts';

/**
 * A captcha service on the app's database and key whose random source always answers 0: every
 * challenge is solved by the number 0 (`knownAnswerOf`), so a test can answer it through the real
 * validate endpoint without searching.
 */
export function knownAnswerCaptcha(app: App, deps: Partial<CaptchaServiceDeps> = {}) {
  return createCaptchaService({
    repository: createCaptchaRepository(app.db),
    cookieSecret: testEnv().COOKIE_SECRET,
    random: { integer: () => 0 },
    ...deps,
  });
}

/** The hex scrypt key of `number` under a scrypt challenge's own parameters (RFC 7914, 32 bytes). */
export function scryptKeyOf(pow: Extract<PowChallenge, { algorithm: 'scrypt' }>, number: number): string {
  const { cost: N, blockSize: r, parallelization: p } = pow;
  return scryptSync(String(number), pow.salt, 32, { N, r, p, maxmem: 256 * N * r * p }).toString('hex');
}

/** The answer a `knownAnswerCaptcha` challenge takes: 0, or for scrypt the key of 0. */
export function knownAnswerOf({ pow }: CaptchaChallenge): string {
  return pow.algorithm === 'scrypt' ? scryptKeyOf(pow, 0) : '0';
}

let addressCounter = 0;
/** A fresh client address, so the captcha routes' per-address rate limit never trips a test by accident. */
export function freshAddress(): string {
  addressCounter++;
  return `10.77.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
}

export async function validate(
  app: App,
  id: string,
  captcha: string | number,
  remoteAddress = freshAddress(),
) {
  const response = await app.inject({
    method: 'POST',
    url: '/web-api/captcha/validate',
    headers: { 'x-requested-with': 'XMLHttpRequest' },
    payload: { id, captcha },
    remoteAddress,
  });
  expect(response.statusCode).toBe(200);
  return captchaValidateResponseSchema.parse(response.json());
}

/** A token of `code` got the way a client gets one: a challenge, then its right answer through validate. */
export async function solvedToken(app: App, code: CaptchaCode): Promise<string> {
  const challenge = await knownAnswerCaptcha(app).issue(code);
  const verdict = await validate(app, challenge.id, knownAnswerOf(challenge));
  if (verdict.type !== 'ok') throw new Error(`the known answer of a ${code} challenge was refused`);
  return verdict.token;
}
