import type { CaptchaCode } from '@parlay/contract';
import { captchaValidateResponseSchema } from '@parlay/contract';
import { expect } from 'vitest';
import type { App } from '../../../src/app.ts';
import { imageAlphabet } from '../../../src/modules/captcha/captcha-policy.ts';
import { createCaptchaRepository } from '../../../src/modules/captcha/captcha-repository.ts';
import {
  type CaptchaServiceDeps,
  createCaptchaService,
} from '../../../src/modules/captcha/captcha-service.ts';
import { testEnv } from '../../helpers/test-env.ts';

/**
 * A captcha service on the app's database and key whose random source always answers 0: its
 * challenges' answers are known (image text of the alphabet's first letter, proof-of-work number
 * 0), so a test can answer them through the real validate endpoint.
 */
export function knownAnswerCaptcha(app: App, deps: Partial<CaptchaServiceDeps> = {}) {
  return createCaptchaService({
    repository: createCaptchaRepository(app.db),
    cookieSecret: testEnv().COOKIE_SECRET,
    random: { integer: () => 0 },
    ...deps,
  });
}

export function knownAnswerOf(code: CaptchaCode): string {
  if (code === 100 || code === 113) return '0';
  return imageAlphabet[0]!.repeat(code === 111 ? 5 : 7);
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
  const verdict = await validate(app, challenge.id, knownAnswerOf(code));
  if (verdict.type !== 'ok') throw new Error(`the known answer of a ${code} challenge was refused`);
  return verdict.token;
}
