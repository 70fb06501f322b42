import { cleanup, render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import {
  holdHydrationMarkerWhileNavigating,
  ShellHydrationMarker,
  useHoldHydrationMarker,
} from './hydration-marker.tsx';

afterEach(cleanup);

function Part({ busy }: { busy: boolean }) {
  useHoldHydrationMarker(busy);
  return null;
}

const marked = () => document.documentElement.hasAttribute('data-hydrated');

describe('the hydration marker on <html>', () => {
  it('is set once the shell has hydrated and no part holds it, and taken away while one does', () => {
    const page = (busy: boolean) => (
      <>
        <Part busy={busy} />
        <ShellHydrationMarker />
      </>
    );
    const { rerender, unmount } = render(page(true));
    expect(marked()).toBe(false);

    rerender(page(false));
    expect(marked()).toBe(true);

    rerender(page(true));
    expect(marked()).toBe(false);

    // A part that goes away (the page left) holds nothing any more.
    unmount();
    expect(marked()).toBe(true);
  });

  it('is taken away from the start of a navigation until the router is idle again', async () => {
    render(<ShellHydrationMarker />);
    let answer = () => {};
    const loaded = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const router = createMemoryRouter([
      { path: '/', element: null },
      { path: '/next', element: null, loader: () => loaded.then(() => null) },
    ]);
    holdHydrationMarkerWhileNavigating(router);
    expect(marked()).toBe(true);

    const navigation = router.navigate('/next');
    expect(marked()).toBe(false);
    answer();
    await navigation;
    expect(router.state.location.pathname).toBe('/next');
    expect(marked()).toBe(true);
  });
});
