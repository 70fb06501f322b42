import type { CaptchaCode } from '@parlay/contract';

/**
 * The escalation policy (README.md): thresholds of failures within one window, per account. A
 * client address is allowed `addressFactor` times as many, since many players can share one
 * (offices, mobile carriers' NAT).
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

/** Failures older than this no longer count. */
export const failureWindowMs = 15 * 60_000;
export const lockoutMs = 15 * 60_000;

/**
 * Sending codes (SMS, email): this many sends per address and per recipient within
 * `codeSendWindowMs` go without a captcha; every further send needs the hard proof of work (113).
 */
export const freeCodeSends = 1;
export const codeSendWindowMs = 10 * 60_000;

export type Thresholds = { readonly [K in keyof typeof failureThresholds]: number };

export const accountThresholds: Thresholds = failureThresholds;
export const addressThresholds: Thresholds = {
  pow: failureThresholds.pow * addressFactor,
  image: failureThresholds.image * addressFactor,
  longImage: failureThresholds.longImage * addressFactor,
  lock: failureThresholds.lock * addressFactor,
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
