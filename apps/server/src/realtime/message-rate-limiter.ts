/**
 * Token bucket for one socket's incoming messages: `burst` at once, refilled at `perSecond`.
 */
export class MessageRateLimiter {
  readonly #perSecond: number;
  readonly #burst: number;
  #tokens: number;
  #refilledAt: number;

  constructor(options: { perSecond: number; burst: number }, now: number = performance.now()) {
    this.#perSecond = options.perSecond;
    this.#burst = options.burst;
    this.#tokens = options.burst;
    this.#refilledAt = now;
  }

  /** Takes a token for one message; false when the socket is over its rate. */
  tryTake(now: number = performance.now()): boolean {
    const elapsedSeconds = (now - this.#refilledAt) / 1000;
    this.#tokens = Math.min(this.#burst, this.#tokens + elapsedSeconds * this.#perSecond);
    this.#refilledAt = now;
    if (this.#tokens < 1) return false;
    this.#tokens -= 1;
    return true;
  }
}
