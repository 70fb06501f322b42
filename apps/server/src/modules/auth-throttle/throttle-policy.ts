import type { CaptchaCode } from '@parlay/contract';
import type { IpFamily } from '../../http/cidr.ts';

/**
 * The escalation policy (README.md): thresholds of failures within one window, per account. A
 * client address is allowed `addressFactor` times as many, since many players can share one
 * (offices, mobile carriers' NAT), and the network around it `networkFactor` times as many.
 */
export const failureThresholds = {
  /** From this many failures: proof of work (100). */
  pow: 3,
  /** Memory-hard proof of work (111; an image of text until issue 9, hence the name). */
  image: 6,
  /** Longer memory-hard proof of work (112). */
  longImage: 9,
  /** Refused with 429 ACCOUNT_LOCKED for `lockoutMs`. */
  lock: 12,
} as const;

export const addressFactor = 3;

/**
 * The network an address is counted in as well as itself: an IPv4 /24 (up to 254 neighbours, which
 * one attacker can often rotate through) and an IPv6 /64 (the block one subscriber's LAN gets: 2^64
 * addresses for the taking, so an exact IPv6 address alone would count nothing).
 */
export const networkPrefixes: Readonly<Record<IpFamily, number>> = { ipv4: 24, ipv6: 64 };

/**
 * A network gets ten times the account limits (120 failures in the window before its lock): an
 * office or a carrier's NAT pool behind one /24 stays far from it through its players' typos, while
 * an attacker rotating addresses gets 120 guesses per window from the whole network instead of 36
 * from each of its addresses (9,144 for a /24, unbounded for a /64).
 */
export const networkFactor = 10;

/** Failures older than this no longer count. */
export const failureWindowMs = 15 * 60_000;
export const lockoutMs = 15 * 60_000;

/**
 * Sending codes (SMS, email): this many sends per address and per recipient within
 * `codeSendWindowMs` go without a captcha (a network: `networkFactor` times as many); every further
 * send needs the hard proof of work (113).
 */
export const freeCodeSends = 1;
export const codeSendWindowMs = 10 * 60_000;

export type Thresholds = { readonly [K in keyof typeof failureThresholds]: number };

const scaled = (factor: number): Thresholds => ({
  pow: failureThresholds.pow * factor,
  image: failureThresholds.image * factor,
  longImage: failureThresholds.longImage * factor,
  lock: failureThresholds.lock * factor,
});

export const accountThresholds: Thresholds = failureThresholds;
export const addressThresholds: Thresholds = scaled(addressFactor);
export const networkThresholds: Thresholds = scaled(networkFactor);

/** Whose counter: the account the call is about, the client's address, or the network around it. */
export type CounterKind = 'account' | 'address' | 'network';

export interface CounterPolicy {
  readonly thresholds: Thresholds;
  /** Code sends within `codeSendWindowMs` that need no captcha. */
  readonly freeCodeSends: number;
}

export const counterPolicies: Readonly<Record<CounterKind, CounterPolicy>> = {
  account: { thresholds: accountThresholds, freeCodeSends },
  address: { thresholds: addressThresholds, freeCodeSends },
  network: { thresholds: networkThresholds, freeCodeSends: freeCodeSends * networkFactor },
};

/** The sign-in challenge `failures` call for under `thresholds`, or null for none. */
export function signInCaptchaFor(failures: number, thresholds: Thresholds): CaptchaCode | null {
  if (failures >= thresholds.longImage) return 112;
  if (failures >= thresholds.image) return 111;
  if (failures >= thresholds.pow) return 100;
  return null;
}

/** Captchas strong enough to stand in for `required`: harder work passes. */
const acceptedFor: Record<CaptchaCode, readonly CaptchaCode[]> = {
  100: [100, 113, 111, 112],
  111: [111, 112],
  112: [112],
  113: [113],
};

export function captchasAccepted(required: CaptchaCode): readonly CaptchaCode[] {
  return acceptedFor[required];
}

/** The stronger of two requirements (scrypt beats SHA-256; the longer scrypt beats the shorter). */
export function strongerCaptcha(a: CaptchaCode | null, b: CaptchaCode | null): CaptchaCode | null {
  if (a === null) return b;
  if (b === null) return a;
  return captchasAccepted(a).includes(b) ? b : a;
}
