import { describe, expect, it } from 'vitest';
import { type ApiFailure, errorMessage, failureValues } from './api-failure.ts';

const plain = (text: string | undefined) => text?.replace(/[\u00a0\u202f]/g, ' ');

const depositRefusal: ApiFailure = {
  status: 403,
  code: 'RESPONSIBLE_GAMING_LIMIT',
  messageKey: 'main_limit_error_deposit',
  limit: { reason: 'deposit-limit', typeId: 20, remaining: '1000.00', currency: 'RUB' },
};

// Midday UTC, so the day is the same in every time zone the tests may run in.
const exclusionRefusal: ApiFailure = {
  status: 403,
  code: 'SELF_EXCLUDED',
  messageKey: 'main_sign_in_error_self_excluded',
  limit: { reason: 'self-exclusion', typeId: 30, endsAt: '2026-12-24T12:00:00.000Z' },
};

describe('failureValues', () => {
  it('writes the remaining amount as the page’s language writes money', () => {
    expect(plain(failureValues(depositRefusal, 'en')?.remaining)).toBe('₽1,000.00');
    expect(plain(failureValues(depositRefusal, 'ru')?.remaining)).toBe('1 000,00 ₽');
  });

  it('keeps an amount it cannot read as money as the server wrote it', () => {
    const odd = {
      ...depositRefusal,
      limit: { reason: 'deposit-limit' as const, typeId: 20, remaining: '1.234', currency: 'RUB' },
    };
    expect(failureValues(odd, 'en')?.remaining).toBe('1.234 RUB');
  });

  it('writes the end of an exclusion in the page’s language, not the browser’s', () => {
    expect(failureValues(exclusionRefusal, 'en')?.endsAt).toMatch(/^December 24, 2026 at /);
    expect(failureValues(exclusionRefusal, 'ru')?.endsAt).toMatch(/^24 декабря 2026/);
  });

  it('names the currency a limit counts in', () => {
    const elsewhere: ApiFailure = {
      status: 403,
      code: 'RESPONSIBLE_GAMING_LIMIT',
      messageKey: 'main_limit_error_limit_currency',
      limit: { reason: 'limit-currency', typeId: 20, currency: 'EUR' },
    };
    expect(failureValues(elsewhere, 'en')).toEqual({ currency: 'EUR' });
  });

  it('has nothing for a failure that is not a limit’s', () => {
    expect(failureValues({ status: 400, code: 'VALIDATION_ERROR', messageKey: 'x' }, 'en')).toBeUndefined();
  });
});

describe('errorMessage of a limit', () => {
  it('fills the refusal’s text with the values', () => {
    const t = (key: string, values?: Readonly<Record<string, string>>) =>
      key === 'main_limit_error_deposit' ? `up to ${values?.remaining}` : key;
    expect(plain(errorMessage(depositRefusal, t, 'en'))).toBe('up to ₽1,000.00');
  });
});
