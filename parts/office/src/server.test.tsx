import { serverContextFor } from '@parlay/part-kit/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from './server.tsx';

afterEach(() => vi.unstubAllGlobals());

const renderAt = (url: string, language = 'en') => render(url, serverContextFor(url, language));

describe('office part server render', () => {
  it.each([
    ['/en/office/account', 'My account | Parlay'],
    ['/en/office/recharge', 'Deposit | Parlay'],
    ['/en/office/deduce', 'Withdraw funds | Parlay'],
    ['/en/office/historypay', 'Payment history | Parlay'],
    ['/en/office/security', 'Security | Parlay'],
    ['/en/onpay/success?paymentId=3', 'Deposit received | Parlay'],
    ['/en/onpay/withdraw/pending?paymentId=3', 'Withdrawal requested | Parlay'],
    ['/en/block-appeal-history', 'Your account is restricted | Parlay'],
  ])('renders %s with status 200 and the title %s', async (url, title) => {
    const page = await renderAt(url);
    expect(page.status).toBe(200);
    expect(page.title).toBe(title);
    expect(page.html).toContain('data-part-root');
    expect(page.html).toContain('data-part-state');
  });

  it('speaks the page’s language', async () => {
    expect((await renderAt('/ru/office/deduce', 'ru')).title).toBe('Вывод средств | Parlay');
    expect((await renderAt('/kk/office/historypay', 'kk')).title).toBe('Төлемдер тарихы | Parlay');
  });

  it('answers 404 for an office page that does not exist', async () => {
    const page = await renderAt('/en/office/nothing-here');
    expect(page.status).toBe(404);
    expect(page.html).toContain('Page not found');
  });

  it('draws placeholders and reads nothing: the accounts are one player’s, read by the browser', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const page = await renderAt('/en/office/account');
    expect(page.html).toContain('aria-busy="true"');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
