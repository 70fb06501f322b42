import { emptyCouponDraft } from '@parlay/contract/empty-coupon-draft';
import { type ChangeCoefActionId, type CouponTypeId, couponTypeIds, minSystemValue } from '@parlay/domain';

/** The coefficient-change options (seed 001 §3): 0 confirm, 1 accept any change, 2 accept increases. */
export type ChangeCoefAction = ChangeCoefActionId;
export const changeCoefActions: readonly ChangeCoefAction[] = [0, 1, 2];

/**
 * One bet of the coupon (seed 001 §3 "Bet"): the selection's market with the coefficient the player
 * last accepted (the live one may have moved since), its game, and the coupon's own marks.
 */
export interface CouponBet {
  /** The selection's (market's) id. */
  id: number;
  /** Decimal odds as last accepted by the player. */
  coef: number;
  sportId: number;
  /** The outcome type. */
  typeId: number;
  kind: number;
  isLive: boolean;
  gameId: number;
  champId: number;
  names: { game: string; market: string; outcome: string };
  /** A multibet's element or a conditional coupon's block; 0 when the bet stands alone. */
  blockId: number;
  /** A system's banker (a multibet's lobby). */
  banker: boolean;
  /** Added by a bonus offer (the express of the day): deleting it is remembered (seed 001 §4). */
  isBonus: boolean;
  isBannedExpress: boolean;
  isDisabledBanker: boolean;
}

/** Coupon settings (seed 001 §3 "Coupon settings"), the player's and kept with the coupon. */
export interface CouponSettings {
  /** Amount step per currency the player set, in major units; absent: the currency's default. */
  amountStepByCurrencyIso: Record<string, string>;
  isManualAmountStep: boolean;
  changeCoefAction: ChangeCoefAction;
  isAutoMax: boolean;
  isVipBet: boolean;
  isBalanceShown: boolean;
  isPossibleWinShown: boolean;
  isSelectAccountShown: boolean;
  isCouponFixed: boolean;
  /** The one-click stake in major units; '0' until the player sets one. */
  oneClickAmount: string;
  isActiveOneClick: boolean;
  exactCoef: boolean;
  isDropOnScoreChange: boolean;
  expressId: number | null;
  bonusAccountOneClickAmount: string;
}

/** What a placement answered, kept to show it (seed 001 §3 successCoupon / singlesResultCoupons). */
export interface PlacedCoupon {
  id: number;
  /** The stake, in major units of `currency`. */
  amount: string;
  currency: string;
  /** The total coefficient as placed, where the type has one. */
  coef: string | null;
  /**
   * A vip bet waiting for a trader (status `awaiting_approval`): when it is rejected unless taken,
   * its stake held until then. Null for a coupon taken at once.
   */
  approvalDeadline: string | null;
}

/**
 * The coupon state of seed 001 §3 "Coupon state". What follows from the bets alone (the total
 * coefficient, the system options, classification) is derived, not stored: see coupon-view.ts.
 */
export interface CouponState {
  tab: 'coupon' | 'settings';
  typeId: CouponTypeId;
  bets: CouponBet[];
  accountId: number | null;
  /** The stake as typed, in major units of the account's currency. */
  amount: string;
  amountByBlockId: Record<number, string | 'max'>;
  amountByBetId: Record<number, string>;
  /** Prepaid (bonus) money put on this coupon; a change of account resets it (seed 001 §4). */
  prepaidAmount: string;
  systemValue: number;
  isActiveSystemBanker: boolean;
  isActiveVipBet: boolean;
  isActiveAutoMax: boolean;
  promoCode: string;
  manualPromoCode: boolean;
  expressId: number | null;
  /** When each bet was added (ms since the epoch): the list shows the newest last. */
  addedAtByBetId: Record<number, number>;
  /** Bonus bets the player deleted: a bonus offer does not put them back (seed 001 §4). */
  manuallyDeletedBetIds: number[];
  /** Enabling one-click with bets in the coupon waits for this confirmation (seed 001 §4). */
  isOneClickConfirmPending: boolean;
  successCoupon: PlacedCoupon | null;
  singlesResultCoupons: PlacedCoupon[];
  /** Why the last one-click bet was not placed, as shown to the player. */
  oneClickFailure: string | null;
  settings: CouponSettings;
}

/** The seed's default settings (changeCoefAction 2, one-click amount 0), as the contract's empty draft has them. */
export const defaultSettings: CouponSettings = emptyCouponDraft.settings;

/** The empty coupon: the contract's empty draft and nothing placed or pending on this page. */
export const emptyCoupon: CouponState = {
  ...emptyCouponDraft,
  tab: 'coupon',
  typeId: couponTypeIds.single,
  bets: [],
  systemValue: minSystemValue,
  isOneClickConfirmPending: false,
  successCoupon: null,
  singlesResultCoupons: [],
  oneClickFailure: null,
  settings: defaultSettings,
};
