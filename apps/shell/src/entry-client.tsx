import '@parlay/ui/tokens.css';
import '@parlay/ui/styles.css';
import './shell.css';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { type InitialData, initialDataGlobal } from './app/initial-data.ts';
import { ShellProviders } from './app/shell-providers.tsx';
import { createShellTranslator } from './i18n/create-i18n.ts';
import type { PartView } from './parts/part-view.ts';
import { runtimeFromViews } from './parts/parts-runtime.tsx';
import { routes } from './routes/routes.tsx';

declare global {
  interface Window {
    [initialDataGlobal]: InitialData;
  }
}

/**
 * The server-rendered part bodies, read back from the DOM before hydration: the client renders
 * the very same strings, so React leaves the markup the parts hydrate into alone.
 */
function serverPartViews(data: InitialData): Map<string, PartView> {
  const views = new Map<string, PartView>();
  for (const [name, state] of Object.entries(data.parts)) {
    if (state.status === 'error') {
      views.set(name, { state: 'error', url: state.url, httpStatus: state.httpStatus });
      continue;
    }
    const body = document.querySelector(`[data-part-host="${CSS.escape(name)}"] > [data-part-body]`);
    if (body)
      views.set(name, {
        state: 'ready',
        url: state.url,
        body: body.innerHTML,
        scriptsToLoad: state.scriptsToLoad,
        key: 0,
      });
  }
  return views;
}

const data = window[initialDataGlobal];
const router = createBrowserRouter(routes);
const translator = createShellTranslator(data.language, data.dictionaries);

hydrateRoot(
  document.getElementById('root')!,
  <ShellProviders translator={translator} theme={data.theme} parts={runtimeFromViews(serverPartViews(data))}>
    <RouterProvider router={router} />
  </ShellProviders>,
  { onRecoverableError: (error) => console.error('[shell] recoverable error', error) },
);
