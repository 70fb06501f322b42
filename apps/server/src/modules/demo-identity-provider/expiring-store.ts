import { randomToken } from '../../security/crypto.ts';

/**
 * Values under random one-use handles that lapse after `ttlMs`, in this process's memory (the
 * demo provider is one process's toy: pending authorization requests, codes, access tokens).
 * The oldest entries make way past `maxEntries`, so a flood of requests cannot grow it unbounded.
 */
export interface ExpiringStore<T> {
  /** Keeps `value` and answers its new random handle. */
  put(value: T): string;
  /** The value, still kept (several reads allowed), or undefined when unknown or lapsed. */
  peek(handle: string): T | undefined;
  /** The value, removed: a second take of the same handle answers undefined. */
  take(handle: string): T | undefined;
}

export function createExpiringStore<T>(options: {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}): ExpiringStore<T> {
  const { ttlMs, maxEntries, now = Date.now } = options;
  const entries = new Map<string, { value: T; expiresAt: number }>();

  const live = (handle: string) => {
    const entry = entries.get(handle);
    if (entry === undefined) return undefined;
    if (entry.expiresAt <= now()) {
      entries.delete(handle);
      return undefined;
    }
    return entry;
  };

  return {
    put(value) {
      // A Map keeps insertion order: the first keys are the oldest.
      for (const [handle, entry] of entries) {
        if (entries.size < maxEntries && entry.expiresAt > now()) break;
        entries.delete(handle);
      }
      const handle = randomToken();
      entries.set(handle, { value, expiresAt: now() + ttlMs });
      return handle;
    },
    peek(handle) {
      return live(handle)?.value;
    },
    take(handle) {
      const entry = live(handle);
      entries.delete(handle);
      return entry?.value;
    },
  };
}
