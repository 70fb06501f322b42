import type { ChangeCoefAction, CouponStatus, PlacedCoupon } from '@parlay/contract';
import { type CurrencyCode, formatMoney, formatOdds, moneyFromMinor, type Odds } from '@parlay/domain';
import type { CouponWithLegs } from './coupon-repository.ts';

const money = (minor: bigint, currency: string) =>
  formatMoney(moneyFromMinor(minor, currency as CurrencyCode));

const nameIn = (names: Record<string, string>, language: string) => names[language] ?? names.en ?? '';

/** A stored coupon as the player sees it, names in `language`. */
export function placedCouponView({ coupon, legs }: CouponWithLegs, language: string): PlacedCoupon {
  return {
    id: coupon.id,
    typeId: coupon.typeId,
    placedAsTypeId: coupon.placedAsTypeId,
    accountId: coupon.accountId,
    currency: coupon.currency,
    amount: money(coupon.amount, coupon.currency),
    stake: money(coupon.stake, coupon.currency),
    coef: coupon.coef,
    potentialWin: money(coupon.potentialWin, coupon.currency),
    bonusCoef: coupon.bonusCoef === null ? null : Number(formatOdds(coupon.bonusCoef as Odds)),
    systemValue: coupon.systemValue,
    changeCoefAction: coupon.changeCoefAction as ChangeCoefAction,
    status: coupon.status as CouponStatus,
    payout: coupon.payout === null ? null : money(coupon.payout, coupon.currency),
    cashout: coupon.cashoutAmount === null ? null : money(coupon.cashoutAmount, coupon.currency),
    isLive: coupon.isLive,
    placedAt: coupon.placedAt.toISOString(),
    approvalDeadline: coupon.approvalDeadline?.toISOString() ?? null,
    settledAt: coupon.settledAt?.toISOString() ?? null,
    legs: legs.map((leg) => ({
      selectionId: leg.selectionId,
      marketId: leg.marketId,
      gameId: leg.gameId,
      coef: Number(formatOdds(leg.coef as Odds)),
      banker: leg.banker,
      blockId: leg.blockId,
      isLive: leg.isLive,
      statusId: leg.statusId,
      gameName: nameIn(leg.names.game, language),
      marketName: nameIn(leg.names.market, language),
      outcomeName: nameIn(leg.names.outcome, language),
    })),
  };
}
