import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currencyCodes, currencyOf } from './currency.ts';
import {
  availableMinor,
  balancesAfter,
  isSpendableState,
  type LedgerBalances,
  type LedgerSide,
  maxMovementMinor,
  parseAmount,
} from './ledger.ts';
import { formatMoney, moneyFromMinor } from './money.ts';

const currency = fc.constantFrom(...currencyCodes);
const movable = fc.bigInt({ min: 1n, max: maxMovementMinor });

describe('parseAmount', () => {
  it('reads what formatMoney writes, for every movable amount of every currency', () => {
    fc.assert(
      fc.property(currency, movable, (code, minor) => {
        const money = moneyFromMinor(minor, code);
        expect(parseAmount(formatMoney(money), code)).toEqual({ ok: true, money });
      }),
    );
  });

  it('reads numbers through their decimal form, never through binary arithmetic', () => {
    expect(parseAmount(0.1, 'RUB')).toMatchObject({ ok: true, money: { minor: 10n } });
    expect(parseAmount(12.5, 'USD')).toMatchObject({ ok: true, money: { minor: 1250n } });
    expect(parseAmount(' 12.50 ', 'EUR')).toMatchObject({ ok: true, money: { minor: 1250n } });
    expect(parseAmount('1000', 'JPY')).toMatchObject({ ok: true, money: { minor: 1000n } });
    expect(parseAmount('0.001', 'KWD')).toMatchObject({ ok: true, money: { minor: 1n } });
  });

  it.each([
    ['-5', 'negative'],
    ['-0.01', 'negative'],
    ['0', 'zero'],
    ['0.00', 'zero'],
    [0, 'zero'],
    [Number.NaN, 'not_a_number'],
    [Number.POSITIVE_INFINITY, 'not_a_number'],
    ['NaN', 'not_a_number'],
    ['1e3', 'not_a_number'],
    [1e21, 'not_a_number'],
    ['1,50', 'not_a_number'],
    ['', 'not_a_number'],
    [null, 'not_a_number'],
    [true, 'not_a_number'],
    ['12.345', 'too_many_decimals'],
    ['12.500', 'too_many_decimals'],
    ['10000000000000.01', 'too_large'],
  ])('refuses %j in RUB as %s', (input, problem) => {
    expect(parseAmount(input, 'RUB')).toEqual({ ok: false, problem });
  });

  it('refuses one decimal more than any currency has, and accepts exactly its decimals', () => {
    fc.assert(
      fc.property(currency, fc.integer({ min: 1, max: 9 }), (code, digit) => {
        const { exponent } = currencyOf(code);
        const exact = `1${exponent > 0 ? `.${'0'.repeat(exponent - 1)}${digit}` : ''}`;
        expect(parseAmount(exact, code).ok).toBe(true);
        expect(parseAmount(`1.${'0'.repeat(exponent)}${digit}`, code)).toEqual({
          ok: false,
          problem: 'too_many_decimals',
        });
      }),
    );
  });

  it('refuses every amount above the movement limit and no amount at or below it', () => {
    fc.assert(
      fc.property(currency, fc.bigInt({ min: 1n, max: 2n * maxMovementMinor }), (code, minor) => {
        const parsed = parseAmount(formatMoney(moneyFromMinor(minor, code)), code);
        expect(parsed.ok).toBe(minor <= maxMovementMinor);
      }),
    );
  });
});

const balances = fc.record({
  posted: fc.bigInt({ min: 0n, max: 10n ** 12n }),
  pendingDebits: fc.bigInt({ min: 0n, max: 10n ** 12n }),
  pendingCredits: fc.bigInt({ min: 0n, max: 10n ** 12n }),
});
const side = fc.constantFrom<LedgerSide>('debit', 'credit');

describe('balancesAfter', () => {
  it('moves the posted balance by the amount, debit down and credit up, posted and pending apart', () => {
    fc.assert(
      fc.property(balances, side, movable, (before, which, amount) => {
        const after = balancesAfter(before, which, 'posted', amount);
        expect(after.posted - before.posted).toBe(which === 'debit' ? -amount : amount);
        expect([after.pendingDebits, after.pendingCredits]).toEqual([
          before.pendingDebits,
          before.pendingCredits,
        ]);
      }),
    );
  });

  it('lets a debit and a credit of one transfer sum to nothing, in every phase', () => {
    fc.assert(
      fc.property(
        balances,
        balances,
        movable,
        fc.bigInt({ min: 0n, max: 100n }),
        (debit, credit, held, part) => {
          const posted = (held * part) / 100n;
          for (const [kind, amount] of [
            ['posted', held],
            ['pending', held],
            ['post', posted],
            ['void', held],
          ] as const) {
            const d = balancesAfter(debit, 'debit', kind, amount, held);
            const c = balancesAfter(credit, 'credit', kind, amount, held);
            expect(d.posted - debit.posted + (c.posted - credit.posted)).toBe(0n);
            expect(d.pendingDebits - debit.pendingDebits).toBe(c.pendingCredits - credit.pendingCredits);
          }
        },
      ),
    );
  });

  it('returns a pending hold to available money whether it is posted in part or voided', () => {
    fc.assert(
      fc.property(balances, movable, fc.bigInt({ min: 0n, max: 100n }), (before, held, part) => {
        const holding = balancesAfter(before, 'debit', 'pending', held);
        expect(availableMinor(holding)).toBe(availableMinor(before) - held);
        const posted = (held * part) / 100n;
        expect(availableMinor(balancesAfter(holding, 'debit', 'post', posted, held))).toBe(
          availableMinor(before) - posted,
        );
        expect(balancesAfter(holding, 'debit', 'void', held, held)).toEqual(before);
      }),
    );
  });
});

describe('isSpendableState', () => {
  it('is false exactly when the balance or what is left after holds is below zero', () => {
    fc.assert(
      fc.property(
        fc.record({
          posted: fc.bigInt({ min: -100n, max: 100n }),
          pendingDebits: fc.bigInt({ min: 0n, max: 100n }),
          pendingCredits: fc.bigInt({ min: 0n, max: 100n }),
        }),
        (state: LedgerBalances) => {
          expect(isSpendableState(state)).toBe(
            state.posted >= 0n && state.posted - state.pendingDebits >= 0n,
          );
        },
      ),
    );
  });
});
