import { serverContextFor } from '@parlay/part-kit/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from './server.tsx';

afterEach(() => vi.unstubAllGlobals());

const renderAt = (url: string, language = 'en') => render(url, serverContextFor(url, language));

describe('identity part server render', () => {
  it.each([
    ['/en/user/activate?token=t', 'Email confirmation | Parlay'],
    ['/en/user/activatefast?token=t', 'Email confirmation | Parlay'],
    ['/en/user/accountverify?token=t', 'Account verification | Parlay'],
    ['/en/user/stopnewsletter?token=t', 'Unsubscribe from the newsletter | Parlay'],
    ['/en/user/passwordreset?code=1', 'New password | Parlay'],
    ['/en/confirm-terms', 'Our terms have changed | Parlay'],
    ['/en/registration', 'Create your account | Parlay'],
  ])('renders %s with status 200 and the title %s', async (url, title) => {
    const page = await renderAt(url);
    expect(page.status).toBe(200);
    expect(page.title).toBe(title);
    expect(page.html).toContain('data-part-root');
    expect(page.html).toContain('data-part-state');
  });

  it('answers 404 for a user page that does not exist', async () => {
    const page = await renderAt('/en/user/unknown');
    expect(page.status).toBe(404);
    expect(page.html).toContain('Page not found');
  });

  it('sends no token while rendering: the page shows "checking" and the browser does the call', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const page = await renderAt('/en/user/activate?token=secret-token');
    expect(page.html).toContain('Checking your link…');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps the link’s token out of other sites’ referrers', async () => {
    const page = await renderAt('/en/user/passwordreset?code=1');
    expect(page.head).toBe('<meta name="referrer" content="no-referrer">');
  });

  it('speaks the page language, with English for nothing missing', async () => {
    const page = await renderAt('/ru/confirm-terms', 'ru');
    expect(page.title).toBe('Наши условия изменились | Parlay');
    expect(page.html).toContain('Принимаю');
  });

  it('escapes the state it embeds', async () => {
    const page = await renderAt('/en/user/activate?token=%3C/script%3E%3Cscript%3Ealert(1)');
    expect(page.html).not.toContain('</script><script>alert');
  });
});
