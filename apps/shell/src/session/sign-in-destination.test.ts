import { describe, expect, it } from 'vitest';
import { moveAfterSignIn, returnUrlOf } from './sign-in-destination.ts';

const home = '/en';

describe('the move after sign-in', () => {
  it('goes to the return URL first', () => {
    expect(
      moveAfterSignIn({
        path: '/en/line?return_url=%2Fen%2Foffice%2Frecharge',
        routeName: 'line',
        previousPath: '/en/slots',
        homePath: home,
      }),
    ).toEqual({ kind: 'go', to: '/en/office/recharge' });
    expect(returnUrlOf('?redirect_url=/en/live')).toBe('/en/live');
    expect(returnUrlOf('?from_url=/en/casino')).toBe('/en/casino');
  });

  it('never follows a return URL to another site', () => {
    expect(returnUrlOf('?return_url=https://evil.test/')).toBeNull();
    expect(returnUrlOf('?return_url=//evil.test/')).toBeNull();
    expect(returnUrlOf('?return_url=%2F%5Cevil.test&redirect_url=/en/live')).toBe('/en/live');
    expect(
      moveAfterSignIn({
        path: '/en/line?return_url=//evil.test',
        routeName: 'line',
        previousPath: null,
        homePath: home,
      }),
    ).toEqual({
      kind: 'stay',
    });
  });

  it('stays on the page under the dialog, office pages included', () => {
    expect(
      moveAfterSignIn({
        path: '/en/office/account',
        routeName: 'office-account',
        previousPath: '/en',
        homePath: home,
      }),
    ).toEqual({
      kind: 'stay',
    });
    expect(
      moveAfterSignIn({ path: '/en/line', routeName: 'line', previousPath: null, homePath: home }),
    ).toEqual({ kind: 'stay' });
  });

  it('leaves the registration page for the page before it, else home', () => {
    expect(
      moveAfterSignIn({
        path: '/en/registration',
        routeName: 'registration',
        previousPath: '/en/slots',
        homePath: home,
      }),
    ).toEqual({
      kind: 'go',
      to: '/en/slots',
    });
    expect(
      moveAfterSignIn({
        path: '/en/registration',
        routeName: 'registration',
        previousPath: null,
        homePath: home,
      }),
    ).toEqual({
      kind: 'go',
      to: '/en',
    });
  });
});
