import { solvePow } from '@parlay/client';
import { captchaChallengeSchema, captchaTimeResponseSchema, errorEnvelopeSchema } from '@parlay/contract';
import { describe, expect, it } from 'vitest';
import { challengeTtlMs, tokenTtlMs } from '../../../src/modules/captcha/captcha-policy.ts';
import { useTestApp } from '../../helpers/test-app.ts';
import { testDatabaseKinds } from '../../helpers/test-databases.ts';
import { freshAddress, knownAnswerCaptcha, knownAnswerOf, solvedToken, validate } from './captcha-helpers.ts';

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
    it.each([100, 113])('gives a proof-of-work challenge for code %i, harder for 113', async (code) => {
      const challenge = await challengeOf(code);
      expect(challenge).toMatchObject({ code, kind: 'pow', expiresIn: challengeTtlMs / 1000 });
      expect(challenge.image).toBeUndefined();
      expect(challenge.pow?.algorithm).toBe('SHA-256');
      expect(Math.abs(challenge.time - Date.now() / 1000)).toBeLessThan(5);
    });

    it('asks more work for the code-sending challenge (113) than for the first sign-in one (100)', async () => {
      const [easy, hard] = [await challengeOf(100), await challengeOf(113)];
      expect(hard.pow!.maxnumber).toBeGreaterThan(easy.pow!.maxnumber);
    });

    it.each([111, 112])(
      'gives an SVG image of text drawn as paths, without text nodes, for code %i',
      async (code) => {
        const challenge = await challengeOf(code);
        expect(challenge).toMatchObject({ code, kind: 'image' });
        expect(challenge.pow).toBeUndefined();
        expect(challenge.image).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
        expect(challenge.image).toContain('<path');
        expect(challenge.image).not.toMatch(/<text|<script|<foreignObject/i);
      },
    );

    it('draws the longer text for 112 than for 111 (more glyph paths)', async () => {
      const glyphs = (svg: string) => (svg.match(/<path fill=/g) ?? []).length;
      const short = knownAnswerCaptcha(context.app);
      const [image111, image112] = [await short.issue(111), await short.issue(112)];
      expect(glyphs(image111.image!)).toBe(5);
      expect(glyphs(image112.image!)).toBe(7);
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
      const number = await solvePow(challenge.pow!);
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

    it('accepts the image text regardless of case and spaces', async () => {
      const challenge = await knownAnswerCaptcha(context.app).issue(111);
      const answer = ` ${knownAnswerOf(111).toLowerCase().split('').join(' ')} `;
      expect((await validate(context.app, challenge.id, answer)).type).toBe('ok');
    });

    it('refuses a wrong image text, lets the player try again, and ends the challenge after 3 wrong answers', async () => {
      const challenge = await knownAnswerCaptcha(context.app).issue(112);
      const refusal = { type: 'error', isLogoutUser: false };
      expect(await validate(context.app, challenge.id, 'WRONG')).toMatchObject({
        ...refusal,
        error_message: 'captcha_error_wrong',
      });
      expect(await validate(context.app, challenge.id, knownAnswerOf(111))).toMatchObject({
        ...refusal,
        error_message: 'captcha_error_wrong',
      });
      expect(await validate(context.app, challenge.id, '')).toMatchObject({
        ...refusal,
        error_message: 'captcha_error_expired',
      });
      // Spent: even the right answer no longer passes.
      expect(await validate(context.app, challenge.id, knownAnswerOf(112))).toMatchObject({
        ...refusal,
        error_message: 'captcha_error_expired',
      });
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
      expect((await validate(context.app, challenge.id, knownAnswerOf(111))).type).toBe('ok');
      expect(await validate(context.app, challenge.id, knownAnswerOf(111))).toMatchObject({
        type: 'error',
        error_message: 'captcha_error_expired',
      });
    });

    it('refuses an expired challenge, and an unknown id', async () => {
      const longAgo = Date.now() - challengeTtlMs - 1_000;
      const expired = await knownAnswerCaptcha(context.app, { now: () => longAgo }).issue(111);
      expect(await validate(context.app, expired.id, knownAnswerOf(111))).toMatchObject({
        type: 'error',
        error_message: 'captcha_error_expired',
      });
      expect(await validate(context.app, 'no-such-challenge', 'ABCDE')).toMatchObject({
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
