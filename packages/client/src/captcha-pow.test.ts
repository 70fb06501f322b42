import { createHash, scryptSync } from 'node:crypto';
import type { PowChallenge } from '@parlay/contract';
import { describe, expect, it, vi } from 'vitest';
import { solvePow } from './captcha-pow.ts';

/** A challenge made the way the server makes one (ALTCHA: hex SHA-256 of salt + number). */
function challengeFor(number: number, maxnumber: number, salt = 'c0ffee42'): PowChallenge {
  const challenge = createHash('sha256').update(`${salt}${number}`).digest('hex');
  return { algorithm: 'SHA-256', challenge, salt, maxnumber };
}

/**
 * A scrypt challenge made the way the server makes one, with Node's native scrypt (1 MiB per try by
 * default, to keep tests quick), and the answer it expects: the hex key of `number`.
 */
function scryptChallengeFor(
  number: number,
  maxnumber: number,
  { cost = 1024, blockSize = 8, parallelization = 1, salt = '5a1t' } = {},
): { pow: PowChallenge; key: string } {
  const key = scryptSync(String(number), salt, 32, {
    N: cost,
    r: blockSize,
    p: parallelization,
    maxmem: 256 * cost * blockSize * parallelization,
  });
  const challenge = createHash('sha256').update(key).digest('hex');
  return {
    pow: { algorithm: 'scrypt', challenge, salt, maxnumber, cost, blockSize, parallelization },
    key: key.toString('hex'),
  };
}

describe('solvePow', () => {
  it.each([0, 1, 63, 64, 65, 4_321, 10_000])('finds the number %i', async (number) => {
    expect(await solvePow(challengeFor(number, 10_000))).toBe(String(number));
  });

  it("searches with the challenge's own salt", async () => {
    expect(await solvePow(challengeFor(777, 1_000, 'another-salt'))).toBe('777');
  });

  it('rejects when no number up to maxnumber solves it', async () => {
    await expect(solvePow(challengeFor(2_001, 2_000))).rejects.toThrow(/no number in range/);
  });

  it('rejects a challenge that is not a hex 32-byte digest, and another algorithm', async () => {
    await expect(solvePow({ ...challengeFor(1, 10), challenge: 'xyz' })).rejects.toThrow(/not a hex 32-byte/);
    await expect(
      solvePow({ ...challengeFor(1, 10), algorithm: 'SHA-512' as unknown as 'SHA-256' }),
    ).rejects.toThrow(/unsupported/);
  });

  it('reports progress while it searches', async () => {
    const onProgress = vi.fn();
    await solvePow(challengeFor(3_000, 4_000), { onProgress, progressEvery: 1_000 });
    const fractions = onProgress.mock.calls.map(([fraction]) => fraction as number);
    expect(fractions.length).toBeGreaterThanOrEqual(2);
    expect(fractions).toEqual([...fractions].sort((a, b) => a - b));
    expect(fractions.every((fraction) => fraction > 0 && fraction < 1)).toBe(true);
  });

  it('stops when its signal is aborted, with the signal reason', async () => {
    const controller = new AbortController();
    const search = solvePow(challengeFor(90_000, 100_000), {
      signal: controller.signal,
      progressEvery: 500,
      onProgress: () => controller.abort(new Error('closed by the user')),
    });
    await expect(search).rejects.toThrow('closed by the user');
  });
});

describe('solvePow with scrypt (codes 111 and 112)', () => {
  it.each([0, 1, 9])(
    'answers the scrypt key of the number %i, whose SHA-256 is the challenge',
    async (number) => {
      const { pow, key } = scryptChallengeFor(number, 9);
      expect(await solvePow(pow)).toBe(key);
    },
  );

  it('uses the parameters the challenge states', async () => {
    const { pow, key } = scryptChallengeFor(3, 5, {
      cost: 2048,
      blockSize: 4,
      parallelization: 2,
      salt: 'other',
    });
    expect(await solvePow(pow)).toBe(key);
  });

  it('rejects when no number up to maxnumber solves it', async () => {
    await expect(solvePow(scryptChallengeFor(6, 5).pow)).rejects.toThrow(/no number in range/);
  });

  it('refuses a challenge that would take more than 64 MiB of the page', async () => {
    const greedy = { ...scryptChallengeFor(0, 1).pow, cost: 2 ** 20 };
    await expect(solvePow(greedy)).rejects.toThrow();
  });

  it('reports progress after every number it tries', async () => {
    const onProgress = vi.fn();
    await solvePow(scryptChallengeFor(3, 7).pow, { onProgress });
    expect(onProgress.mock.calls.map(([fraction]) => fraction)).toEqual([1 / 8, 2 / 8, 3 / 8]);
  });

  it('stops in the middle of a try when its signal is aborted, with the signal reason', async () => {
    // Loaded beforehand, so the search starts its first try at once.
    await import('./captcha-scrypt.ts');
    const controller = new AbortController();
    const onProgress = vi.fn();
    // 16 MiB per try, as the site asks; the answer is the second number.
    const { pow } = scryptChallengeFor(1, 3, { cost: 2 ** 14 });
    const search = solvePow(pow, { signal: controller.signal, onProgress });
    // Runs when the first try first yields to the event loop (every 10 ms).
    setTimeout(() => controller.abort(new Error('closed by the user')));
    await expect(search).rejects.toThrow('closed by the user');
    // The first try never finished.
    expect(onProgress).not.toHaveBeenCalled();
  });
});
