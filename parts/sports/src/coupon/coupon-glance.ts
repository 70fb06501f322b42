/** Where the coupon is remembered in this browser: it survives a reload and a new tab. */
export const couponStorageKey = 'parlay.coupon';

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * What the page shows of the coupon before its store (state, transitions, checks) has loaded: which
 * prices are in it (aria-pressed), how many bets the dock counts, whether a press places at once.
 */
export interface CouponGlance {
  betIds: readonly number[];
  oneClick: boolean;
  /** A placement's outcome on show (never remembered: only the loaded store has one). */
  hasResult: boolean;
}

export const emptyGlance: CouponGlance = { betIds: [], oneClick: false, hasResult: false };

/**
 * The glance of the remembered coupon, read as coupon-storage.ts's `readCoupon` reads the whole of
 * it (its test holds them to the same answer): bets that are not all records with a numeric id count
 * as none, a setting missing or unreadable as its default (one-click off).
 */
export function readGlance(text: string | null): CouponGlance {
  if (text === null) return emptyGlance;
  let stored: unknown;
  try {
    stored = JSON.parse(text);
  } catch {
    return emptyGlance;
  }
  if (!isRecord(stored)) return emptyGlance;
  const oneClick = isRecord(stored.settings) && Boolean(stored.settings.isActiveOneClick);
  const { bets } = stored;
  const valid = Array.isArray(bets) && bets.every((bet) => isRecord(bet) && typeof bet.id === 'number');
  return { betIds: valid ? bets.map((bet: { id: number }) => bet.id) : [], oneClick, hasResult: false };
}

export function loadGlance(): CouponGlance {
  try {
    return readGlance(localStorage.getItem(couponStorageKey));
  } catch {
    return emptyGlance;
  }
}
