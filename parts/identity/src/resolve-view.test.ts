import { describe, expect, it } from 'vitest';
import { resolveIdentityView } from './resolve-view.ts';

describe('resolveIdentityView', () => {
  it.each([
    ['/en/user/activate?token=abc', { kind: 'token-action', action: 'activate', token: 'abc' }],
    ['/ru/user/activatefast?token=x.y', { kind: 'token-action', action: 'activatefast', token: 'x.y' }],
    ['/en/user/accountverify?token=t1', { kind: 'token-action', action: 'accountverify', token: 't1' }],
    ['/en/user/stopnewsletter?token=t2', { kind: 'token-action', action: 'stopnewsletter', token: 't2' }],
    ['/en/user/activate', { kind: 'token-action', action: 'activate', token: null }],
    ['/en/user/activate?token=%20%20', { kind: 'token-action', action: 'activate', token: null }],
    ['/en/user/passwordreset?code=123456', { kind: 'password-reset', code: '123456' }],
    ['/en/user/passwordreset', { kind: 'password-reset', code: null }],
    ['/en/confirm-terms', { kind: 'confirm-terms' }],
    ['/en/registration', { kind: 'registration' }],
    ['/en/registration/socialregistration', { kind: 'registration' }],
  ])('maps %s', (url, view) => {
    expect(resolveIdentityView(url)).toEqual(view);
  });

  it.each(['/en/user/nope', '/en/user', '/en/user/activate/extra', '/en/confirm-terms/x', '/en/other'])(
    'finds nothing at %s',
    (url) => {
      expect(resolveIdentityView(url)).toEqual({ kind: 'not-found' });
    },
  );

  it('refuses a token longer than any link carries', () => {
    expect(resolveIdentityView(`/en/user/activate?token=${'a'.repeat(5000)}`)).toEqual({
      kind: 'token-action',
      action: 'activate',
      token: null,
    });
  });
});
