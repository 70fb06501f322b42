import { createHash } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { type PowChallenge, solvePow } from './captcha-pow.ts';

/** A challenge made the way the server makes one (ALTCHA: hex SHA-256 of salt + number). */
function challengeFor(number: number, maxnumber: number, salt = 'c0ffee42'): PowChallenge {
  const challenge = createHash('sha256').update(`${salt}${number}`).digest('hex');
  return { algorithm: 'SHA-256', challenge, salt, maxnumber };
}

describe('solvePow', () => {
  it.each([0, 1, 63, 64, 65, 4_321, 10_000])('finds the number %i', async (number) => {
    expect(await solvePow(challengeFor(number, 10_000))).toBe(number);
  });

  it("searches with the challenge's own salt", async () => {
    expect(await solvePow(challengeFor(777, 1_000, 'another-salt'))).toBe(777);
  });

  it('rejects when no number up to maxnumber solves it', async () => {
    await expect(solvePow(challengeFor(2_001, 2_000))).rejects.toThrow(/no number in range/);
  });

  it('rejects a challenge that is not a hex SHA-256, and another algorithm', async () => {
    await expect(solvePow({ ...challengeFor(1, 10), challenge: 'xyz' })).rejects.toThrow(/not a hex SHA-256/);
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
