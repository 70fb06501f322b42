import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readGlance } from './coupon-glance.ts';
import { readCoupon } from './coupon-storage.ts';

/** Remembered coupons as a former version, a hand edit or another tab may have left them. */
const storedText = fc.oneof(
  fc.constant(null),
  fc.string(),
  fc.json(),
  fc
    .record(
      {
        bets: fc.oneof(
          fc.array(fc.record({ id: fc.integer(), coef: fc.double() }), { maxLength: 4 }),
          fc.array(fc.anything(), { maxLength: 3 }),
          fc.anything(),
        ),
        settings: fc.oneof(
          fc.record({ isActiveOneClick: fc.anything() }, { requiredKeys: [] }),
          fc.anything(),
        ),
      },
      { requiredKeys: [] },
    )
    .map((stored) => JSON.stringify(stored)),
);

describe('the coupon glance', () => {
  it('reads the same bets and one-click switch as the whole remembered coupon', () => {
    fc.assert(
      fc.property(storedText, (text) => {
        const coupon = readCoupon(text);
        expect(readGlance(text)).toEqual({
          betIds: coupon.bets.map((bet) => bet.id),
          oneClick: Boolean(coupon.settings.isActiveOneClick),
          hasResult: false,
        });
      }),
    );
  });

  it('reads the ids of a remembered coupon', () => {
    const text = JSON.stringify({
      bets: [{ id: 28745511 }, { id: 28745521 }],
      settings: { isActiveOneClick: true },
    });
    expect(readGlance(text)).toEqual({ betIds: [28745511, 28745521], oneClick: true, hasResult: false });
    expect(readGlance('{"bets":[{"id":"1"}]}').betIds).toEqual([]);
  });
});
