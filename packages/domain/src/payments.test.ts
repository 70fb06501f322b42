import { describe, expect, it } from 'vitest';
import { formatMoney } from './money.ts';
import {
  canMovePaymentStatus,
  defaultPaymentLimits,
  isCardNumber,
  isFinalPaymentStatus,
} from './payments.ts';

describe('canMovePaymentStatus', () => {
  it('lets a deposit go from created through pending to a final status', () => {
    expect(canMovePaymentStatus('deposit', 'created', 'pending')).toBe(true);
    expect(canMovePaymentStatus('deposit', 'pending', 'success')).toBe(true);
    expect(canMovePaymentStatus('deposit', 'created', 'cancel')).toBe(true);
  });

  it('never changes a final status, and never goes back to pending', () => {
    for (const final of ['success', 'fail', 'cancel'] as const) {
      expect(isFinalPaymentStatus(final)).toBe(true);
      for (const to of ['created', 'pending', 'processing', 'success', 'fail', 'cancel'] as const)
        expect(canMovePaymentStatus('deposit', final, to)).toBe(false);
    }
    expect(canMovePaymentStatus('deposit', 'pending', 'pending')).toBe(false);
    expect(canMovePaymentStatus('deposit', 'pending', 'created')).toBe(false);
  });

  it('gives a withdrawal no way to be cancelled (UKGC RTS 14B)', () => {
    for (const from of ['pending', 'processing'] as const)
      expect(canMovePaymentStatus('withdrawal', from, 'cancel')).toBe(false);
    expect(canMovePaymentStatus('withdrawal', 'pending', 'processing')).toBe(true);
    expect(canMovePaymentStatus('withdrawal', 'processing', 'success')).toBe(true);
    expect(canMovePaymentStatus('withdrawal', 'pending', 'success')).toBe(false);
  });
});

describe('defaultPaymentLimits', () => {
  it('runs from the default stake of the currency to 20 000 times it', () => {
    const usd = defaultPaymentLimits('USD');
    expect([formatMoney(usd.min), formatMoney(usd.max)]).toEqual(['5.00', '100000.00']);
    const jpy = defaultPaymentLimits('JPY');
    expect([formatMoney(jpy.min), formatMoney(jpy.max)]).toEqual(['1000', '20000000']);
  });
});

describe('isCardNumber', () => {
  it('accepts numbers that pass the Luhn check and refuses the rest', () => {
    expect(isCardNumber('4242424242424242')).toBe(true);
    expect(isCardNumber('4242424242424241')).toBe(false);
    expect(isCardNumber('42424242')).toBe(false);
    expect(isCardNumber('4242 4242 4242 4242')).toBe(false);
  });
});
