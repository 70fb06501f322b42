import { createHash } from 'node:crypto';
import { solvePow } from '@parlay/client';
import { captchaChallengeSchema, captchaTimeResponseSchema, errorEnvelopeSchema } from '@parlay/contract';
import { describe, expect, it } from 'vitest';
import { challengeTtlMs, tokenTtlMs } from '../../../src/modules/captcha/captcha-policy.ts';
import { useTestApp } from '../../helpers/test-app.ts';
import { testDatabaseKinds } from '../../helpers/test-databases.ts';
import {
  freshAddress,
  knownAnswerCaptcha,
  knownAnswerOf,
  scryptKeyOf,
  solvedToken,
  validate,
} from './captcha-helpers.ts';

const sha256Hex = (hex: string) => createHash('sha256').update(Buffer.from(hex, 'hex')).digest('hex');

describe.each(testDatabaseKinds)('captcha on %s', (kind) => {
  const context = useTestApp(kind);

  const update = (code: string | number, remoteAddress = freshAddress()) =>
    context.app.inject({ method: 'GET', url: `/web-api/captcha/update?code=${code}`, remoteAddress });

  async function challengeOf(code: number) {
    const response = await update(code);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    return captchaChallengeSchema.parse(response.json());
  }

  describe('GET /web-api/captcha/update', () => {
    it.each([100, 113])('gives a SHA-256 proof of work for code %i', async (code) => {
      const challenge = await challengeOf(code);
      expect(challenge).toMatchObject({ code, kind: 'pow', expiresIn: challengeTtlMs / 1000 });
      expect(challenge.pow.algorithm).toBe('SHA-256');
      expect(Math.abs(challenge.time - Date.now() / 1000)).toBeLessThan(5);
    });

    it('asks more work for the code-sending challenge (113) than for the first sign-in one (100)', async () => {
      const [easy, hard] = [await challengeOf(100), await challengeOf(113)];
      expect(hard.pow.maxnumber).toBeGreaterThan(easy.pow.maxnumber);
    });

    // Codes 111 and 112 were images of text a script read in a fraction of a millisecond (issue 9).
    it.each([111, 112])(
      'gives for code %i a memory-hard proof of work, nothing a program can read: scrypt with 16 MiB per try over at least 31 numbers',
      async (code) => {
        const challenge = await challengeOf(code);
        expect(challenge).toMatchObject({ code, kind: 'pow', expiresIn: challengeTtlMs / 1000 });
        expect(Object.keys(challenge).sort()).toEqual(['code', 'expiresIn', 'id', 'kind', 'pow', 'time']);
        const { pow } = challenge;
        if (pow.algorithm !== 'scrypt') throw new Error(`code ${code} is ${pow.algorithm}, not scrypt`);
        expect(128 * pow.cost * pow.blockSize * pow.parallelization).toBeGreaterThanOrEqual(16 * 1024 * 1024);
        expect(pow.maxnumber).toBeGreaterThanOrEqual(30);
      },
    );

    it('makes the 112 challenge longer than the 111 one, with the same memory per try', async () => {
      const [shorter, longer] = [(await challengeOf(111)).pow, (await challengeOf(112)).pow];
      expect(longer.maxnumber).toBeGreaterThan(shorter.maxnumber);
      expect(longer).toMatchObject({ algorithm: 'scrypt', cost: 2 ** 14, blockSize: 8, parallelization: 1 });
      expect(shorter).toMatchObject({ algorithm: 'scrypt', cost: 2 ** 14, blockSize: 8, parallelization: 1 });
    });

    it('publishes as the 111 challenge the SHA-256 of the scrypt key of its number, under the parameters it states', async () => {
      const { pow } = await knownAnswerCaptcha(context.app).issue(111);
      if (pow.algorithm !== 'scrypt') throw new Error('111 is not scrypt');
      expect(pow.challenge).toBe(sha256Hex(scryptKeyOf(pow, 0)));
      // A cheaper scrypt (less memory) gives another key: the stated work cannot be skimped on.
      expect(pow.challenge).not.toBe(sha256Hex(scryptKeyOf({ ...pow, cost: pow.cost / 2 }, 0)));
    });

    it('gives every challenge its own id', async () => {
      const ids = new Set(
        [await challengeOf(100), await challengeOf(100), await challengeOf(111)].map((c) => c.id),
      );
      expect(ids.size).toBe(3);
    });

    it.each(['99', '114', 'abc', ''])('refuses code %j with 400 VALIDATION_ERROR', async (code) => {
      const response = await update(code);
      expect(response.statusCode).toBe(400);
      expect(errorEnvelopeSchema.parse(response.json())).toMatchObject({
        code: 'VALIDATION_ERROR',
        fields: { code: expect.any(String) },
      });
    });

    it('answers 429 once one address asked too often within a minute', async () => {
      const address = freshAddress();
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) statuses.push((await update(100, address)).statusCode);
      expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
      // Another address is not held back.
      expect((await update(100)).statusCode).toBe(200);
    });
  });

  describe('POST /web-api/captcha/validate', () => {
    it('accepts the proof of work a browser solver finds, with a token for the repeated request', async () => {
      const challenge = await challengeOf(100);
      const number = await solvePow(challenge.pow);
      const verdict = await validate(context.app, challenge.id, String(number));
      expect(verdict).toMatchObject({ type: 'ok', expiresIn: tokenTtlMs / 1000 });
      if (verdict.type !== 'ok') return;
      expect(verdict.token.length).toBeGreaterThanOrEqual(40);
      expect(await context.app.captcha.consumeToken(verdict.token, [100])).toBe(true);
    });

    it('accepts the number as JSON number as well as text', async () => {
      const challenge = await knownAnswerCaptcha(context.app).issue(100);
      expect((await validate(context.app, challenge.id, 0)).type).toBe('ok');
    });

    it('accepts the scrypt proof of work the browser solver finds for 112, and a token that passes for 112', async () => {
      const challenge = await challengeOf(112);
      const answer = await solvePow(challenge.pow);
      const verdict = await validate(context.app, challenge.id, answer);
      expect(verdict.type).toBe('ok');
      if (verdict.type !== 'ok') return;
      expect(await context.app.captcha.consumeToken(verdict.token, [112])).toBe(true);
    });

    it('refuses for a 112 challenge its number without the work, another key, and text, then ends it after 3 wrong answers', async () => {
      const challenge = await knownAnswerCaptcha(context.app).issue(112);
      if (challenge.pow.algorithm !== 'scrypt') throw new Error('112 is not scrypt');
      const refusal = { type: 'error', isLogoutUser: false };
      // The number that solves it (a guess among a few dozen) is not the answer: its scrypt key is.
      expect(await validate(context.app, challenge.id, 0)).toMatchObject({
        ...refusal,
        error_message: 'captcha_error_wrong',
      });
      expect(await validate(context.app, challenge.id, scryptKeyOf(challenge.pow, 1))).toMatchObject({
        ...refusal,
        error_message: 'captcha_error_wrong',
      });
      // What the old image asked for: text is no answer at all.
      expect(await validate(context.app, challenge.id, 'ACDEFGH')).toMatchObject({
        ...refusal,
        error_message: 'captcha_error_expired',
      });
      // Spent: even the right answer no longer passes.
      expect(await validate(context.app, challenge.id, knownAnswerOf(challenge))).toMatchObject({
        ...refusal,
        error_message: 'captcha_error_expired',
      });
    });

    it('accepts the scrypt key in upper-case hex too', async () => {
      const challenge = await knownAnswerCaptcha(context.app).issue(111);
      expect((await validate(context.app, challenge.id, knownAnswerOf(challenge).toUpperCase())).type).toBe(
        'ok',
      );
    });

    it('refuses a wrong proof-of-work number, and text that is not a number', async () => {
      const challenge = await knownAnswerCaptcha(context.app).issue(113);
      expect(await validate(context.app, challenge.id, '1')).toMatchObject({
        error_message: 'captcha_error_wrong',
      });
      expect(await validate(context.app, challenge.id, '0x0')).toMatchObject({
        error_message: 'captcha_error_wrong',
      });
      expect((await validate(context.app, challenge.id, '00')).type).toBe('ok');
    });

    it('answers a challenge only once: replaying the right answer gets no second token', async () => {
      const challenge = await knownAnswerCaptcha(context.app).issue(111);
      expect((await validate(context.app, challenge.id, knownAnswerOf(challenge))).type).toBe('ok');
      expect(await validate(context.app, challenge.id, knownAnswerOf(challenge))).toMatchObject({
        type: 'error',
        error_message: 'captcha_error_expired',
      });
    });

    it('refuses an expired challenge, and an unknown id', async () => {
      const longAgo = Date.now() - challengeTtlMs - 1_000;
      const expired = await knownAnswerCaptcha(context.app, { now: () => longAgo }).issue(111);
      expect(await validate(context.app, expired.id, knownAnswerOf(expired))).toMatchObject({
        type: 'error',
        error_message: 'captcha_error_expired',
      });
      expect(await validate(context.app, 'no-such-challenge', '0')).toMatchObject({
        error_message: 'captcha_error_expired',
      });
    });

    it.each([
      [{ id: 'x' }, 'captcha'],
      [{ captcha: '1' }, 'id'],
      [{ id: 'x', captcha: -1 }, 'captcha'],
      [{ id: 'x', captcha: '1', extra: true }, 'extra'],
    ])('refuses the body %j with 400 naming %s', async (payload, field) => {
      const response = await context.app.inject({
        method: 'POST',
        url: '/web-api/captcha/validate',
        headers: { 'x-requested-with': 'XMLHttpRequest' },
        payload,
        remoteAddress: freshAddress(),
      });
      expect(response.statusCode).toBe(400);
      expect(errorEnvelopeSchema.parse(response.json()).fields).toHaveProperty(field);
    });
  });

  describe('tokens', () => {
    it('are spent by their first use', async () => {
      const token = await solvedToken(context.app, 100);
      expect(await context.app.captcha.consumeToken(token, [100])).toBe(true);
      expect(await context.app.captcha.consumeToken(token, [100])).toBe(false);
    });

    it('only pass for a request that accepts their code, and are not spent by one that does not', async () => {
      const token = await solvedToken(context.app, 100);
      expect(await context.app.captcha.consumeToken(token, [111, 112])).toBe(false);
      expect(await context.app.captcha.consumeToken(token, [100])).toBe(true);
    });

    it('expire two minutes after the answer', async () => {
      const challenge = await knownAnswerCaptcha(context.app).issue(100);
      const answeredLongAgo = knownAnswerCaptcha(context.app, { now: () => Date.now() - tokenTtlMs - 1_000 });
      const verdict = await answeredLongAgo.validate(challenge.id, '0');
      // The challenge was still open at that moment (issued now, checked "earlier"), so it was answered…
      expect(verdict.type).toBe('ok');
      if (verdict.type !== 'ok') return;
      // …but its token's two minutes are over.
      expect(await context.app.captcha.consumeToken(verdict.token, [100])).toBe(false);
    });

    it('are unknown when made up', async () => {
      expect(await context.app.captcha.consumeToken('made-up-token', [100, 111, 112, 113])).toBe(false);
    });
  });

  it('GET /web-api/captcha/gettime answers the server time in seconds', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/web-api/captcha/gettime' });
    expect(response.statusCode).toBe(200);
    const { time } = captchaTimeResponseSchema.parse(response.json());
    expect(Math.abs(time - Date.now() / 1000)).toBeLessThan(5);
  });
});
