import type { CouponDraft } from './coupon-draft.ts';

// Without zod, so the sports part's coupon takes its defaults from here without the schemas.

/** The empty coupon with the seed's default settings (changeCoefAction 2, one-click amount 0). */
export const emptyCouponDraft: CouponDraft = {
  typeId: 0,
  bets: [],
  accountId: null,
  amount: '',
  amountByBlockId: {},
  amountByBetId: {},
  prepaidAmount: '0',
  systemValue: 2,
  isActiveSystemBanker: false,
  isActiveVipBet: false,
  isActiveAutoMax: false,
  promoCode: '',
  manualPromoCode: false,
  expressId: null,
  addedAtByBetId: {},
  manuallyDeletedBetIds: [],
  settings: {
    amountStepByCurrencyIso: {},
    isManualAmountStep: false,
    changeCoefAction: 2,
    isAutoMax: false,
    isVipBet: false,
    isBalanceShown: true,
    isPossibleWinShown: true,
    isSelectAccountShown: true,
    isCouponFixed: false,
    oneClickAmount: '0',
    isActiveOneClick: false,
    exactCoef: false,
    isDropOnScoreChange: false,
    expressId: null,
    bonusAccountOneClickAmount: '0',
  },
};
