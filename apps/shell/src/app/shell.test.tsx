import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '../session/session-store.ts';
import { fakePartsBackEnd, jsonAnswer, renderShell } from '../test/render-shell.tsx';
import { signedInSession } from '../test/signed-in-wallet.ts';

/** A part entry the fake back end serves: mounting marks the body so the test can see it ran. */
const mountingModule = `data:text/javascript,${encodeURIComponent(
  'export function mount(el){el.querySelector("[data-part-root]").dataset.mounted="yes";return{update(){},unmount(){}}}',
)}`;

function descriptor(appName: string, body: string) {
  return {
    appName,
    title: `${appName} page`,
    codeToEval: '',
    scriptsToLoad: [mountingModule],
    cssToLoad: [],
    style: [],
    head: '',
    body,
  };
}

const footerAnswer = jsonAnswer(200, descriptor('footer', '<div data-part-root><p>Footer links</p></div>'));

beforeEach(() => {
  // The age notice is its own journey: these tests are about the routes behind it.
  localStorage.setItem('parlay:age-confirmed-until', String(Date.now() + 60_000));
});

afterEach(() => {
  cleanup();
  setSession(null);
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('shell routes', () => {
  it('renders the home page (the sports part) with the header navigation and the footer part from the back end', async () => {
    fakePartsBackEnd({
      footer: footerAnswer,
      sports: jsonAnswer(200, descriptor('sports', '<div data-part-root><h1>Top live</h1></div>')),
    });
    await renderShell('/en', { availableParts: ['footer', 'sports'] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Top live' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeTruthy();
    expect(await screen.findByText('Footer links')).toBeTruthy();
    await waitFor(() => expect(document.querySelector('[data-mounted="yes"]')).not.toBeNull());
  });

  it('shows a server-only part (a descriptor with no script) as it is, and it does not hold the page from hydrated', async () => {
    fakePartsBackEnd({
      footer: jsonAnswer(200, {
        ...descriptor('footer', '<div data-part-root><p>Static footer</p></div>'),
        scriptsToLoad: [],
      }),
      sports: jsonAnswer(200, descriptor('sports', '<div data-part-root><h1>Top live</h1></div>')),
    });
    await renderShell('/en', { availableParts: ['footer', 'sports'] });
    expect(await screen.findByText('Static footer')).toBeTruthy();
    await waitFor(() => expect(document.documentElement.hasAttribute('data-hydrated')).toBe(true));
    expect(document.querySelector('[data-part-host="footer"]')?.getAttribute('data-part-state')).toBe(
      'ready',
    );
    expect(document.querySelector('[data-part-host="footer"] [data-mounted]')).toBeNull();
  });

  it('says the page could not be found on an unknown path, in the page language', async () => {
    fakePartsBackEnd({ footer: footerAnswer });
    await renderShell('/ru/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Страница не найдена' })).toBeTruthy();
  });

  it('redirects a path without a language to one with it', async () => {
    fakePartsBackEnd({ footer: footerAnswer });
    const router = await renderShell('/information/about');
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/[a-z]{2}\/information\/about$/));
  });

  it('shows the footer error state and loads the footer again from its refresh button', async () => {
    const fetchMock = fakePartsBackEnd({
      footer: jsonAnswer(200, descriptor('footer', '<div data-part-root><p>Footer back</p></div>')),
    });
    await renderShell('/en', {
      views: new Map([['footer', { state: 'error', url: '/en', httpStatus: 503 }]]),
    });
    expect(await screen.findByText('This section could not be loaded.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('Footer back')).toBeTruthy();
  });

  it('shows the error page with the status when the page’s main part fails', async () => {
    fakePartsBackEnd({
      footer: footerAnswer,
      info: jsonAnswer(400, { status: 400, code: 'VALIDATION_ERROR', messageKey: 'main_validation_error' }),
    });
    await renderShell('/en/information/about');
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByText('Error 400')).toBeTruthy();
  });

  it('shows a section whose part is not on the site yet with its title, breadcrumbs and notice', async () => {
    fakePartsBackEnd({ footer: footerAnswer });
    await renderShell('/en/slots');
    expect(await screen.findByRole('heading', { level: 1, name: 'Slots' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Breadcrumbs' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'This section is opening soon' })).toBeTruthy();
  });

  it('asks an anonymous visitor to sign in on an office page', async () => {
    fakePartsBackEnd({ footer: footerAnswer });
    await renderShell('/en/office/account');
    expect(await screen.findByRole('heading', { name: 'Sign in to continue' })).toBeTruthy();
  });

  it('hides a section whose route id the configuration does not list', async () => {
    fakePartsBackEnd({ footer: footerAnswer });
    await renderShell('/en/information/rules/1', { config: { availableRoutes: [] } });
    expect(await screen.findByRole('heading', { name: 'This page could not be found' })).toBeTruthy();
  });
});

describe('age notice', () => {
  it('cannot be dismissed without confirming, and is kept once confirmed', async () => {
    localStorage.clear();
    fakePartsBackEnd({ footer: footerAnswer });
    await renderShell('/en');
    const confirm = await screen.findByRole('button', { name: 'Yes, I am 18 or older' });
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Yes, I am 18 or older' })).toBe(confirm);
    await userEvent.click(confirm);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Yes, I am 18 or older' })).toBeNull());
    expect(Number(localStorage.getItem('parlay:age-confirmed-until'))).toBeGreaterThan(
      Date.now() + 259_000_000,
    );
  });
});

describe('parts and the session', () => {
  /**
   * A part entry that writes on its body who the shell says is signed in, at mount and at each
   * update, and counts its mounts on the page (`data-part-mounts` of <html>).
   */
  const sessionModule = `data:text/javascript,${encodeURIComponent(
    [
      'export function mount(el,c){',
      'const root=el.querySelector("[data-part-root]"),html=document.documentElement;',
      'html.dataset.partMounts=String(Number(html.dataset.partMounts??0)+1);',
      'const show=(x)=>{root.dataset.userId=String(x.userId)};show(c);',
      'return{update:show,unmount(){}}}',
    ].join(''),
  )}`;

  it('tells a mounted part of a sign-in and a sign-out in place, without mounting it again', async () => {
    fakePartsBackEnd({
      footer: footerAnswer,
      sports: jsonAnswer(200, {
        ...descriptor('sports', '<div data-part-root><h1>Top live</h1></div>'),
        scriptsToLoad: [sessionModule],
      }),
    });
    await renderShell('/en', { availableParts: ['footer', 'sports'] });
    const body = async () => {
      await screen.findByRole('heading', { level: 1, name: 'Top live' });
      return document.querySelector<HTMLElement>('[data-part-host="sports"] [data-part-root]');
    };
    await waitFor(async () => expect((await body())?.dataset.userId).toBe('null'));

    // The sign-in dialog's answer: the session store learns the player; the page stays.
    act(() => setSession(signedInSession(7)));
    await waitFor(async () => expect((await body())?.dataset.userId).toBe('7'));
    // The server ended the session: the part hears it too.
    act(() => setSession(null));
    await waitFor(async () => expect((await body())?.dataset.userId).toBe('null'));
    expect(document.documentElement.dataset.partMounts).toBe('1');
    delete document.documentElement.dataset.partMounts;
  });
});
