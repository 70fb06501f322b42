import { describe, expect, it } from 'vitest';
import { readGlance } from './coupon-glance.ts';
import { readCoupon } from './coupon-storage.ts';

/** Remembered coupons as this version, a former one, a hand edit or another tab may have left them. */
const storedTexts: (string | null)[] = [
  null,
  '',
  'not json',
  'null',
  '42',
  '"a string"',
  '[{"id":1}]',
  '{}',
  '{"bets":[]}',
  '{"bets":[{"id":28745511,"coef":2},{"id":28745521,"coef":3.5}],"settings":{"isActiveOneClick":true}}',
  '{"bets":[{"id":28745511},{"id":"28745521"}]}',
  '{"bets":[{"id":28745511},null]}',
  '{"bets":[{"id":28745511},[1]]}',
  '{"bets":{"id":1}}',
  '{"bets":"none","settings":{"isActiveOneClick":true}}',
  '{"bets":[{"id":7}],"settings":[]}',
  '{"bets":[{"id":7}],"settings":null}',
  '{"settings":{"isActiveOneClick":"yes"}}',
  '{"settings":{"isActiveOneClick":0}}',
  '{"settings":{"isActiveOneClick":false},"successCoupon":{"id":3}}',
];

describe('the coupon glance', () => {
  it.each(storedTexts)('reads %s as the whole remembered coupon reads its bets and one-click', (text) => {
    const coupon = readCoupon(text);
    expect(readGlance(text)).toEqual({
      betIds: coupon.bets.map((bet) => bet.id),
      oneClick: Boolean(coupon.settings.isActiveOneClick),
      hasResult: false,
    });
  });

  it('reads the ids of a remembered coupon, and none of bets it cannot read', () => {
    const text = JSON.stringify({
      bets: [{ id: 28745511 }, { id: 28745521 }],
      settings: { isActiveOneClick: true },
    });
    expect(readGlance(text)).toEqual({ betIds: [28745511, 28745521], oneClick: true, hasResult: false });
    expect(readGlance('{"bets":[{"id":"1"}]}').betIds).toEqual([]);
  });
});
