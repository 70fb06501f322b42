import { data, type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router';
import { DefaultLayout } from '../layouts/default-layout.tsx';
import { HomePage } from '../pages/home-page.tsx';
import { NotFoundPage } from '../pages/not-found-page.tsx';
import { PartPage } from '../pages/part-page.tsx';
import { RouteErrorPage } from '../pages/route-error-page.tsx';
import { languageCookie, languageRedirectTarget, readCookie } from './language-redirect.ts';
import type { RouteHandle } from './route-handle.ts';

/** Every URL carries its language: the first load is redirected on the server, later ones in the browser. */
function rootLoader({ request }: LoaderFunctionArgs) {
  const isBrowser = typeof document !== 'undefined';
  const target = languageRedirectTarget(new URL(request.url), {
    cookie: readCookie(isBrowser ? document.cookie : request.headers.get('cookie'), languageCookie),
    acceptLanguage: isBrowser
      ? navigator.languages.join(',')
      : (request.headers.get('accept-language') ?? undefined),
  });
  if (target) throw redirect(target, 302);
  return null;
}

function notFoundLoader(): never {
  throw data(null, { status: 404 });
}

const main: RouteHandle = { dictionaries: ['main'] };

export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/:lang?',
    loader: rootLoader,
    element: <DefaultLayout />,
    errorElement: <RouteErrorPage />,
    handle: main,
    children: [
      {
        id: 'home',
        index: true,
        element: <HomePage />,
        handle: { ...main, titleKey: 'home_title', descriptionKey: 'home_description' } satisfies RouteHandle,
      },
      {
        id: 'information',
        path: 'information/*',
        element: <PartPage part="info" />,
        handle: { ...main, part: 'info' } satisfies RouteHandle,
      },
      {
        id: 'not-found',
        path: '*',
        loader: notFoundLoader,
        element: <NotFoundPage />,
        errorElement: <NotFoundPage />,
        handle: { ...main, titleKey: 'not_found_title' } satisfies RouteHandle,
      },
    ],
  },
];
