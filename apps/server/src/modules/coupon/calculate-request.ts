import type { CalculateBet, CalculateCouponBody } from '@parlay/contract';
import {
  betStatusIds,
  type CouponCalculationInput,
  type CouponLeg,
  decimalFromInput,
  type ExactDecimal,
  type Odds,
  oddsFrom,
  powerOfTen,
} from '@parlay/domain';
import { validationError } from '../../http/http-error.ts';
import { couponRequestMessageKeys as keys } from './coupon-messages.ts';

/**
 * The largest amount the calculator takes, in major units: far above any stake, and small enough
 * that every money answer of an ordinary coupon stays exact as a JSON number.
 */
export const maxCalculableAmount = 1_000_000_000_000n;

function amountOf(field: string, value: string | number): ExactDecimal {
  const decimal = decimalFromInput(value);
  if (decimal === undefined) throw validationError({ [field]: keys.amountInvalid });
  if (decimal.units > maxCalculableAmount * powerOfTen(decimal.scale)) {
    throw validationError({ [field]: keys.amountTooLarge });
  }
  return decimal;
}

function oddsOf(field: string, value: string | number): Odds {
  try {
    return oddsFrom(typeof value === 'string' ? value.trim() : value);
  } catch {
    throw validationError({ [field]: keys.coefInvalid });
  }
}

/** `amountByBetId`: each key must be the id of a bet of the coupon. */
function amountsByBetId(body: CalculateCouponBody): Map<number, ExactDecimal> {
  const ids = new Set<number>();
  body.bets.forEach((bet, index) => {
    if (bet.id === undefined) return;
    if (ids.has(bet.id)) throw validationError({ [`bets.${index}.id`]: keys.duplicateBet });
    ids.add(bet.id);
  });
  const amounts = new Map<number, ExactDecimal>();
  for (const [key, value] of Object.entries(body.amountByBetId ?? {})) {
    const field = `amountByBetId.${key}`;
    if (!ids.has(Number(key))) throw validationError({ [field]: keys.unknownBet });
    amounts.set(Number(key), amountOf(field, value));
  }
  return amounts;
}

function legOf(bet: CalculateBet, index: number, ownAmount: ExactDecimal | undefined): CouponLeg {
  return {
    coef: oddsOf(`bets.${index}.coef`, bet.coef),
    statusId: bet.statusId ?? betStatusIds.notStarted,
    ...(bet.banker === undefined ? {} : { banker: bet.banker }),
    ...(bet.blockId === undefined ? {} : { blockId: bet.blockId }),
    ...(ownAmount === undefined ? {} : { amount: ownAmount }),
  };
}

/**
 * The calculation input of a calculate request: amounts and coefficients read exactly from
 * numbers or text, statuses defaulting to −1, `amountByBetId` set on its bets. Throws a 400
 * naming the field for what cannot be read; the coupon rules judge the rest.
 */
export function calculationInputOf(body: CalculateCouponBody): CouponCalculationInput {
  const ownAmounts = amountsByBetId(body);
  const amountByBlockId: Record<number, ExactDecimal | 'max'> = {};
  for (const [key, value] of Object.entries(body.amountByBlockId ?? {})) {
    amountByBlockId[Number(key)] = value === 'max' ? 'max' : amountOf(`amountByBlockId.${key}`, value);
  }
  return {
    typeId: body.typeId,
    amount: amountOf('amount', body.amount),
    legs: body.bets.map((bet, index) =>
      legOf(bet, index, bet.id === undefined ? undefined : ownAmounts.get(bet.id)),
    ),
    ...(body.systemValue === undefined ? {} : { systemValue: body.systemValue }),
    ...(body.antiExpressCoef === undefined
      ? {}
      : { antiExpressCoef: oddsOf('antiExpressCoef', body.antiExpressCoef) }),
    ...(body.amountByBlockId === undefined ? {} : { amountByBlockId }),
  };
}
