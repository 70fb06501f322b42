import { createTranslator } from '@parlay/i18n';
import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmTermsPage } from './confirm-terms-page.tsx';
import en from './dictionaries/en.json' with { type: 'json' };
import { failure, fakeBackEnd, ok, renderIdentity } from './testing/render-identity.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The page with a recorded full page load in place of the browser's. */
function renderWithPageLoad() {
  const loadPage = vi.fn();
  render(<ConfirmTermsPage language="en" i18n={createTranslator('en', en)} loadPage={loadPage} />);
  return loadPage;
}

describe('confirm terms page', () => {
  it('links the full rules from the part app and sends nothing before the user accepts', () => {
    const { calls } = fakeBackEnd({});
    renderIdentity('/en/confirm-terms');
    expect(screen.getByRole('heading', { name: 'Our terms have changed' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /full terms and rules/ }).getAttribute('href')).toBe(
      '/en/information/rules/1',
    );
    expect(calls).toEqual([]);
  });

  it('records the acceptance, then loads home in full, so the page starts from the updated session', async () => {
    const { calls } = fakeBackEnd({ '/web-api/user/confirm-terms': ok({ success: true, version: 3 }) });
    const loadPage = renderWithPageLoad();
    await userEvent.click(screen.getByRole('button', { name: 'I accept' }));
    await vi.waitFor(() => expect(loadPage).toHaveBeenCalledWith('/en'));
    expect(loadPage).toHaveBeenCalledTimes(1);
    expect(calls.map((call) => [call.method, call.url, call.body])).toEqual([
      ['POST', '/web-api/user/confirm-terms', {}],
    ]);
  });

  it('stays with an error and does not leave when the server refuses', async () => {
    fakeBackEnd({ '/web-api/user/confirm-terms': failure(503, 'INTERNAL_ERROR') });
    const loadPage = renderWithPageLoad();
    await userEvent.click(screen.getByRole('button', { name: 'I accept' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/Something went wrong/);
    expect(loadPage).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'I accept' }).hasAttribute('disabled')).toBe(false);
  });
});
