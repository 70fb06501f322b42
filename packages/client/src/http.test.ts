import { afterEach, describe, expect, it, vi } from 'vitest';
import { getJson, postJson, withRetries } from './http.ts';

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

describe('JSON requests', () => {
  it('post a JSON body and read the JSON answer', async () => {
    const fetchMock = vi.fn(
      async (_url: string, _init?: RequestInit) => new Response('{"data":1}', { status: 200 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    expect(await postJson('/x', { a: 1 })).toEqual({ data: 1 });
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ method: 'POST', body: '{"a":1}' });
  });
  it('reject a non-2xx answer', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 503 })),
    );
    await expect(getJson('/x')).rejects.toThrow('503');
  });
});
