import {
  type CalculateCouponBody,
  calculateCouponResponseSchema,
  errorEnvelopeSchema,
} from '@parlay/contract';
import { formatDecimal, formatOdds } from '@parlay/domain';
import { betTypeWorkedExamples, type WorkedExample } from '@parlay/domain/testing';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../helpers/test-app.ts';
import { testDatabaseKinds } from '../../helpers/test-databases.ts';

/** A worked example of BET-TYPES.md as a request body: coefficients as numbers, amounts as text. */
function bodyOf({ input }: WorkedExample): CalculateCouponBody {
  const amountByBetId: Record<string, string> = {};
  const bets = input.legs.map((leg, index) => {
    if (leg.amount !== undefined) amountByBetId[String(index + 1)] = formatDecimal(leg.amount);
    return {
      id: index + 1,
      coef: Number(formatOdds(leg.coef)),
      statusId: leg.statusId,
      ...(leg.banker === undefined ? {} : { banker: leg.banker }),
      ...(leg.blockId === undefined ? {} : { blockId: leg.blockId }),
    };
  });
  const amountByBlockId = Object.fromEntries(
    Object.entries(input.amountByBlockId ?? {}).map(([id, amount]) => [
      id,
      amount === 'max' ? 'max' : formatDecimal(amount),
    ]),
  );
  return {
    typeId: input.typeId,
    amount: formatDecimal(input.amount),
    bets,
    ...(input.systemValue === undefined ? {} : { systemValue: input.systemValue }),
    ...(input.antiExpressCoef === undefined ? {} : { antiExpressCoef: formatOdds(input.antiExpressCoef) }),
    ...(input.amountByBlockId === undefined ? {} : { amountByBlockId }),
    ...(Object.keys(amountByBetId).length === 0 ? {} : { amountByBetId }),
  };
}

/** The example's stated results under the answer's names, as the JSON numbers the answer carries. */
function expectedAnswer({ expected }: WorkedExample): Record<string, unknown> {
  const names: Record<string, string> = {
    lines: 'lines',
    spl: 'stakePerLine',
    ts: 'totalStake',
    tc: 'coef',
    pw: 'potentialWin',
    sr: 'settledReturn',
    max: 'blockMaxStakes',
  };
  const answerValue = (key: string, text: string) =>
    text === 'null' ? null : key === 'max' ? text.split(',').map(Number) : Number(text);
  return Object.fromEntries(
    Object.entries(expected).map(([key, text]) => [names[key], answerValue(key, text)]),
  );
}

const express = { typeId: 1, amount: 10, bets: [{ coef: 1.5 }, { coef: 2 }, { coef: 2.5 }] };

describe.each(testDatabaseKinds)('POST /coupon-api/calculate on %s', (kind) => {
  const context = useTestApp(kind);
  const calculate = (payload: unknown) =>
    context.app.inject({ method: 'POST', url: '/coupon-api/calculate', payload: payload as object });

  it.each(betTypeWorkedExamples.map((example) => [example.name, example] as const))(
    'answers the worked example %s of BET-TYPES.md',
    async (_name, example) => {
      const response = await calculate(bodyOf(example));
      expect(response.statusCode).toBe(200);
      const answer = calculateCouponResponseSchema.parse(response.json());
      expect(answer).toMatchObject(expectedAnswer(example));
    },
  );

  it('reads amounts and coefficients as text or numbers alike, and takes an unset status as not started', async () => {
    const asText = await calculate({
      ...express,
      amount: '10.00',
      bets: [{ coef: '1.5' }, { coef: '2' }, { coef: '2.50' }],
    });
    const asNumbers = await calculate(express);
    expect(asText.json()).toEqual(asNumbers.json());
    expect(asNumbers.json()).toEqual({
      lines: 1,
      stakePerLine: 10,
      totalStake: 10,
      coef: 7.5,
      potentialWin: 75,
      settledReturn: null,
    });
  });

  it('answers a system of 20 from 40 at once', async () => {
    const bets = Array.from({ length: 40 }, (_, index) => ({
      coef: ((105 + index * 5) / 100).toFixed(2),
      statusId: 1,
    }));
    const response = await calculate({ typeId: 2, amount: 1000, systemValue: 20, bets });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ lines: 137_846_528_820, stakePerLine: 0 });
  });

  it('is public: no session, no CSRF headers, and listed in the OpenAPI document', async () => {
    const document = await context.app.inject({ method: 'GET', url: '/openapi.json' });
    expect(Object.keys(document.json().paths)).toContain('/coupon-api/calculate');
    expect(document.json().paths['/coupon-api/calculate'].post.security ?? []).toEqual([]);
  });

  it.each<[string, unknown, string, string]>([
    [
      'a system value out of range',
      { ...express, typeId: 2, systemValue: 3 },
      'systemValue',
      'coupon_error_system_value',
    ],
    ['a system without its value', { ...express, typeId: 2 }, 'systemValue', 'main_validation_required'],
    ['too few bets for an express', { ...express, bets: [{ coef: 2 }] }, 'bets', 'coupon_error_too_few_bets'],
    [
      'a banker in an express',
      { ...express, bets: [{ coef: 2, banker: true }, { coef: 3 }] },
      'bets.0.banker',
      'coupon_error_banker_not_allowed',
    ],
    [
      'odds with 4 decimals',
      { ...express, bets: [{ coef: 2 }, { coef: '1.8505' }] },
      'bets.1.coef',
      'coupon_error_coef_invalid',
    ],
    [
      'odds of 1',
      { ...express, bets: [{ coef: 2 }, { coef: 1 }] },
      'bets.1.coef',
      'coupon_error_coef_invalid',
    ],
    ['an amount in exponent notation', { ...express, amount: 1e21 }, 'amount', 'coupon_error_amount_invalid'],
    ['an amount of zero', { ...express, amount: '0' }, 'amount', 'coupon_error_amount_not_positive'],
    ['an amount with 3 decimals', { ...express, amount: '1.005' }, 'amount', 'coupon_error_amount_decimals'],
    [
      'an amount beyond 10^12',
      { ...express, amount: '1000000000000.01' },
      'amount',
      'coupon_error_amount_too_large',
    ],
    ['an unknown type', { ...express, typeId: 10 }, 'typeId', 'main_validation_invalid_value'],
    [
      'a status outside -2…6',
      { ...express, bets: [{ coef: 2, statusId: 7 }, { coef: 3 }] },
      'bets.0.statusId',
      'main_validation_invalid_value',
    ],
    ['an unknown field', { ...express, stake: 1 }, 'stake', 'main_validation_unknown_field'],
    [
      'an own amount for a bet the coupon lacks',
      { typeId: 9, amount: 10, bets: [{ id: 1, coef: 2 }], amountByBetId: { 2: 5 } },
      'amountByBetId.2',
      'coupon_error_unknown_bet',
    ],
    [
      'an own amount below zero',
      { typeId: 9, amount: 10, bets: [{ id: 7, coef: 2 }], amountByBetId: { 7: -5 } },
      'amountByBetId.7',
      'coupon_error_amount_not_positive',
    ],
    [
      'one bet id twice',
      {
        typeId: 9,
        amount: 10,
        bets: [
          { id: 7, coef: 2 },
          { id: 7, coef: 3 },
        ],
      },
      'bets.1.id',
      'coupon_error_duplicate_bet',
    ],
    [
      'a block amount above its maximum',
      {
        typeId: 5,
        amount: 100,
        bets: [
          { coef: 1.5, blockId: 0 },
          { coef: 2, blockId: 1 },
        ],
        amountByBlockId: { 1: 151 },
      },
      'amountByBlockId.1',
      'coupon_error_above_block_maximum',
    ],
  ])('refuses %s with a 400 naming the field', async (_title, payload, field, messageKey) => {
    const response = await calculate(payload);
    expect(response.statusCode).toBe(400);
    const envelope = errorEnvelopeSchema.parse(response.json());
    expect(envelope.code).toBe('VALIDATION_ERROR');
    expect(envelope.fields).toEqual({ [field]: messageKey });
  });
});
