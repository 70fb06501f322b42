import type { Brand } from './brand.ts';

/**
 * Ids of the site's records: positive safe integers (PostgreSQL identity columns, the feed's
 * numeric ids), each kind its own type so a coupon id can never be passed where a user id is
 * expected. The kinds are alike at run time: the guards check the shape, the types the meaning.
 */
export type UserId = Brand<number, 'UserId'>;
export type AccountId = Brand<number, 'AccountId'>;
export type CouponId = Brand<number, 'CouponId'>;
export type BetId = Brand<number, 'BetId'>;
export type EventId = Brand<number, 'EventId'>;
export type MarketId = Brand<number, 'MarketId'>;

type Id = Brand<number, string>;

const digits = /^[1-9]\d{0,15}$/;

function isId<T extends Id>(value: unknown): value is T {
  return Number.isSafeInteger(value) && (value as number) > 0;
}

/** A positive safe integer, or its digits as text (a path parameter, a `bigint` column). */
function idFrom<T extends Id>(kind: string, value: number | string): T {
  const id = typeof value === 'string' && digits.test(value) ? Number(value) : value;
  if (!isId<T>(id)) throw new RangeError(`${JSON.stringify(value)} is not a ${kind}`);
  return id;
}

export const userIdFrom = (value: number | string): UserId => idFrom('UserId', value);
export const accountIdFrom = (value: number | string): AccountId => idFrom('AccountId', value);
export const couponIdFrom = (value: number | string): CouponId => idFrom('CouponId', value);
export const betIdFrom = (value: number | string): BetId => idFrom('BetId', value);
export const eventIdFrom = (value: number | string): EventId => idFrom('EventId', value);
export const marketIdFrom = (value: number | string): MarketId => idFrom('MarketId', value);

export const isUserId: (value: unknown) => value is UserId = isId;
export const isAccountId: (value: unknown) => value is AccountId = isId;
export const isCouponId: (value: unknown) => value is CouponId = isId;
export const isBetId: (value: unknown) => value is BetId = isId;
export const isEventId: (value: unknown) => value is EventId = isId;
export const isMarketId: (value: unknown) => value is MarketId = isId;
