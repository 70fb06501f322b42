import { type ApiFailure, encodeCredential } from '@parlay/client';
import { describe, expect, it } from 'vitest';
import { classifyLoginFailure, formErrors } from './form-errors.ts';

const t = (key: string) => `text of ${key}`;
const invalid = (fields?: Record<string, string>): ApiFailure => ({
  status: 400,
  code: 'INVALID_CREDENTIALS',
  messageKey: 'auth_error_credentials',
  ...(fields ? { fields } : {}),
});

describe('classifyLoginFailure', () => {
  it('names the login, the password, both, or nothing by the fields the server blamed', () => {
    expect(classifyLoginFailure(invalid({ uLogin: 'x' }))).toBe('login');
    expect(classifyLoginFailure(invalid({ phone_number: 'x' }))).toBe('login');
    expect(classifyLoginFailure(invalid({ uPassword: 'x' }))).toBe('password');
    expect(classifyLoginFailure(invalid({ login: 'x', password: 'y' }))).toBe('both');
    expect(classifyLoginFailure(invalid())).toBeNull();
  });
});

describe('formErrors', () => {
  it('puts the failure first, then fields in form order, at most three', () => {
    const errors = formErrors(
      invalid({ c: 'key_c', password: 'key_p', login: 'key_l', d: 'key_d' }),
      t,
      ['login', 'password'],
      'en',
    );
    expect(errors).toEqual([
      { field: null, text: 'text of auth_error_credentials' },
      { field: 'login', text: 'text of key_l' },
      { field: 'password', text: 'text of key_p' },
    ]);
  });
  it('leaves out the failure’s message when a field already says it', () => {
    expect(formErrors(invalid({ code: 'auth_error_credentials' }), t, [], 'en')).toEqual([
      { field: 'code', text: 'text of auth_error_credentials' },
    ]);
  });
  it('prefers the server’s own message', () => {
    expect(formErrors({ ...invalid(), message: 'Server says no' }, t, [], 'en')).toEqual([
      { field: null, text: 'Server says no' },
    ]);
  });
});

describe('encodeCredential', () => {
  it('is base64 of the UTF-8 bytes', () => {
    expect(encodeCredential('pässwörd 🔑')).toBe(Buffer.from('pässwörd 🔑', 'utf8').toString('base64'));
    expect(atob(encodeCredential('plain'))).toBe('plain');
  });
});
