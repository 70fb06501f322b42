import { type CaptchaCode, errorEnvelopeSchema } from '@parlay/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { throttleClientOf } from '../../../src/modules/auth-throttle/index.ts';
import {
  accountThresholds,
  addressThresholds,
  freeCodeSends,
  lockoutMs,
  networkFactor,
  networkThresholds,
  signInCaptchaFor,
} from '../../../src/modules/auth-throttle/throttle-policy.ts';
import { useTestApp } from '../../helpers/test-app.ts';
import { testDatabaseKinds } from '../../helpers/test-databases.ts';
import { solvedToken } from '../captcha/captcha-helpers.ts';

interface Attempt {
  account?: string;
  /** Whether the "password" is right. */
  right?: boolean;
  address?: string;
  captcha?: string;
}

let accountCounter = 0;
/** An account no other test has touched. */
const freshAccount = () => `player${++accountCounter}@example.com`;
let networkCounter = 0;
/** An address in a /24 no other test has touched (the throttle counts the network too). */
const freshAddress = () => `10.88.${++networkCounter}.1`;
/** A /64 no other test has touched, as a function of the host part. */
const freshIpv6Network = () => {
  const network = `2001:db8:88:${(++networkCounter).toString(16)}`;
  return (host: number) => `${network}::${host.toString(16)}`;
};

describe.each(testDatabaseKinds)('auth throttle on %s', (kind) => {
  const context = useTestApp(kind, {
    beforeReady(app) {
      // A sign-in handler as identity writes one: guard, check, record.
      app.post<{ Body: { account?: string; right?: boolean } }>('/test/sign-in', async (request) => {
        const subject = { scope: 'sign-in' as const, account: request.body.account };
        await app.authThrottle.guard(throttleClientOf(request), subject);
        if (request.body.right) {
          await app.authThrottle.recordSuccess(throttleClientOf(request), subject);
          return { signedIn: true };
        }
        await app.authThrottle.recordFailure(throttleClientOf(request), subject);
        return { signedIn: false };
      });
      app.post<{ Body: { phone: string; captcha?: string } }>('/test/send-code', async (request) => {
        const { phone, captcha } = request.body;
        await app.authThrottle.guard(throttleClientOf(request), { scope: 'code', account: phone, captcha });
        return { sent: true };
      });
    },
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  const signIn = ({ account, right = false, address = '10.88.255.1', captcha }: Attempt) =>
    context.app.inject({
      method: 'POST',
      url: '/test/sign-in',
      payload: account === undefined ? { right } : { account, right },
      headers: captcha === undefined ? {} : { 'x-captcha': captcha },
      remoteAddress: address,
    });

  const sendCode = (phone: string, address: string, captcha?: string) =>
    context.app.inject({
      method: 'POST',
      url: '/test/send-code',
      payload: { phone },
      headers: captcha === undefined ? {} : { 'x-captcha': captcha },
      remoteAddress: address,
    });

  async function fail(attempt: Attempt, times: number) {
    for (let i = 0; i < times; i++) expect((await signIn(attempt)).statusCode).toBe(200);
  }

  function expectCaptcha(response: { statusCode: number; json(): unknown }, captchaCode: CaptchaCode) {
    expect(response.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(response.json())).toMatchObject({
      code: 'CAPTCHA_REQUIRED',
      messageKey: 'auth_error_captcha_required',
      captchaCode,
    });
  }

  describe('per account', () => {
    it('lets the first failures through without a challenge', async () => {
      const attempt = { account: freshAccount(), address: freshAddress() };
      await fail(attempt, accountThresholds.pow - 1);
      expect((await signIn(attempt)).statusCode).toBe(200);
    });

    it('escalates 100 → 111 → 112 → lockout as failures add up, each challenge passed with its token', async () => {
      const attempt = { account: freshAccount(), address: freshAddress() };
      await fail(attempt, accountThresholds.pow);
      expectCaptcha(await signIn(attempt), 100);

      for (let failures = accountThresholds.pow; failures < accountThresholds.image; failures++)
        expect((await signIn({ ...attempt, captcha: await solvedToken(context.app, 100) })).statusCode).toBe(
          200,
        );
      expectCaptcha(await signIn(attempt), 111);
      // A proof of work no longer does once an image is asked for.
      expectCaptcha(await signIn({ ...attempt, captcha: await solvedToken(context.app, 100) }), 111);

      for (let failures = accountThresholds.image; failures < accountThresholds.longImage; failures++)
        expect((await signIn({ ...attempt, captcha: await solvedToken(context.app, 111) })).statusCode).toBe(
          200,
        );
      expectCaptcha(await signIn(attempt), 112);
      expectCaptcha(await signIn({ ...attempt, captcha: await solvedToken(context.app, 111) }), 112);

      for (let failures = accountThresholds.longImage; failures < accountThresholds.lock; failures++)
        expect((await signIn({ ...attempt, captcha: await solvedToken(context.app, 112) })).statusCode).toBe(
          200,
        );

      const locked = await signIn({ ...attempt, captcha: await solvedToken(context.app, 112) });
      expect(locked.statusCode).toBe(429);
      const envelope = errorEnvelopeSchema.parse(locked.json());
      expect(envelope).toMatchObject({ code: 'ACCOUNT_LOCKED', messageKey: 'auth_error_account_locked' });
      expect(envelope.retryAfter).toBeGreaterThan(lockoutMs / 1000 - 60);
      expect(envelope.retryAfter).toBeLessThanOrEqual(lockoutMs / 1000);
      // Even the right password waits, and from another address too.
      expect((await signIn({ ...attempt, right: true, address: freshAddress() })).statusCode).toBe(429);
    });

    it('spends a token on its first use: the same token does not pass twice', async () => {
      const attempt = { account: freshAccount(), address: freshAddress() };
      await fail(attempt, accountThresholds.pow);
      const token = await solvedToken(context.app, 100);
      expect((await signIn({ ...attempt, captcha: token })).statusCode).toBe(200);
      expectCaptcha(await signIn({ ...attempt, captcha: token }), 100);
      expectCaptcha(await signIn({ ...attempt, captcha: 'made-up' }), 100);
    });

    it('counts an account the same whatever its letter case', async () => {
      const account = freshAccount();
      const address = freshAddress();
      await fail({ account: account.toUpperCase(), address }, accountThresholds.pow);
      expectCaptcha(await signIn({ account: ` ${account} `, address }), 100);
    });

    it('counts an absurdly long account name like any other', async () => {
      const attempt = { account: `${'x'.repeat(2_000)}${freshAccount()}`, address: freshAddress() };
      await fail(attempt, accountThresholds.pow);
      expectCaptcha(await signIn(attempt), 100);
    });

    it('follows the account across addresses', async () => {
      const account = freshAccount();
      for (let i = 0; i < accountThresholds.pow; i++) await fail({ account, address: freshAddress() }, 1);
      expectCaptcha(await signIn({ account, address: freshAddress() }), 100);
    });

    it('clears the account after a successful sign-in', async () => {
      const attempt = { account: freshAccount(), address: freshAddress() };
      await fail(attempt, accountThresholds.pow);
      const success = await signIn({ ...attempt, right: true, captcha: await solvedToken(context.app, 100) });
      expect(success.json()).toEqual({ signedIn: true });
      expect((await signIn(attempt)).statusCode).toBe(200);
    });

    it('forgets failures older than the window', async () => {
      const attempt = { account: freshAccount(), address: freshAddress() };
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() - 16 * 60_000 });
      await fail(attempt, accountThresholds.pow);
      vi.useRealTimers();
      expect((await signIn(attempt)).statusCode).toBe(200);
    });

    it('lifts the lockout after its 15 minutes', async () => {
      const attempt = { account: freshAccount(), address: freshAddress() };
      const start = Date.now();
      vi.useFakeTimers({ toFake: ['Date'], now: start });
      // Straight to the lock, bypassing the challenges by spreading failures over fresh addresses.
      for (let i = 0; i < accountThresholds.lock; i++) {
        const at = freshAddress();
        const asked = signInCaptchaFor(i, accountThresholds);
        const captcha = asked === null ? undefined : await solvedToken(context.app, asked);
        expect((await signIn({ account: attempt.account, address: at, captcha })).statusCode).toBe(200);
      }
      expect((await signIn(attempt)).statusCode).toBe(429);
      vi.setSystemTime(start + lockoutMs - 5_000);
      const stillLocked = await signIn(attempt);
      expect(stillLocked.statusCode).toBe(429);
      expect(errorEnvelopeSchema.parse(stillLocked.json()).retryAfter).toBe(5);
      vi.setSystemTime(start + lockoutMs + 1_000);
      expect((await signIn(attempt)).statusCode).toBe(200);
    });
  });

  describe('per address', () => {
    it('asks a challenge of any account from an address with many failures, three times the account limits', async () => {
      const address = freshAddress();
      for (let i = 0; i < addressThresholds.pow; i++) await fail({ account: freshAccount(), address }, 1);
      expectCaptcha(await signIn({ account: freshAccount(), address }), 100);
      expectCaptcha(await signIn({ address }), 100);
      // Other addresses are not affected.
      expect((await signIn({ account: freshAccount(), address: freshAddress() })).statusCode).toBe(200);
    });

    it('keeps the address count after one account signs in successfully', async () => {
      const address = freshAddress();
      for (let i = 0; i < addressThresholds.pow - 1; i++) await fail({ account: freshAccount(), address }, 1);
      const mine = freshAccount();
      await signIn({ account: mine, address, right: true });
      await fail({ account: freshAccount(), address }, 1);
      expectCaptcha(await signIn({ account: mine, address }), 100);
    });
  });

  describe('per network', () => {
    /** Failures from `addresses` in turn, none of which reaches its own address's first challenge. */
    async function failAcross(addresses: (index: number) => string, failures: number) {
      for (let index = 0; index < failures; index++) {
        const captcha = signInCaptchaFor(index, networkThresholds);
        const attempt = { account: freshAccount(), address: addresses(index % (addressThresholds.pow - 1)) };
        expect(
          (
            await signIn({
              ...attempt,
              captcha: captcha === null ? undefined : await solvedToken(context.app, captcha),
            })
          ).statusCode,
        ).toBe(200);
      }
    }

    it('challenges every address of an IPv4 /24 once failures spread over its addresses reach ten times the account limits', async () => {
      const network = freshAddress().replace(/\.1$/, '');
      await failAcross((index) => `${network}.${index + 1}`, networkThresholds.pow - 1);
      expect((await signIn({ account: freshAccount(), address: `${network}.200` })).statusCode).toBe(200);
      expectCaptcha(await signIn({ account: freshAccount(), address: `${network}.201` }), 100);
      // An IPv4-mapped IPv6 address is the same client as its IPv4 address.
      expectCaptcha(await signIn({ account: freshAccount(), address: `::ffff:${network}.202` }), 100);
      expect((await signIn({ account: freshAccount(), address: freshAddress() })).statusCode).toBe(200);
    });

    it('counts an IPv6 /64 as one network however its addresses are written', async () => {
      const inNetwork = freshIpv6Network();
      await failAcross((index) => inNetwork(index + 1), networkThresholds.pow);
      expectCaptcha(await signIn({ account: freshAccount(), address: inNetwork(0xfffe).toUpperCase() }), 100);
      const neighbour = freshIpv6Network();
      expect((await signIn({ account: freshAccount(), address: neighbour(1) })).statusCode).toBe(200);
    });

    it('locks every address of the network at its lock threshold, the right password included', async () => {
      const network = freshAddress().replace(/\.1$/, '');
      await failAcross((index) => `${network}.${index + 1}`, networkThresholds.lock);
      const locked = await signIn({ account: freshAccount(), right: true, address: `${network}.99` });
      expect(locked.statusCode).toBe(429);
      expect(errorEnvelopeSchema.parse(locked.json()).code).toBe('ACCOUNT_LOCKED');
    });

    it('sends codes from one network freely up to ten times the per-address allowance', async () => {
      const network = freshAddress().replace(/\.1$/, '');
      const free = freeCodeSends * networkFactor;
      for (let send = 0; send < free; send++)
        expect((await sendCode(`+1666${networkCounter}${send}`, `${network}.${send + 1}`)).statusCode).toBe(
          200,
        );
      expectCaptcha(await sendCode(`+1666${networkCounter}99`, `${network}.99`), 113);
    });
  });

  describe('code sending', () => {
    it('sends the first code per address and phone freely, then asks the hard proof of work (113)', async () => {
      const address = freshAddress();
      const phone = `+1555${Date.now() % 1_000_000}`;
      expect((await sendCode(phone, address)).statusCode).toBe(200);
      expectCaptcha(await sendCode(phone, address), 113);
      // Another phone from the same address, or the same phone from another address: still 113.
      expectCaptcha(await sendCode(`${phone}9`, address), 113);
      expectCaptcha(await sendCode(phone, freshAddress()), 113);
      // An easier challenge does not stand in for it.
      expectCaptcha(await sendCode(phone, address, await solvedToken(context.app, 100)), 113);
      expect((await sendCode(phone, address, await solvedToken(context.app, 113))).statusCode).toBe(200);
      // A fresh phone from a fresh address goes through.
      expect((await sendCode(`${phone}8`, freshAddress())).statusCode).toBe(200);
    });

    it('takes the token from the body when the call carries it there instead of in X-Captcha', async () => {
      const address = freshAddress();
      const phone = `+4930${Date.now() % 1_000_000}`;
      expect((await sendCode(phone, address)).statusCode).toBe(200);
      const token = await solvedToken(context.app, 113);
      const inBody = await context.app.inject({
        method: 'POST',
        url: '/test/send-code',
        payload: { phone, captcha: token },
        remoteAddress: address,
      });
      expect(inBody.statusCode).toBe(200);
    });

    it('sends freely again once the 10-minute window passed', async () => {
      const address = freshAddress();
      const phone = `+7700${Date.now() % 1_000_000}`;
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() - 11 * 60_000 });
      expect((await sendCode(phone, address)).statusCode).toBe(200);
      vi.useRealTimers();
      expect((await sendCode(phone, address)).statusCode).toBe(200);
    });
  });
});
