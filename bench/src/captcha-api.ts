import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  type CaptchaChallenge,
  type CaptchaCode,
  captchaChallengeSchema,
  captchaValidateResponseSchema,
} from '@parlay/contract';
import { buildApp } from '@parlay/server/app';
import { parseEnv } from '@parlay/server/env';

export interface CaptchaApi {
  /** A new challenge from `GET /web-api/captcha/update`. */
  challenge(code: CaptchaCode): Promise<CaptchaChallenge>;
  /** Whether `POST /web-api/captcha/validate` gives a token for `answer`. */
  accepts(id: string, answer: string): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * The real captcha endpoints of an API-only app on a fresh embedded database, called in-process.
 * Each call comes from an address of its own, as a botnet's would: the per-address limit of 10 a
 * minute on these routes is what a single attacker address meets, not what is measured here.
 */
export async function startCaptchaApi(): Promise<CaptchaApi> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'parlay-bench-captcha-'));
  const app = await buildApp({
    env: parseEnv({
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      COOKIE_SECRET: randomBytes(32).toString('hex'),
    }),
  });
  await app.ready();
  let addresses = 0;
  const nextAddress = () => {
    addresses++;
    return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
  };
  return {
    async challenge(code) {
      const response = await app.inject({
        method: 'GET',
        url: `/web-api/captcha/update?code=${code}`,
        remoteAddress: nextAddress(),
      });
      if (response.statusCode !== 200) throw new Error(`update answered ${response.statusCode}`);
      return captchaChallengeSchema.parse(response.json());
    },
    async accepts(id, answer) {
      const response = await app.inject({
        method: 'POST',
        url: '/web-api/captcha/validate',
        headers: { 'x-requested-with': 'XMLHttpRequest' },
        payload: { id, captcha: answer },
        remoteAddress: nextAddress(),
      });
      if (response.statusCode !== 200) throw new Error(`validate answered ${response.statusCode}`);
      return captchaValidateResponseSchema.parse(response.json()).type === 'ok';
    },
    async close() {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
