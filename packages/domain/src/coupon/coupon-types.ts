/** Coupon types by their `typeId` (seed 001 §3 "Coupon types"; arithmetic in BET-TYPES.md). */
export const couponTypeIds = {
  single: 0,
  express: 1,
  system: 2,
  chain: 3,
  multibet: 4,
  conditional: 5,
  antiExpress: 6,
  lucky: 7,
  patent: 8,
  manySingles: 9,
} as const;
export type CouponType = keyof typeof couponTypeIds;
export type CouponTypeId = (typeof couponTypeIds)[CouponType];

const couponTypeIdSet = new Set<number>(Object.values(couponTypeIds));

export function isCouponTypeId(value: unknown): value is CouponTypeId {
  return typeof value === 'number' && couponTypeIdSet.has(value);
}

/** Bet result statuses by their `statusId` (seed 001 §3 "Bet result statusId"). */
export const betStatusIds = {
  notCalculated: -2,
  notStarted: -1,
  lose: 0,
  win: 1,
  return: 2,
  forcedReturn: 3,
  halfWinHalfReturn: 4,
  halfLoseHalfReturn: 5,
  halfLoseHalfWin: 6,
} as const;
export type BetStatus = keyof typeof betStatusIds;
export type BetStatusId = (typeof betStatusIds)[BetStatus];

const betStatusIdSet = new Set<number>(Object.values(betStatusIds));

export function isBetStatusId(value: unknown): value is BetStatusId {
  return typeof value === 'number' && betStatusIdSet.has(value);
}

/** Whether a leg's result is known: every status but "not calculated" and "game not started". */
export function isSettled(statusId: BetStatusId): boolean {
  return statusId >= betStatusIds.lose;
}

/** The half statuses: the stake is cut in two halves settled separately (BET-TYPES.md). */
export function isHalfStatus(statusId: BetStatusId): boolean {
  return statusId >= betStatusIds.halfWinHalfReturn;
}
