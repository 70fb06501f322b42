import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id with the OWASP Password Storage Cheat Sheet's first configuration: m=64 MiB
 * (65536 KiB), t=3, p=1. The algorithm is the library's default, argon2id (its enum is a
 * `const enum`, which type stripping cannot import); `isArgon2idHash` checks it in tests.
 */
export const passwordHashOptions = { memoryCost: 65_536, timeCost: 3, parallelism: 1 } as const;

/**
 * At most this many hashes run at once: each takes 64 MiB and a core for ~100 ms, so a burst of
 * sign-ins queues instead of exhausting memory.
 */
const maxConcurrentHashes = 4;

/** A counting semaphore: `run` waits for a free slot. */
function createSemaphore(slots: number) {
  let free = slots;
  const waiting: (() => void)[] = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (free > 0) free -= 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else free += 1;
    }
  };
}

const limit = createSemaphore(maxConcurrentHashes);

export function hashPassword(password: string): Promise<string> {
  return limit(() => hash(password, passwordHashOptions));
}

/** A hash of no one's password, checked when the account does not exist so timing matches. */
let dummyHash: Promise<string> | undefined;

/**
 * Whether `password` matches `storedHash`. With no stored hash (unknown account) the same work is
 * done against a dummy hash and the answer is false: a response time never tells that a login
 * does not exist.
 */
export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  if (storedHash === undefined) {
    dummyHash ??= hashPassword('no account has this password');
    const hashed = await dummyHash;
    await limit(() => verify(hashed, password));
    return false;
  }
  try {
    return await limit(() => verify(storedHash, password));
  } catch {
    // A malformed stored hash must not reveal itself as a 500: it simply matches nothing.
    return false;
  }
}

export function isArgon2idHash(stored: string): boolean {
  return stored.startsWith('$argon2id$v=19$m=65536,t=3,p=1$');
}
