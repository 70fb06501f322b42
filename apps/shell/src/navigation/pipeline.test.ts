import { describe, expect, it } from 'vitest';
import { navigationState } from '../test/navigation-state.ts';
import type { NavigationCheck } from './navigation-types.ts';
import { navigationChecks } from './pipeline.ts';
import { runNavigation } from './run-navigation.ts';

const appVersion: NavigationCheck = { name: 'app version', run: () => ({ kind: 'continue' }) };

describe('navigation pipeline', () => {
  it('runs the checks in the order of the specification', () => {
    expect(navigationChecks(appVersion).map((check) => check.name)).toEqual([
      'referral capture',
      'redirector',
      'app version',
      'blocked',
      'banned',
      'dictionary loader',
      'media loader',
      'access check',
      'server re-render check',
      'analytics',
      'auth access',
      'modal guard',
      'confirm terms',
      'bonus page',
      'URL language',
      'recharge navigation',
      'mobile-identification bonus',
      'search-bot handling',
      'quick coupon',
      'auth redirect',
      'micro-frontend guard',
      'slot first-deposit redirect',
    ]);
  });

  it('stops at the first check that does not let the navigation through', async () => {
    const ran: string[] = [];
    const check = (name: string, kind: 'continue' | 'not-found'): NavigationCheck => ({
      name,
      run: () => {
        ran.push(name);
        return kind === 'continue' ? { kind } : { kind: 'not-found' };
      },
    });
    const outcome = await runNavigation(
      [check('a', 'continue'), check('b', 'not-found'), check('c', 'continue')],
      navigationState('/en'),
    );
    expect(outcome).toEqual({ kind: 'not-found' });
    expect(ran).toEqual(['a', 'b']);
  });

  it('lets a plain page through every check', async () => {
    expect(
      await runNavigation(navigationChecks(appVersion), navigationState('/en/line', { route: 'line' })),
    ).toEqual({ kind: 'continue' });
  });
});
