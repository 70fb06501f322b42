import { hmacHex, safeEqual } from './crypto.ts';

/**
 * The signature scheme of payment webhooks (docs/payments-api.md "Webhooks"), Stripe's: the header
 * `t=<unix seconds>,v1=<hex>[,v1=<hex>…]` where each `v1` is HMAC-SHA256 of `"<t>.<raw body>"`
 * under one of the sender's secrets. Several `v1` let a sender sign with the old and the new
 * secret while it is rotated; the receiver accepts any one of its secrets matching any one of them.
 */

/** How far the signed time may be from the receiver's clock: replays older than this are refused. */
export const webhookToleranceSeconds = 300;

/** The header value for `rawBody` signed at `timestamp` (unix seconds) with each of `secrets`. */
export function signWebhook(secrets: readonly string[], rawBody: string, timestamp: number): string {
  const signed = `${timestamp}.${rawBody}`;
  return [
    `t=${timestamp}`,
    ...secrets.map((secret) => `v1=${hmacHex(Buffer.from(secret, 'utf8'), signed)}`),
  ].join(',');
}

/** Why a webhook was refused (for the log; the sender learns only that it was). */
export type WebhookSignatureProblem = 'malformed' | 'stale' | 'mismatch';

/**
 * Checks `header` against `rawBody` (the exact bytes received, as text): a well-formed header, a
 * time within `toleranceSeconds` of `nowMs` either way, and a `v1` made with one of `secrets`
 * (compared in constant time). Answers undefined when it holds.
 */
export function webhookSignatureProblem(
  secrets: readonly string[],
  header: string | undefined,
  rawBody: string,
  nowMs: number,
  toleranceSeconds = webhookToleranceSeconds,
): WebhookSignatureProblem | undefined {
  if (header === undefined || secrets.length === 0) return 'malformed';
  let timestamp: number | undefined;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [name, value, ...rest] = part.trim().split('=');
    if (name === undefined || value === undefined || rest.length > 0) return 'malformed';
    if (name === 't') {
      if (timestamp !== undefined || !/^\d{1,12}$/.test(value)) return 'malformed';
      timestamp = Number(value);
    } else if (name === 'v1') {
      if (!/^[0-9a-f]{64}$/.test(value)) return 'malformed';
      signatures.push(value);
    }
    // Other schemes (v0, a future v2) are ignored, as Stripe's receivers do.
  }
  if (timestamp === undefined || signatures.length === 0 || signatures.length > 8) return 'malformed';
  if (Math.abs(nowMs / 1000 - timestamp) > toleranceSeconds) return 'stale';
  const signed = `${timestamp}.${rawBody}`;
  const expected = secrets.map((secret) => hmacHex(Buffer.from(secret, 'utf8'), signed));
  // Every pair is compared, so the time taken does not depend on which one matched.
  let matched = false;
  for (const signature of signatures)
    for (const candidate of expected) matched = safeEqual(signature, candidate) || matched;
  return matched ? undefined : 'mismatch';
}
