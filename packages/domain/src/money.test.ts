import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CurrencyCode, currencyCodes, currencyOf } from './currency.ts';
import {
  addMoney,
  allocateMoney,
  CurrencyMismatchError,
  compareMoney,
  formatMoney,
  isMoney,
  type Money,
  moneyFromDecimal,
  moneyFromMinor,
  multiplyMoney,
  splitMoney,
  subtractMoney,
  zeroMoney,
} from './money.ts';
import { type Odds, oddsFrom, oddsFromThousandths } from './odds.ts';

const currency = fc.constantFrom(...currencyCodes);
/** Far beyond 2^53 and PostgreSQL's bigint: the arithmetic must not care. */
const minorUnits = fc.bigInt({ min: -(10n ** 24n), max: 10n ** 24n });
const money = (of: fc.Arbitrary<CurrencyCode> = currency) =>
  fc.tuple(minorUnits, of).map(([minor, code]) => moneyFromMinor(minor, code));
const twoOfOneCurrency = currency.chain((code) =>
  fc.tuple(money(fc.constant(code)), money(fc.constant(code))),
);
const twoCurrencies = fc.uniqueArray(currency, { minLength: 2, maxLength: 2 }) as fc.Arbitrary<
  [CurrencyCode, CurrencyCode]
>;
const odds = fc
  .oneof(
    fc.integer({ min: 1001, max: 10_000_000 }),
    // 1.5, 2.5, 3.5…: with an odd stake the exact win ends in half a minor unit, the case that decides.
    fc.integer({ min: 1, max: 1000 }).map((n) => (2 * n + 1) * 500),
  )
  .map(oddsFromThousandths);

describe('money from decimal notation', () => {
  it('reads an amount in major units into minor units of its currency', () => {
    expect(moneyFromDecimal('12.50', 'RUB').minor).toBe(1250n);
    expect(moneyFromDecimal('12.5', 'USD').minor).toBe(1250n);
    expect(moneyFromDecimal('-0.05', 'EUR').minor).toBe(-5n);
    expect(moneyFromDecimal('1000', 'JPY').minor).toBe(1000n);
    expect(moneyFromDecimal('0.5', 'KWD').minor).toBe(500n);
    expect(moneyFromDecimal('100000', 'IRR').minor).toBe(10_000_000n);
    expect(moneyFromDecimal('0.000001', 'USDT').minor).toBe(1n);
  });

  it('refuses more decimals than the currency has, trailing zeros included', () => {
    expect(() => moneyFromDecimal('12.505', 'RUB')).toThrow(RangeError);
    expect(() => moneyFromDecimal('12.500', 'RUB')).toThrow(/more than the 2 decimals of RUB/);
    expect(() => moneyFromDecimal('1.5', 'JPY')).toThrow(RangeError);
    expect(() => moneyFromDecimal('0.0005', 'KWD')).toThrow(RangeError);
  });

  it('refuses anything but plain decimal notation', () => {
    for (const text of ['', '12,50', '1e3', ' 12', '+12', '12.', '.5', '1 000', 'NaN', '--1', '0x10', '١٢']) {
      expect(() => moneyFromDecimal(text, 'USD'), text).toThrow(RangeError);
    }
  });

  it('refuses a currency outside the table', () => {
    expect(() => moneyFromDecimal('1', 'XXX' as CurrencyCode)).toThrow(/unknown currency/);
    expect(() => moneyFromMinor(1n, 'usd' as CurrencyCode)).toThrow(/unknown currency/);
  });

  it('formats exactly the currency’s decimals and reads back the same money, for every amount', () => {
    fc.assert(
      fc.property(money(), (amount) => {
        const text = formatMoney(amount);
        const decimals = text.split('.')[1]?.length ?? 0;
        expect(decimals).toBe(currencyOf(amount.currency).exponent);
        expect(moneyFromDecimal(text, amount.currency)).toEqual(amount);
      }),
    );
  });

  it('writes back every canonical decimal string it reads', () => {
    const canonical = currency.chain((code) => {
      const { exponent } = currencyOf(code);
      const whole = fc.bigInt({ min: 0n, max: 10n ** 20n }).map(String);
      const fraction = fc.string({
        unit: fc.constantFrom(...'0123456789'),
        minLength: exponent,
        maxLength: exponent,
      });
      return fc
        .tuple(fc.boolean(), whole, fraction)
        .filter(([negative, w, f]) => !negative || /[1-9]/.test(w + f))
        .map(([negative, w, f]) => ({
          code,
          text: `${negative ? '-' : ''}${w}${exponent > 0 ? `.${f}` : ''}`,
        }));
    });
    fc.assert(
      fc.property(canonical, ({ code, text }) => {
        expect(formatMoney(moneyFromDecimal(text, code))).toBe(text);
      }),
    );
  });

  it('formats small and negative amounts with their leading zeros', () => {
    expect(formatMoney(moneyFromMinor(5n, 'RUB'))).toBe('0.05');
    expect(formatMoney(moneyFromMinor(-5n, 'RUB'))).toBe('-0.05');
    expect(formatMoney(moneyFromMinor(7, 'KWD'))).toBe('0.007');
    expect(formatMoney(moneyFromMinor('1000', 'JPY'))).toBe('1000');
    expect(formatMoney(zeroMoney('USDT'))).toBe('0.000000');
  });
});

describe('money from minor units', () => {
  it('takes a bigint, a safe integer or integer digits, as a database driver hands them', () => {
    expect(moneyFromMinor(2n ** 70n, 'USDT').minor).toBe(2n ** 70n);
    expect(moneyFromMinor(-250, 'EUR').minor).toBe(-250n);
    expect(moneyFromMinor('9223372036854775807', 'IRR').minor).toBe(9_223_372_036_854_775_807n);
  });

  it('refuses fractions, unsafe numbers and text that is not an integer', () => {
    expect(() => moneyFromMinor(12.5, 'RUB')).toThrow(RangeError);
    expect(() => moneyFromMinor(2 ** 53, 'RUB')).toThrow(RangeError);
    expect(() => moneyFromMinor(Number.NaN, 'RUB')).toThrow(RangeError);
    expect(() => moneyFromMinor('12.5', 'RUB')).toThrow(RangeError);
    expect(() => moneyFromMinor('1e3', 'RUB')).toThrow(RangeError);
  });
});

describe('isMoney', () => {
  it('accepts what the constructors make and nothing shaped otherwise', () => {
    expect(isMoney(moneyFromDecimal('1', 'GBP'))).toBe(true);
    expect(isMoney({ minor: 100, currency: 'GBP' })).toBe(false);
    expect(isMoney({ minor: 100n, currency: 'XXX' })).toBe(false);
    expect(isMoney(null)).toBe(false);
    expect(isMoney('1.00 GBP')).toBe(false);
  });

  it('is frozen, so an amount cannot change under a holder', () => {
    const amount = moneyFromDecimal('1', 'GBP') as { minor: bigint };
    expect(() => {
      amount.minor = 5n;
    }).toThrow(TypeError);
  });
});

describe('adding, subtracting and comparing money', () => {
  it('undoes an addition by subtracting the same amount', () => {
    fc.assert(
      fc.property(twoOfOneCurrency, ([a, b]) => {
        expect(subtractMoney(addMoney(a, b), b)).toEqual(a);
        expect(addMoney(subtractMoney(a, b), b)).toEqual(a);
      }),
    );
  });

  it('orders amounts as their difference says', () => {
    fc.assert(
      fc.property(twoOfOneCurrency, ([a, b]) => {
        const difference = subtractMoney(a, b).minor;
        expect(compareMoney(a, b)).toBe(difference < 0n ? -1 : difference > 0n ? 1 : 0);
        expect(compareMoney(b, a)).toBe(-compareMoney(a, b) || 0);
      }),
    );
  });

  it('never mixes two currencies, whatever the amounts', () => {
    fc.assert(
      fc.property(twoCurrencies, minorUnits, minorUnits, ([first, second], x, y) => {
        const a: Money = moneyFromMinor(x, first);
        const b: Money = moneyFromMinor(y, second);
        expect(() => addMoney(a, b)).toThrow(CurrencyMismatchError);
        expect(() => subtractMoney(a, b)).toThrow(CurrencyMismatchError);
        expect(() => compareMoney(a, b)).toThrow(CurrencyMismatchError);
      }),
    );
  });

  it('refuses mixing at compile time when the currencies are known', () => {
    const roubles = moneyFromDecimal('1', 'RUB');
    const dollars = moneyFromDecimal('1', 'USD');
    // @ts-expect-error: a Money<'USD'> is not a Money<'RUB'>.
    expect(() => addMoney(roubles, dollars)).toThrow('cannot mix RUB with USD');
  });
});

describe('multiplying money by odds and exact factors', () => {
  it('rounds the exact product once, halves away from zero', () => {
    expect(multiplyMoney(moneyFromDecimal('10.05', 'RUB'), oddsFrom('1.85')).minor).toBe(1859n);
    expect(multiplyMoney(moneyFromDecimal('0.01', 'RUB'), '0.5').minor).toBe(1n);
    expect(multiplyMoney(moneyFromDecimal('-0.01', 'RUB'), '0.5').minor).toBe(-1n);
    expect(multiplyMoney(moneyFromDecimal('0.01', 'RUB'), '0.49').minor).toBe(0n);
    expect(multiplyMoney(moneyFromDecimal('100', 'JPY'), oddsFrom('1.005')).minor).toBe(101n);
    // Rounded once at the end, not after each factor: 1.01 × 1.5 = 1.515 → 1.52 ≠ 1.02 × 1.5 = 1.53.
    expect(multiplyMoney(moneyFromDecimal('0.01', 'EUR'), '101', '1.5').minor).toBe(152n);
  });

  it('gives a stake times odds within half a minor unit of the exact win, a half going up', () => {
    fc.assert(
      fc.property(money(), odds, (stake, price) => {
        const win = multiplyMoney(stake, price).minor;
        const exactThousandths = stake.minor * BigInt(price);
        const error = exactThousandths - win * 1000n;
        // |exact - win| ≤ 0.5, and exactly 0.5 only below the exact value when it is positive.
        expect(error <= 500n && error >= -500n).toBe(true);
        if (error === 500n) expect(stake.minor < 0n).toBe(true);
        if (error === -500n) expect(stake.minor > 0n).toBe(true);
      }),
    );
  });

  it('multiplies a negative amount to the negative of the positive one', () => {
    fc.assert(
      fc.property(money(), odds, (amount, price) => {
        const negated = moneyFromMinor(-amount.minor, amount.currency);
        expect(multiplyMoney(negated, price).minor).toBe(-multiplyMoney(amount, price).minor);
      }),
    );
  });

  it('leaves the amount alone with no factor or a factor of one', () => {
    const amount = moneyFromDecimal('12.34', 'USD');
    expect(multiplyMoney(amount)).toEqual(amount);
    expect(multiplyMoney(amount, '1.000')).toEqual(amount);
  });

  it('refuses a factor that is not plain decimal notation', () => {
    expect(() => multiplyMoney(moneyFromDecimal('1', 'USD'), '1,5')).toThrow(RangeError);
    expect(() => multiplyMoney(moneyFromDecimal('1', 'USD'), '1e2')).toThrow(RangeError);
  });

  it('keeps a price’s thousandths apart from a decimal factor', () => {
    const price: Odds = oddsFrom(2);
    expect(multiplyMoney(moneyFromDecimal('5', 'GBP'), price)).toEqual(moneyFromDecimal('10', 'GBP'));
  });
});

describe('allocating money', () => {
  const ratios = fc
    .array(fc.integer({ min: 0, max: 1000 }), { minLength: 1, maxLength: 12 })
    .filter((list) => list.some((ratio) => ratio > 0));

  it('loses and makes up no minor unit: the parts add up to the whole', () => {
    fc.assert(
      fc.property(money(), ratios, (whole, weights) => {
        const parts = allocateMoney(whole, weights);
        expect(parts).toHaveLength(weights.length);
        expect(parts.reduce((sum, part) => addMoney(sum, part), zeroMoney(whole.currency))).toEqual(whole);
      }),
    );
  });

  it('keeps each part within one minor unit of its exact share, and gives a zero ratio nothing', () => {
    fc.assert(
      fc.property(money(), ratios, (whole, weights) => {
        const total = BigInt(weights.reduce((sum, weight) => sum + weight, 0));
        allocateMoney(whole, weights).forEach((part, index) => {
          const weight = BigInt(weights[index]!);
          // |part - whole × weight / total| < 1, in whole numbers.
          const gap = part.minor * total - whole.minor * weight;
          expect(gap < total && gap > -total).toBe(true);
          if (weight === 0n) expect(part.minor).toBe(0n);
        });
      }),
    );
  });

  it('splits 100.00 three ways as 33.34, 33.33, 33.33 and 70/30 exactly', () => {
    expect(splitMoney(moneyFromDecimal('100', 'EUR'), 3).map(formatMoney)).toEqual([
      '33.34',
      '33.33',
      '33.33',
    ]);
    expect(splitMoney(moneyFromDecimal('-0.05', 'EUR'), 2).map(formatMoney)).toEqual(['-0.03', '-0.02']);
    expect(allocateMoney(moneyFromDecimal('10', 'USD'), [70, 30]).map(formatMoney)).toEqual(['7.00', '3.00']);
    expect(allocateMoney(moneyFromDecimal('0.05', 'USD'), [1, 3]).map(formatMoney)).toEqual(['0.01', '0.04']);
  });

  it('refuses ratios that cannot share anything', () => {
    const amount = moneyFromDecimal('1', 'USD');
    expect(() => allocateMoney(amount, [])).toThrow(RangeError);
    expect(() => allocateMoney(amount, [0, 0])).toThrow(RangeError);
    expect(() => allocateMoney(amount, [1, -1, 2])).toThrow(RangeError);
    expect(() => allocateMoney(amount, [0.5, 0.5])).toThrow(RangeError);
    expect(() => splitMoney(amount, 0)).toThrow(RangeError);
  });
});
