import { defaultStakeLimits, formatMoney, moneyFromDecimal } from '@parlay/domain';
import { describe, expect, it } from 'vitest';
import {
  type AmountRules,
  amountProblem,
  amountStepOf,
  awaitsApproval,
  initialAmountOf,
  steppedAmount,
} from './coupon-amount.ts';

const rules: AmountRules = {
  currency: 'USD',
  typeId: 1,
  limits: defaultStakeLimits('USD'),
  typesWithMinAmount: [0, 1, 2],
  typesWithMaxAmount: [0, 1],
  isBonusAccount: false,
  isVipBet: false,
  available: moneyFromDecimal('100', 'USD'),
};

const keyOf = (text: string, changes: Partial<AmountRules> = {}) =>
  amountProblem(text, { ...rules, ...changes })?.key;

describe('the stake', () => {
  it('takes a plain positive decimal of the currency, a comma read as the point', () => {
    expect(keyOf('10')).toBeUndefined();
    expect(keyOf('12,50')).toBeUndefined();
    expect(keyOf('')).toBe('coupon_amount_required');
    expect(keyOf('abc')).toBe('coupon_amount_invalid');
    expect(keyOf('0')).toBe('coupon_amount_invalid');
    expect(keyOf('-5')).toBe('coupon_amount_invalid');
    expect(keyOf('1.005')).toBe('coupon_amount_decimals');
  });

  it('applies the minimum and maximum only to the types configured, no maximum for a bonus account', () => {
    const { min, max } = defaultStakeLimits('USD');
    const below = formatMoney({ ...min, minor: min.minor - 1n } as typeof min);
    const above = formatMoney({ ...max, minor: max.minor + 1n } as typeof max);
    const rich = { available: null };
    expect(keyOf(below, rich)).toBe('coupon_amount_below_min');
    expect(keyOf(below, { ...rich, typeId: 3 })).toBeUndefined();
    expect(keyOf(above, rich)).toBe('coupon_amount_above_max');
    expect(keyOf(above, { ...rich, typeId: 2 })).toBeUndefined();
    expect(keyOf(above, { ...rich, isBonusAccount: true })).toBeUndefined();
  });

  it('lets a vip bet go above the maximum to wait for a trader, the minimum and the balance still applying', () => {
    const { min, max } = defaultStakeLimits('USD');
    const above = formatMoney({ ...max, minor: max.minor + 1n } as typeof max);
    const below = formatMoney({ ...min, minor: min.minor - 1n } as typeof min);
    const vip = { isVipBet: true, available: null };
    expect(keyOf(above, vip)).toBeUndefined();
    expect(awaitsApproval(above, { ...rules, ...vip })).toBe(true);
    expect(awaitsApproval(formatMoney(max), { ...rules, ...vip })).toBe(false);
    expect(awaitsApproval(above, { ...rules, available: null })).toBe(false);
    expect(awaitsApproval('junk', { ...rules, ...vip })).toBe(false);
    expect(keyOf(below, vip)).toBe('coupon_amount_below_min');
    expect(keyOf(above, { isVipBet: true })).toBe('coupon_amount_above_balance');
  });

  it('refuses more than the account holds', () => {
    expect(keyOf('100.01')).toBe('coupon_amount_above_balance');
    expect(keyOf('100')).toBeUndefined();
  });

  it('steps by the currency’s default or the player’s own step, never below one step', () => {
    const step = amountStepOf('USD', {});
    expect(formatMoney(step)).toBe('2.50');
    expect(steppedAmount('5', 'USD', step, 1)).toBe('7.50');
    expect(steppedAmount('5', 'USD', step, -1)).toBe('2.50');
    expect(steppedAmount('1', 'USD', step, -1)).toBe('2.50');
    expect(steppedAmount('junk', 'USD', step, 1)).toBe('7.50');
    expect(formatMoney(amountStepOf('USD', { USD: '10' }))).toBe('10.00');
    expect(formatMoney(amountStepOf('USD', { USD: '0' }))).toBe('2.50');
    expect(initialAmountOf('RUB')).toBe('150.00');
  });
});
