import type { CouponCalculationInput, ExactCalculation } from './coupon-input.ts';
import { CouponRuleError } from './coupon-rule-error.ts';
import { requireLegCount } from './coupon-rules.ts';
import { betStatusIds, isHalfStatus } from './coupon-types.ts';
import {
  add,
  compare,
  divide,
  type Fraction,
  fractionFromOdds,
  multiply,
  one,
  product,
  reduce,
  subtract,
  zero,
} from './fraction.ts';

/** The margin-free anti-express price of legs whose express coefficient is `E`: `E / (E − 1)`. */
function fairPrice(expressCoef: Fraction): Fraction {
  return divide(expressCoef, subtract(expressCoef, one));
}

/**
 * Half statuses are settled as two half-stake scenarios each, so n of them make 2^n scenarios
 * (fewer where they coincide). Real coupons have a handful; the bound keeps a request cheap.
 */
export const maxAntiExpressHalfResults = 12;

type Outcome = 'win' | 'lose' | 'void';

/**
 * The outcomes a status splits the leg's stake into, in equal shares: a win shared by `ties` in a
 * dead heat is one share won and `ties − 1` lost.
 */
function outcomesOf(statusId: number, ties = 1): readonly Outcome[] {
  switch (statusId) {
    case betStatusIds.lose:
      return ['lose'];
    case betStatusIds.win:
      return ['win', ...Array.from({ length: ties - 1 }, (): Outcome => 'lose')];
    case betStatusIds.halfWinHalfReturn:
      return ['win', 'void'];
    case betStatusIds.halfLoseHalfReturn:
      return ['lose', 'void'];
    case betStatusIds.halfLoseHalfWin:
      return ['lose', 'win'];
    default:
      return ['void'];
  }
}

/** One settlement scenario: the express coefficient of its non-void legs, whether one lost, its share. */
interface Scenario {
  readonly expressCoef: Fraction;
  readonly anyLost: boolean;
  readonly share: Fraction;
}

/**
 * Anti-express: wins `a · A` when at least one leg loses. `A` is the operator's quote, else the
 * margin-free price of all legs. Settlement drops void legs and prices the rest margin-free
 * (BET-TYPES.md A2); under a quote, that price is scaled by the quote's ratio to the margin-free
 * price of all legs, so the operator's margin carries over (and is the quote itself when nothing
 * is void), and never below 1 (a won anti-express never pays less than its stake back).
 */
export function calculateAntiExpress(input: CouponCalculationInput, amount: Fraction): ExactCalculation {
  requireLegCount(input.legs, 2);
  const coefs = input.legs.map((leg) => fractionFromOdds(leg.coef));
  const fairOfAll = fairPrice(product(coefs));
  const quote = input.antiExpressCoef === undefined ? undefined : fractionFromOdds(input.antiExpressCoef);
  const price = quote ?? fairOfAll;
  const priceOfRest = (expressCoef: Fraction): Fraction => {
    if (quote === undefined) return fairPrice(expressCoef);
    const scaled = divide(multiply(fairPrice(expressCoef), quote), fairOfAll);
    return compare(scaled, one) < 0 ? one : scaled;
  };
  return {
    lines: 1n,
    stakePerLine: amount,
    totalStake: amount,
    coef: price,
    potentialWin: multiply(amount, price),
    settledReturn: settle(input, coefs, amount, priceOfRest),
  };
}

function settle(
  input: CouponCalculationInput,
  coefs: readonly Fraction[],
  amount: Fraction,
  priceOfRest: (expressCoef: Fraction) => Fraction,
): Fraction | null {
  if (input.legs.some((leg) => leg.statusId < betStatusIds.lose)) return null;
  const splitLegs = input.legs.filter((leg) => isHalfStatus(leg.statusId) || (leg.deadHeatTies ?? 1) > 1);
  if (splitLegs.length > maxAntiExpressHalfResults) {
    throw new CouponRuleError('bets', 'too_many_half_results', `at most ${maxAntiExpressHalfResults}`);
  }
  let scenarios = new Map<string, Scenario>([
    ['1/1|false', { expressCoef: one, anyLost: false, share: one }],
  ]);
  input.legs.forEach((leg, index) => {
    const outcomes = outcomesOf(leg.statusId, leg.deadHeatTies);
    const share = { numerator: 1n, denominator: BigInt(outcomes.length) };
    const next = new Map<string, Scenario>();
    for (const scenario of scenarios.values()) {
      for (const outcome of outcomes) {
        const expressCoef =
          outcome === 'void' ? scenario.expressCoef : reduce(multiply(scenario.expressCoef, coefs[index]!));
        const anyLost = scenario.anyLost || outcome === 'lose';
        const key = `${expressCoef.numerator}/${expressCoef.denominator}|${anyLost}`;
        const merged = multiply(scenario.share, share);
        const existing = next.get(key);
        next.set(key, {
          expressCoef,
          anyLost,
          share: existing === undefined ? merged : reduce(add(existing.share, merged)),
        });
      }
    }
    scenarios = next;
  });
  let total = zero;
  for (const { expressCoef, anyLost, share } of scenarios.values()) {
    const allVoid = compare(expressCoef, one) === 0;
    const paid = allVoid ? amount : anyLost ? multiply(amount, priceOfRest(expressCoef)) : zero;
    total = add(total, multiply(paid, share));
  }
  return total;
}
