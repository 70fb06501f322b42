import { cleanup, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, fakeBackEnd, ok, renderIdentity } from './testing/render-identity.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('email link pages', () => {
  it('confirms the email once with the link’s token and links home', async () => {
    const { calls } = fakeBackEnd({ '/web-api/user/activate': ok() });
    renderIdentity('/en/user/activate?token=tok-1');
    expect(screen.getByRole('status').textContent).toBe('Checking your link…');
    const heading = await screen.findByRole('heading', { name: 'Your email is confirmed' });
    // The outcome's heading takes focus (once it is on screen), so it is read out from its start.
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/en');
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: '/web-api/user/activate',
      body: { token: 'tok-1' },
    });
    expect(calls[0]?.headers['x-requested-with']).toBe('XMLHttpRequest');
  });

  it.each([
    ['activatefast', '/web-api/user/activatefast', 'Your email is confirmed'],
    ['accountverify', '/web-api/user/accountverify', 'Your account is verified'],
    ['stopnewsletter', '/web-api/user/stopnewsletter', 'You have unsubscribed'],
  ])('user/%s posts to %s and confirms', async (page, path, heading) => {
    const { calls } = fakeBackEnd({ [path]: ok() });
    renderIdentity(`/en/user/${page}?token=t-${page}`);
    expect(await screen.findByRole('heading', { name: heading })).toBeTruthy();
    expect(calls.map((call) => [call.url, call.body])).toEqual([[path, { token: `t-${page}` }]]);
  });

  it('tells an expired link apart from a wrong one', async () => {
    // The server's answers: a genuine link out of date, and one that was forged or used already.
    fakeBackEnd({ '/web-api/user/activate': failure(400, 'TOKEN_EXPIRED') });
    renderIdentity('/en/user/activate?token=old');
    expect(await screen.findByRole('heading', { name: 'This link has expired' })).toBeTruthy();
    cleanup();
    fakeBackEnd({ '/web-api/user/accountverify': failure(400, 'INVALID_TOKEN') });
    renderIdentity('/en/user/accountverify?token=bad');
    expect(await screen.findByRole('heading', { name: 'This link does not work' })).toBeTruthy();
    expect(screen.getByText(/send you a new verification link/)).toBeTruthy();
  });

  it('explains a link without a token and sends nothing', () => {
    const { calls } = fakeBackEnd({});
    renderIdentity('/en/user/stopnewsletter');
    // Nothing changed since the page opened: focus stays where the browser put it.
    expect(document.activeElement).not.toBe(
      screen.getByRole('heading', { name: 'Unsubscribe from the newsletter' }),
    );
    expect(screen.getByText(/The link you opened is incomplete/)).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('offers a retry after a server failure and succeeds on it', async () => {
    const { calls } = fakeBackEnd({
      '/web-api/user/stopnewsletter': [failure(500, 'INTERNAL_ERROR'), ok()],
    });
    renderIdentity('/en/user/stopnewsletter?token=n1');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Something went wrong. Please try again in a moment.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'You have unsubscribed' })).toBeTruthy();
    expect(calls).toHaveLength(2);
  });

  it('says so when the network is down', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    renderIdentity('/en/user/activate?token=t');
    expect((await screen.findByRole('alert')).textContent).toMatch(/No connection to the server/);
  });
});
