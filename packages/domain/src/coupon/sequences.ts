import type { ExactDecimal } from '../exact-decimal.ts';
import type { CouponCalculationInput, ExactCalculation } from './coupon-input.ts';
import { CouponRuleError } from './coupon-rule-error.ts';
import { requireLegCount, requireMoneyAmount } from './coupon-rules.ts';
import {
  add,
  compare,
  type Fraction,
  fractionFromDecimal,
  minimum,
  multiply,
  product,
  subtract,
} from './fraction.ts';
import { settledFactors, winFactors } from './leg-factor.ts';

/**
 * A staked sequence (chain links, conditional blocks): the balance starts at the unit stake; each
 * step stakes `min(wanted, balance)` and the balance becomes `balance − stake + stake · f`. A step
 * wanting more than the balance stakes what is left (BET-TYPES.md, disagreements 4 and 5).
 */
function runSequence(
  start: Fraction,
  steps: readonly { factor: Fraction; wanted: (previousReturn: Fraction) => Fraction }[],
): Fraction {
  let balance = start;
  let previousReturn = start;
  for (const step of steps) {
    if (balance.numerator === 0n) break;
    const stake = minimum(step.wanted(previousReturn), balance);
    previousReturn = multiply(stake, step.factor);
    balance = add(subtract(balance, stake), previousReturn);
  }
  return balance;
}

/** Chain: ordered singles on one unit stake `u = a`, only `u` debited; lines n. */
export function calculateChain(input: CouponCalculationInput, amount: Fraction): ExactCalculation {
  requireLegCount(input.legs, 2);
  const returnOf = (factors: readonly Fraction[]): Fraction =>
    runSequence(
      amount,
      factors.map((factor) => ({ factor, wanted: () => amount })),
    );
  const factors = settledFactors(input.legs);
  return {
    lines: BigInt(input.legs.length),
    stakePerLine: amount,
    totalStake: amount,
    coef: null,
    potentialWin: returnOf(winFactors(input.legs)),
    settledReturn: factors === undefined ? null : returnOf(factors),
  };
}

interface Block {
  readonly blockId: number;
  readonly legIndices: readonly number[];
  /** The stake the player wants on the block; 'max' is the previous block's actual return. */
  readonly wanted: Fraction | 'max';
}

function blocksOf(input: CouponCalculationInput, amount: Fraction, moneyScale: number): Block[] {
  const indicesByBlock = new Map<number, number[]>();
  input.legs.forEach((leg, index) => {
    if (leg.blockId === undefined) throw new CouponRuleError(`bets.${index}.blockId`, 'required');
    indicesByBlock.set(leg.blockId, [...(indicesByBlock.get(leg.blockId) ?? []), index]);
  });
  const amounts = input.amountByBlockId ?? {};
  for (const key of Object.keys(amounts)) {
    if (!indicesByBlock.has(Number(key)))
      throw new CouponRuleError(`amountByBlockId.${key}`, 'unknown_block');
  }
  const blockIds = [...indicesByBlock.keys()].sort((left, right) => left - right);
  if (blockIds.length < 2) throw new CouponRuleError('bets', 'too_few', 'at least 2 blocks');
  return blockIds.map((blockId, position) => {
    const entered: ExactDecimal | 'max' | undefined = amounts[blockId];
    if (position === 0 || entered === undefined || entered === 'max') {
      return { blockId, legIndices: indicesByBlock.get(blockId)!, wanted: position === 0 ? amount : 'max' };
    }
    requireMoneyAmount(`amountByBlockId.${blockId}`, entered, moneyScale);
    return { blockId, legIndices: indicesByBlock.get(blockId)!, wanted: fractionFromDecimal(entered) };
  });
}

/**
 * Conditional: blocks (a single or an express each, by `blockId`) settled in block order on one
 * balance; block 1 stakes `a`, a later block its own amount — at most the previous block's
 * coefficient × its amount (seed 001 §5: the maximum is cumulative) — or 'max'. A leg without
 * a `blockId` is refused; a block without an amount stakes 'max'.
 */
export function calculateConditional(
  input: CouponCalculationInput,
  amount: Fraction,
  moneyScale: number,
): ExactCalculation {
  requireLegCount(input.legs, 2);
  const blocks = blocksOf(input, amount, moneyScale);
  const coefs = winFactors(input.legs);
  const blockCoef = (block: Block) => product(block.legIndices.map((index) => coefs[index]!));
  const blockMaxStakes: Fraction[] = [];
  let previous: { coef: Fraction; stake: Fraction } | undefined;
  for (const block of blocks) {
    const maximum = previous === undefined ? amount : multiply(previous.coef, previous.stake);
    if (block.wanted !== 'max' && compare(block.wanted, maximum) > 0) {
      throw new CouponRuleError(`amountByBlockId.${block.blockId}`, 'above_block_maximum');
    }
    blockMaxStakes.push(maximum);
    previous = { coef: blockCoef(block), stake: block.wanted === 'max' ? maximum : block.wanted };
  }
  const returnOf = (factors: readonly Fraction[]): Fraction =>
    runSequence(
      amount,
      blocks.map((block) => ({
        factor: product(block.legIndices.map((index) => factors[index]!)),
        wanted: (previousReturn: Fraction) => (block.wanted === 'max' ? previousReturn : block.wanted),
      })),
    );
  const factors = settledFactors(input.legs);
  return {
    lines: BigInt(blocks.length),
    stakePerLine: null,
    totalStake: amount,
    coef: null,
    potentialWin: returnOf(winFactors(input.legs)),
    settledReturn: factors === undefined ? null : returnOf(factors),
    blockMaxStakes,
  };
}
