import { afterEach, describe, expect, it, vi } from 'vitest';
import { withRetries } from './http.ts';

afterEach(() => vi.unstubAllGlobals());

describe('withRetries', () => {
  it('tries once more per retry, then gives up with the last error', async () => {
    const attempt = vi.fn(async () => {
      throw new Error('down');
    });
    await expect(withRetries(attempt, 2, 1)).rejects.toThrow('down');
    expect(attempt).toHaveBeenCalledTimes(3);
  });
  it('stops at the first success', async () => {
    const attempt = vi.fn().mockRejectedValueOnce(new Error('once')).mockResolvedValueOnce('ok');
    expect(await withRetries(attempt, 5, 1)).toBe('ok');
    expect(attempt).toHaveBeenCalledTimes(2);
  });
});
