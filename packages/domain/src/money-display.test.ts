import { describe, expect, it } from 'vitest';
import { moneyFromDecimal, moneyFromMinor } from './money.ts';
import { displayMoney } from './money-display.ts';

// Intl separates groups with a narrow no-break space in some languages: compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('displayMoney', () => {
  it('writes an amount with exactly the decimals of its currency', () => {
    expect(displayMoney(moneyFromMinor(1250, 'USD'), 'en')).toBe('$12.50');
    expect(displayMoney(moneyFromMinor(1000, 'JPY'), 'en')).toBe('¥1,000');
    expect(displayMoney(moneyFromMinor(12500, 'KWD'), 'en')).toMatch(/^KWD\s?12\.500$/);
  });

  it('follows the language’s separators and symbol placement', () => {
    expect(plain(displayMoney(moneyFromDecimal('1234.5', 'RUB'), 'ru'))).toBe('1 234,50 ₽');
    expect(plain(displayMoney(moneyFromDecimal('1234.5', 'EUR'), 'es'))).toBe('1234,50 €');
    expect(plain(displayMoney(moneyFromDecimal('0.05', 'UAH'), 'uk'))).toBe('0,05 ₴');
  });

  it('never rounds, however large the amount (no float on the way)', () => {
    expect(displayMoney(moneyFromMinor('900719925474099312', 'USD'), 'en')).toBe('$9,007,199,254,740,993.12');
    expect(displayMoney(moneyFromDecimal('-0.01', 'USD'), 'en')).toBe('-$0.01');
  });

  it('writes a token that is no ISO currency with its code and only the digits it has', () => {
    expect(displayMoney(moneyFromDecimal('12.5', 'USDT'), 'en')).toBe('12.50 USDT');
    expect(displayMoney(moneyFromDecimal('0.000001', 'USDT'), 'en')).toBe('0.000001 USDT');
  });
});
