import { describe, expect, it } from 'vitest';
import { firstDepositBonus, wageringRemainingMinor, wageringRequirement } from './bonuses.ts';
import { formatMoney, moneyFromDecimal } from './money.ts';

const usd = (decimal: string) => moneyFromDecimal(decimal, 'USD');
const terms = { percent: 100, maxBonus: usd('100'), minDeposit: usd('5'), wageringMultiplier: 5 };

describe('firstDepositBonus', () => {
  it('matches the deposit by the percentage', () => {
    expect(formatMoney(firstDepositBonus(usd('40'), terms)!)).toBe('40.00');
    expect(formatMoney(firstDepositBonus(usd('10.01'), { ...terms, percent: 50 })!)).toBe('5.01');
  });

  it('caps the bonus at the maximum', () => {
    expect(formatMoney(firstDepositBonus(usd('500'), terms)!)).toBe('100.00');
  });

  it('gives nothing for a deposit below the minimum', () => {
    expect(firstDepositBonus(usd('4.99'), terms)).toBeUndefined();
  });
});

describe('wagering', () => {
  it('requires the bonus times the multiplier and never leaves less than nothing', () => {
    expect(formatMoney(wageringRequirement(usd('40'), 35))).toBe('1400.00');
    expect(wageringRemainingMinor(1000n, 400n)).toBe(600n);
    expect(wageringRemainingMinor(1000n, 1400n)).toBe(0n);
  });
});
