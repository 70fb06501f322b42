/**
 * A key for one intent to move money (one press of Deposit, Withdraw, Place bet or Cash out): the
 * same key goes with a retry of that intent, so the server does it once (docs/payments-api.md
 * "Idempotency").
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
