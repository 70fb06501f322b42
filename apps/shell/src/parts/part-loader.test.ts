import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchDescriptorWithRetry, PartLoadError } from './part-loader.ts';

const descriptor = {
  appName: 'info',
  title: 'About | Parlay',
  codeToEval: '',
  scriptsToLoad: ['/parts/info/client.js'],
  cssToLoad: [],
  style: [],
  head: '',
  body: '<div data-part-root></div>',
};

function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

afterEach(() => vi.unstubAllGlobals());

describe('fetchDescriptorWithRetry', () => {
  it('retries a failing part 3 times, waiting 1000, 2000 and 4000 ms, then gives up with its status', async () => {
    const fetchMock = vi.fn(async () => answer(503, { status: 503 }));
    vi.stubGlobal('fetch', fetchMock);
    const waits: number[] = [];
    const attempt = fetchDescriptorWithRetry(
      'info',
      '/en/information',
      'en',
      new AbortController().signal,
      async (ms) => {
        waits.push(ms);
      },
    );
    await expect(attempt).rejects.toMatchObject({ status: 503 });
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(waits).toEqual([1000, 2000, 4000]);
  });

  it('succeeds on a later attempt', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(answer(500, {}))
      .mockResolvedValueOnce(answer(200, descriptor));
    vi.stubGlobal('fetch', fetchMock);
    const result = await fetchDescriptorWithRetry(
      'info',
      '/en/information',
      'en',
      new AbortController().signal,
      async () => {},
    );
    expect(result.title).toBe('About | Parlay');
  });

  it('sends the JSON descriptor call with the mf headers', async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => answer(200, descriptor));
    vi.stubGlobal('fetch', fetchMock);
    await fetchDescriptorWithRetry('info', '/en/information/about', 'en', new AbortController().signal);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/mf/info');
    expect(init?.method).toBe('POST');
    expect(init?.headers).toMatchObject({ 'mf-render-mode': 'json', 'mf-api-version': 'v2' });
    expect(JSON.parse(String(init?.body))).toMatchObject({ url: '/en/information/about', language: 'en' });
  });

  it('takes a 404 that carries a descriptor as the part’s own not-found page, without retrying', async () => {
    const fetchMock = vi.fn(async () => answer(404, descriptor));
    vi.stubGlobal('fetch', fetchMock);
    const result = await fetchDescriptorWithRetry(
      'info',
      '/en/information/nope',
      'en',
      new AbortController().signal,
    );
    expect(result.body).toContain('data-part-root');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('does not retry a client error and rejects a malformed descriptor', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(400, { status: 400 })),
    );
    await expect(
      fetchDescriptorWithRetry('info', '/en', 'en', new AbortController().signal),
    ).rejects.toBeInstanceOf(PartLoadError);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(200, { body: 1 })),
    );
    await expect(
      fetchDescriptorWithRetry('info', '/en', 'en', new AbortController().signal, async () => {}),
    ).rejects.toMatchObject({ status: 502 });
  });
});
