import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { RouteHandle } from './route-handle.ts';
import { useRouteParams } from './use-route-params.ts';

afterEach(cleanup);

function Params() {
  return <output>{JSON.stringify(useRouteParams())}</output>;
}

function renderAt(path: string) {
  const handle = (fixedParams?: Record<string, string>): RouteHandle => ({
    route: null,
    dictionaries: [],
    ...(fixedParams ? { fixedParams } : {}),
  });
  // As routes.tsx routes `registration/:type?` whose type is one word: the word as a plain segment.
  const router = createMemoryRouter(
    [
      { path: '/:lang/registration', element: <Params />, handle: handle() },
      {
        path: '/:lang/registration/socialregistration',
        element: <Params />,
        handle: handle({ type: 'socialregistration' }),
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return JSON.parse(screen.getByRole('status').textContent ?? '{}');
}

describe('useRouteParams', () => {
  it('names the param whose word the route fixes, beside the router’s own', () => {
    expect(renderAt('/en/registration/socialregistration')).toEqual({
      lang: 'en',
      type: 'socialregistration',
    });
  });

  it('leaves the param out where the path has no word for it', () => {
    expect(renderAt('/ru/registration')).toEqual({ lang: 'ru' });
  });
});
