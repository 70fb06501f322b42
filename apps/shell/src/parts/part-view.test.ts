import { describe, expect, it } from 'vitest';
import { movePartView, type PartView } from './part-view.ts';

const ready: PartView = {
  state: 'ready',
  url: '/en',
  body: '<p>x</p>',
  scriptsToLoad: ['/parts/x/a.js'],
  key: 0,
};

describe('movePartView', () => {
  it('goes from nothing through loading to ready, with a fresh key for each ready view', () => {
    const loading = movePartView({ state: 'not-exist' }, { to: 'loading', url: '/en/a' });
    const first = movePartView(loading, { to: 'ready', url: '/en/a', body: 'a', scriptsToLoad: [] });
    const second = movePartView(
      movePartView(movePartView(first, { to: 'not-exist' }), { to: 'loading', url: '/en/b' }),
      {
        to: 'ready',
        url: '/en/b',
        body: 'b',
        scriptsToLoad: [],
      },
    );
    expect(first.state === 'ready' && second.state === 'ready' && first.key !== second.key).toBe(true);
  });

  it('refuses a move the load state machine does not allow', () => {
    expect(() => movePartView(ready, { to: 'loading', url: '/en/b' })).toThrow('from ready to loading');
    expect(() =>
      movePartView({ state: 'not-exist' }, { to: 'error', url: '/en', httpStatus: 500 }),
    ).toThrow();
  });

  it('lets an errored part load again', () => {
    const failed: PartView = { state: 'error', url: '/en', httpStatus: 503 };
    expect(movePartView(failed, { to: 'loading', url: '/en' })).toEqual({ state: 'loading', url: '/en' });
  });
});
