import { type CaptchaCode, errorCodes } from '@parlay/contract';
import { HttpError } from '../../http/http-error.ts';
import { sha256Hex } from '../../security/crypto.ts';
import type { AuthCounter, AuthThrottleRepository } from './auth-throttle-repository.ts';
import type { AuthCounterScope } from './schema.ts';
import {
  accountThresholds,
  addressThresholds,
  captchasAccepted,
  codeSendWindowMs,
  failureWindowMs,
  freeCodeSends,
  lockoutMs,
  signInCaptchaFor,
  strongerCaptcha,
  type Thresholds,
} from './throttle-policy.ts';

/**
 * `sign-in`: calls that check a secret (password, SMS or two-step code).
 * `code`: calls that send a code (SMS or email); every guarded call counts as one send.
 */
export type ThrottleScope = 'sign-in' | 'code';

export interface ThrottleSubject {
  scope: ThrottleScope;
  /** The login, email or phone the call is about, when it names one (compared lowercased). */
  account?: string;
  /**
   * A captcha token the call carries in its body (send-sms's `captcha`), used when the request has
   * no `X-Captcha` header. Only `guard` reads it.
   */
  captcha?: string;
}

/** The caller as the throttle counts it: its address, and the captcha token it carries (`X-Captcha`). */
export interface ThrottleClient {
  readonly ip: string;
  readonly captchaToken?: string | undefined;
}

export interface AuthThrottle {
  /**
   * Lets the call through or refuses it: 429 ACCOUNT_LOCKED with `retryAfter` during a lockout,
   * 400 CAPTCHA_REQUIRED with `captchaCode` when the counters call for a challenge and the request
   * carries no unused captcha token of a strong enough code (a token that passes is spent).
   */
  guard(client: ThrottleClient, subject: ThrottleSubject): Promise<void>;
  /** Counts a failed attempt against the account and the client address. */
  recordFailure(client: ThrottleClient, subject: ThrottleSubject): Promise<void>;
  /** Clears the account's failures (the address keeps its count: one good login must not reset an attacker's). */
  recordSuccess(client: ThrottleClient, subject: ThrottleSubject): Promise<void>;
}

export interface CaptchaTokens {
  /** Spends `token` if it is unused, unexpired and of one of `codes`; resolves whether it did. */
  consumeToken(token: string, codes: readonly CaptchaCode[]): Promise<boolean>;
}

export interface AuthThrottleDeps {
  repository: AuthThrottleRepository;
  captcha: CaptchaTokens;
  now?: () => number;
}

const failureScope: Record<ThrottleScope, AuthCounterScope> = { 'sign-in': 'sign-in', code: 'code' };

/** Longer identifiers (only garbage input is this long) are stored by their hash to fit the key column. */
const longestPlainAccount = 320;

export function accountKey(account: string): string {
  const normalised = account.trim().toLowerCase();
  return normalised.length <= longestPlainAccount
    ? `account:${normalised}`
    : `account-sha256:${sha256Hex(normalised)}`;
}

export function addressKey(ip: string): string {
  return `ip:${ip}`;
}

export function createAuthThrottle(deps: AuthThrottleDeps): AuthThrottle {
  const { repository, captcha } = deps;
  // Read the clock at each call, not a reference to Date.now taken once (tests move the clock).
  const now = deps.now ?? (() => Date.now());

  const keysOf = (client: ThrottleClient, subject: ThrottleSubject) => ({
    address: addressKey(client.ip),
    account:
      subject.account === undefined || subject.account.trim() === ''
        ? undefined
        : accountKey(subject.account),
  });

  /** The count within its window (an old window counts nothing). */
  const liveCount = (counter: AuthCounter | undefined, windowMs: number, at: number): number =>
    counter !== undefined && counter.windowStartedAt.getTime() > at - windowMs ? counter.count : 0;

  return {
    async guard(client, subject) {
      const at = now();
      const keys = keysOf(client, subject);
      const keyList = keys.account === undefined ? [keys.address] : [keys.address, keys.account];
      const failures = await repository.find(failureScope[subject.scope], keyList);

      const lockedUntil = Math.max(0, ...failures.map((counter) => counter.lockedUntil?.getTime() ?? 0));
      if (lockedUntil > at) throw accountLockedError(Math.ceil((lockedUntil - at) / 1000));

      const failuresOf = (key: string | undefined, thresholds: Thresholds) =>
        signInCaptchaFor(
          liveCount(
            failures.find((counter) => counter.key === key),
            failureWindowMs,
            at,
          ),
          thresholds,
        );
      let required = strongerCaptcha(
        failuresOf(keys.address, addressThresholds),
        failuresOf(keys.account, accountThresholds),
      );
      if (subject.scope === 'code') {
        const sends = await repository.find('code-send', keyList);
        const sentTooOften = sends.some(
          (counter) => liveCount(counter, codeSendWindowMs, at) >= freeCodeSends,
        );
        // Sending codes costs money and can flood a phone: any challenge here is the hard work.
        if (required !== null || sentTooOften) required = 113;
      }

      if (required !== null) {
        const token = client.captchaToken || subject.captcha || undefined;
        if (token === undefined || !(await captcha.consumeToken(token, captchasAccepted(required))))
          throw captchaRequiredError(required);
      }

      if (subject.scope === 'code') {
        for (const key of keyList)
          await repository.increment({
            scope: 'code-send',
            key,
            now: new Date(at),
            windowMs: codeSendWindowMs,
          });
      }
    },

    async recordFailure(client, subject) {
      const at = new Date(now());
      const keys = keysOf(client, subject);
      const scope = failureScope[subject.scope];
      const count = (key: string, thresholds: Thresholds) =>
        repository.increment({
          scope,
          key,
          now: at,
          windowMs: failureWindowMs,
          lockAt: thresholds.lock,
          lockMs: lockoutMs,
        });
      await count(keys.address, addressThresholds);
      if (keys.account !== undefined) await count(keys.account, accountThresholds);
    },

    async recordSuccess(client, subject) {
      const { account } = keysOf(client, subject);
      if (account !== undefined) await repository.remove(failureScope[subject.scope], account);
    },
  };
}

export function captchaRequiredError(captchaCode: CaptchaCode): HttpError {
  return new HttpError({
    status: 400,
    code: errorCodes.CAPTCHA_REQUIRED,
    messageKey: 'auth_error_captcha_required',
    captchaCode,
  });
}

export function accountLockedError(retryAfter: number): HttpError {
  return new HttpError({
    status: 429,
    code: errorCodes.ACCOUNT_LOCKED,
    messageKey: 'auth_error_account_locked',
    retryAfter,
  });
}
