import { describe, expect, it } from 'vitest';
import { type CouponId, couponIdFrom, isUserId, marketIdFrom, type UserId, userIdFrom } from './ids.ts';

describe('ids', () => {
  it('takes a positive safe integer or its digits', () => {
    expect(userIdFrom(100_000_001)).toBe(100_000_001);
    expect(marketIdFrom('2874551')).toBe(2_874_551);
  });

  it('refuses zero, negatives, fractions, unsafe numbers and text that is not plain digits', () => {
    for (const value of [
      0,
      -1,
      1.5,
      2 ** 53,
      Number.NaN,
      '',
      '0',
      '01',
      '1e3',
      ' 7',
      '-3',
      '9007199254740993',
    ]) {
      expect(() => couponIdFrom(value), String(value)).toThrow(RangeError);
    }
  });

  it('guards by shape; the kind is the compiler’s to keep apart', () => {
    expect(isUserId(7)).toBe(true);
    expect(isUserId('7')).toBe(false);
    const user: UserId = userIdFrom(7);
    // @ts-expect-error: a user id is not a coupon id.
    const coupon: CouponId = user;
    expect(coupon).toBe(7);
  });
});
