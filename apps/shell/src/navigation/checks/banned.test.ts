import { withdrawalBanLevel } from '@parlay/domain';
import { describe, expect, it } from 'vitest';
import { navigationState } from '../../test/navigation-state.ts';
import { proceed } from '../navigation-types.ts';
import { banned } from './banned.ts';

const bannedUser = (banLevel: number, banVersion = 0) => ({
  session: { userId: 9, banLevel, banVersion, termsChanged: false },
});
const toAppeal = { kind: 'redirect', to: '/en/block-appeal-history', status: 302 };

describe('banned', () => {
  it('lets a player without a ban go anywhere but the blocked pages, which send them home', () => {
    expect(banned.run(navigationState('/en/line', { route: 'line', env: bannedUser(0) }))).toEqual(proceed);
    expect(
      banned.run(
        navigationState('/en/block-appeal-history', { route: 'block-appeal-history', env: bannedUser(0) }),
      ),
    ).toEqual({ kind: 'redirect', to: '/en', status: 302 });
    expect(banned.run(navigationState('/en/line', { route: 'line' }))).toEqual(proceed);
    // An anonymous visitor is asked to sign in there by the auth access check.
    expect(
      banned.run(navigationState('/en/block-appeal-history', { route: 'block-appeal-history' })),
    ).toEqual(proceed);
  });

  it('sends a banned player from any page to the blocked experience', () => {
    expect(banned.run(navigationState('/en/line', { route: 'line', env: bannedUser(10) }))).toEqual(toAppeal);
    expect(
      banned.run(navigationState('/en/office/recharge', { route: 'office-recharge', env: bannedUser(45) })),
    ).toEqual(toAppeal);
    expect(
      banned.run(
        navigationState('/en/block-appeal-history', { route: 'block-appeal-history', env: bannedUser(10) }),
      ),
    ).toEqual(proceed);
  });

  it('opens the withdrawal page only when the ban level matches the ban version (1 → 53, else 45)', () => {
    expect(withdrawalBanLevel(1)).toBe(53);
    expect(withdrawalBanLevel(2)).toBe(45);
    const deduce = (banLevel: number, banVersion: number) =>
      banned.run(
        navigationState('/en/office/deduce', {
          route: 'office-deduce',
          env: bannedUser(banLevel, banVersion),
        }),
      );
    expect(deduce(53, 1)).toEqual(proceed);
    expect(deduce(45, 0)).toEqual(proceed);
    expect(deduce(45, 2)).toEqual(proceed);
    expect(deduce(45, 1)).toEqual(toAppeal);
    expect(deduce(53, 0)).toEqual(toAppeal);
  });

  it('in the browser, keeps a banned player on the blocked page instead of navigating away', () => {
    const state = navigationState('/en/line', {
      route: 'line',
      env: {
        ...bannedUser(10),
        side: 'browser',
        from: { pathname: '/en/block-appeal-history', routeName: 'block-appeal-history' },
      },
    });
    expect(banned.run(state)).toEqual({ kind: 'cancel' });
  });
});
