import { type CaptchaCode, errorCodes } from '@parlay/contract';
import { networkOf, normalizeIp } from '../../http/cidr.ts';
import { HttpError } from '../../http/http-error.ts';
import { sha256Hex } from '../../security/crypto.ts';
import type { AuthCounter, AuthThrottleRepository } from './auth-throttle-repository.ts';
import type { AuthCounterScope } from './schema.ts';
import {
  type CounterPolicy,
  captchasAccepted,
  codeSendWindowMs,
  counterPolicies,
  failureWindowMs,
  lockoutMs,
  networkPrefixes,
  signInCaptchaFor,
  strongerCaptcha,
} from './throttle-policy.ts';

/**
 * `sign-in`: calls that check a secret (password, SMS or two-step code).
 * `code`: calls that send a code (SMS or email); every guarded call counts as one send.
 */
export type ThrottleScope = 'sign-in' | 'code';

/**
 * Whom a call is about. Once what the caller typed resolves to an account, that account's id: every
 * identifier of one account (login, id however written, email, phone) then shares one counter.
 * Otherwise the identifier itself in the form its look-up reads it (compared trimmed and
 * lowercased): one that names no account, so that it is throttled exactly like one that does, or
 * the recipient of a code.
 */
export type ThrottledAccount = { readonly userId: number } | string;

export interface ThrottleSubject {
  scope: ThrottleScope;
  /** The account the call is about, when it names one. */
  account?: ThrottledAccount;
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
  /** Counts a failed attempt against the account, the client's address and the network around it. */
  recordFailure(client: ThrottleClient, subject: ThrottleSubject): Promise<void>;
  /**
   * Clears the account's failures (the address and its network keep their counts: one good login
   * must not reset an attacker's).
   */
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

export function accountKey(account: ThrottledAccount): string {
  if (typeof account !== 'string') return `user:${account.userId}`;
  const normalised = account.trim().toLowerCase();
  return normalised.length <= longestPlainAccount
    ? `account:${normalised}`
    : `account-sha256:${sha256Hex(normalised)}`;
}

export function addressKey(ip: string): string {
  return `ip:${normalizeIp(ip) ?? ip}`;
}

/** The key of the /24 or /64 around `ip` (none for text that is no IP address). */
export function networkKey(ip: string): string | undefined {
  const network = networkOf(ip, networkPrefixes);
  return network === null ? undefined : `net:${network}`;
}

/** A counter a call is counted on, with the limits of its kind. */
interface CountedKey {
  key: string;
  policy: CounterPolicy;
}

/** The account's counter, when the call names one (a blank identifier names none). */
function accountCounterOf(account: ThrottledAccount | undefined): CountedKey | undefined {
  if (account === undefined || (typeof account === 'string' && account.trim() === '')) return undefined;
  return { key: accountKey(account), policy: counterPolicies.account };
}

/** Every counter a call counts on: the client's address, the network around it, the account it names. */
function countersOf(client: ThrottleClient, subject: ThrottleSubject): CountedKey[] {
  const network = networkKey(client.ip);
  const account = accountCounterOf(subject.account);
  return [
    { key: addressKey(client.ip), policy: counterPolicies.address },
    ...(network === undefined ? [] : [{ key: network, policy: counterPolicies.network }]),
    ...(account === undefined ? [] : [account]),
  ];
}

export function createAuthThrottle(deps: AuthThrottleDeps): AuthThrottle {
  const { repository, captcha } = deps;
  // Read the clock at each call, not a reference to Date.now taken once (tests move the clock).
  const now = deps.now ?? (() => Date.now());

  /** The count within its window (an old window counts nothing). */
  const liveCount = (counter: AuthCounter | undefined, windowMs: number, at: number): number =>
    counter !== undefined && counter.windowStartedAt.getTime() > at - windowMs ? counter.count : 0;

  const counterOf = (counters: readonly AuthCounter[], key: string) =>
    counters.find((counter) => counter.key === key);

  return {
    async guard(client, subject) {
      const at = now();
      const counters = countersOf(client, subject);
      const keys = counters.map(({ key }) => key);
      const failures = await repository.find(failureScope[subject.scope], keys);

      const lockedUntil = Math.max(0, ...failures.map((counter) => counter.lockedUntil?.getTime() ?? 0));
      if (lockedUntil > at) throw accountLockedError(Math.ceil((lockedUntil - at) / 1000));

      // The strongest challenge any of the counters calls for.
      let required = counters.reduce<CaptchaCode | null>(
        (strongest, { key, policy }) =>
          strongerCaptcha(
            strongest,
            signInCaptchaFor(liveCount(counterOf(failures, key), failureWindowMs, at), policy.thresholds),
          ),
        null,
      );
      if (subject.scope === 'code') {
        const sends = await repository.find('code-send', keys);
        const sentTooOften = counters.some(
          ({ key, policy }) => liveCount(counterOf(sends, key), codeSendWindowMs, at) >= policy.freeCodeSends,
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
        for (const key of keys)
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
      const scope = failureScope[subject.scope];
      for (const { key, policy } of countersOf(client, subject))
        await repository.increment({
          scope,
          key,
          now: at,
          windowMs: failureWindowMs,
          lockAt: policy.thresholds.lock,
          lockMs: lockoutMs,
        });
    },

    async recordSuccess(_client, subject) {
      const account = accountCounterOf(subject.account);
      if (account !== undefined) await repository.remove(failureScope[subject.scope], account.key);
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
