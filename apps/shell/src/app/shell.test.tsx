import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createShellTranslator } from '../i18n/create-i18n.ts';
import { loadDictionaries } from '../i18n/dictionaries.ts';
import type { PartView } from '../parts/part-view.ts';
import { runtimeFromViews } from '../parts/parts-runtime.tsx';
import { routes } from '../routes/routes.tsx';
import { ShellProviders } from './shell-providers.tsx';

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

/** Fake back end: the descriptor endpoint answers per part. */
function fakeBackEnd(answers: Record<string, () => Response>) {
  const fetchMock = vi.fn(async (url: string) => {
    const part = url.replace('/mf/', '');
    const answer = answers[part];
    return answer ? answer() : new Response('{}', { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const json = (status: number, body: unknown) => () =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

async function renderShell(path: string, views: Map<string, PartView> = new Map()) {
  const prefix = path.split('/')[1] ?? '';
  const language = /^[a-z]{2}$/.test(prefix) ? prefix : 'en';
  const translator = createShellTranslator(language, await loadDictionaries(language, ['main']));
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <ShellProviders translator={translator} theme={0} parts={runtimeFromViews(views)}>
      <RouterProvider router={router} />
    </ShellProviders>,
  );
  return router;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('shell routes', () => {
  it('renders the home page with the header navigation and the footer part from the back end', async () => {
    fakeBackEnd({ footer: json(200, descriptor('footer', '<div data-part-root><p>Footer links</p></div>')) });
    await renderShell('/en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Every match. Every moment.' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeTruthy();
    expect(await screen.findByText('Footer links')).toBeTruthy();
    await waitFor(() => expect(document.querySelector('[data-mounted="yes"]')).not.toBeNull());
  });

  it('says the page could not be found on an unknown path, in the page language', async () => {
    fakeBackEnd({ footer: json(200, descriptor('footer', '<div data-part-root></div>')) });
    await renderShell('/ru/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Страница не найдена' })).toBeTruthy();
  });

  it('redirects a path without a language to one with it', async () => {
    fakeBackEnd({ footer: json(200, descriptor('footer', '<div data-part-root></div>')) });
    const router = await renderShell('/information/about');
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/[a-z]{2}\/information\/about$/));
  });

  it('shows the footer error state and loads the footer again from its refresh button', async () => {
    const fetchMock = fakeBackEnd({
      footer: json(200, descriptor('footer', '<div data-part-root><p>Footer back</p></div>')),
    });
    await renderShell('/en', new Map([['footer', { state: 'error', url: '/en', httpStatus: 503 }]]));
    expect(await screen.findByText('This section could not be loaded.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('Footer back')).toBeTruthy();
  });

  it('shows the error page with the status when the page’s main part fails', async () => {
    fakeBackEnd({
      footer: json(200, descriptor('footer', '<div data-part-root></div>')),
      info: json(400, { status: 400, code: 'BAD', messageKey: 'main_query_error' }),
    });
    await renderShell('/en/information/about');
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByText('Error 400')).toBeTruthy();
  });
});
