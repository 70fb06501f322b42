import { describe, expect, it } from 'vitest';
import { currencies, currencyCodes } from './currency.ts';
import { couponAmountsOf, currencyDefaults, currencyNumericId } from './currency-defaults.ts';
import { formatMoney } from './money.ts';

describe('per-currency coupon amounts (seed 001 §9)', () => {
  it('has the amounts the specification names', () => {
    const named = {
      RUB: ['100', '150'],
      USD: ['2.5', '5'],
      EUR: ['2.5', '5'],
      GBP: [undefined, '5'],
    } as const;
    for (const [code, [step, initial]] of Object.entries(named)) {
      const defaults = currencyDefaults[code as keyof typeof currencyDefaults];
      if (step !== undefined) expect(defaults.betAmountStep).toBe(step);
      expect(defaults.initialCouponAmount).toBe(initial);
    }
    expect(currencyDefaults.KWD.betAmountStep).toBe('0.5');
    expect(currencyDefaults.IRR.betAmountStep).toBe('100000');
    expect(currencyDefaults.JPY.initialCouponAmount).toBe('1000');
  });

  it('covers every currency of the site, each amount valid money of its currency and above zero', () => {
    expect(Object.keys(currencyDefaults).sort()).toEqual([...currencyCodes].sort());
    for (const { code } of currencies) {
      const { betAmountStep, initialCouponAmount } = couponAmountsOf(code);
      expect(betAmountStep.currency).toBe(code);
      expect(betAmountStep.minor).toBeGreaterThan(0n);
      expect(initialCouponAmount.minor).toBeGreaterThanOrEqual(betAmountStep.minor);
    }
  });

  it('falls back to RUB for a code outside the table, inherited object keys included', () => {
    for (const code of ['XXX', 'toString', '__proto__', '']) {
      const { betAmountStep, initialCouponAmount } = couponAmountsOf(code);
      expect([
        formatMoney(betAmountStep),
        formatMoney(initialCouponAmount),
        initialCouponAmount.currency,
      ]).toEqual(['100.00', '150.00', 'RUB']);
    }
  });

  it('gives each currency its own number, the ISO 4217 one where there is one', () => {
    const numbers = currencyCodes.map(currencyNumericId);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect([currencyNumericId('RUB'), currencyNumericId('USD'), currencyNumericId('EUR')]).toEqual([
      643, 840, 978,
    ]);
  });
});
