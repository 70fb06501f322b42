import { couponTypeIds } from '@parlay/domain';
import { describe, expect, it } from 'vitest';
import { fieldPlace, initialForm, newLeg, requestBodyOf } from './calculator-form.ts';

describe('requestBodyOf', () => {
  it('sends the starting express as typed, every leg not started', () => {
    expect(requestBodyOf(initialForm)).toEqual({
      typeId: 1,
      amount: '10',
      bets: [
        { coef: '1.85', statusId: -1 },
        { coef: '2.10', statusId: -1 },
        { coef: '1.60', statusId: -1 },
      ],
    });
  });

  it('sends k, bankers and blocks only for the types that have them, and reads a decimal comma', () => {
    const legs = [{ ...newLeg(1, '1,5'), banker: true, blockId: '0' }, newLeg(2, '2'), newLeg(3, '3')];
    const form = { ...initialForm, amount: '7,50', systemValue: '2', legs };
    expect(requestBodyOf({ ...form, typeId: couponTypeIds.system })).toMatchObject({
      amount: '7.50',
      systemValue: 2,
      bets: [{ coef: '1.5', banker: true }, { coef: '2' }, { coef: '3' }],
    });
    expect(requestBodyOf({ ...form, typeId: couponTypeIds.system }).bets[0]).not.toHaveProperty('blockId');
    expect(requestBodyOf({ ...form, typeId: couponTypeIds.conditional }).bets[0]).toEqual({
      coef: '1.5',
      statusId: -1,
      blockId: 0,
    });
    expect(requestBodyOf({ ...form, typeId: couponTypeIds.express })).not.toHaveProperty('systemValue');
  });

  it('leaves out a system value that is no whole number, so the answer says it is required', () => {
    const form = { ...initialForm, typeId: couponTypeIds.system, systemValue: 'two' };
    expect(requestBodyOf(form)).not.toHaveProperty('systemValue');
  });
});

describe('fieldPlace', () => {
  it('puts a leg field on its leg, the form fields on themselves and the rest on the coupon', () => {
    expect(fieldPlace('bets.2.coef')).toEqual({ leg: 2, input: 'coef' });
    expect(fieldPlace('bets.0.banker')).toEqual({ leg: 0, input: 'banker' });
    expect(fieldPlace('systemValue')).toBe('systemValue');
    expect(fieldPlace('bets')).toBe('coupon');
  });
});

describe('own and block amounts', () => {
  it('keys a single’s own stake by its number and a later block’s stake by its block, only for their types', () => {
    const legs = [
      { ...newLeg(1, '1.15'), blockId: '0' },
      { ...newLeg(2, '1.39'), blockId: '1', amount: '30' },
      { ...newLeg(3, '1.13'), blockId: '2' },
    ];
    const form = { ...initialForm, legs, blockAmounts: { 1: '', 2: '100' } };
    expect(requestBodyOf({ ...form, typeId: couponTypeIds.conditional })).toMatchObject({
      amountByBlockId: { 2: '100' },
      bets: [{ blockId: 0 }, { blockId: 1 }, { blockId: 2 }],
    });
    const singles = requestBodyOf({ ...form, typeId: couponTypeIds.manySingles });
    expect(singles).toMatchObject({ amountByBetId: { 2: '30' }, bets: [{ id: 1 }, { id: 2 }, { id: 3 }] });
    expect(singles).not.toHaveProperty('amountByBlockId');
  });

  it('puts a refused own amount on its selection and a block amount on its field', () => {
    expect(fieldPlace('amountByBetId.2')).toEqual({ leg: 1, input: 'amount' });
    expect(fieldPlace('amountByBlockId.2')).toBe('amountByBlockId.2');
  });
});
