import type { CashoutBody, CashoutOffer } from '@parlay/contract';
import {
  accountIdFrom,
  type ChangeCoefActionId,
  type CurrencyCode,
  formatMoney,
  moneyFromMinor,
  parseAmount,
} from '@parlay/domain';
import type { Transaction } from '../../db/database.ts';
import type { Sportsbook } from '../sportsbook/index.ts';
import type { WalletService } from '../wallet/index.ts';
import {
  amountError,
  cashoutChangedError,
  cashoutUnavailableError,
  couponUnknownInBodyError,
} from './bet-errors.ts';
import type { CouponRepository, CouponWithLegs } from './coupon-repository.ts';
import type { CouponOnce, CouponRequestContext } from './coupon-request-keys.ts';

export interface CashoutSettings {
  /** The house's margin on a cash-out, in basis points of the fair value (500 = 5 %). */
  readonly marginBasisPoints: number;
}

export interface CouponCashoutDeps {
  repository: CouponRepository;
  once: CouponOnce;
  sportsbook: Pick<Sportsbook, 'findSelections'>;
  wallet: Pick<WalletService, 'payWin'>;
  settings: CashoutSettings;
  now: () => number;
}

type NoOfferReason = NonNullable<CashoutOffer['reason']>;

const cashableTypeIds: ReadonlySet<number> = new Set([0, 1]);
const won = 1;
const returnStatuses: ReadonlySet<number> = new Set([2, 3]);
const unsettled: ReadonlySet<number> = new Set([-2, -1]);

/**
 * The cash-out of an open single or express (README.md "Cash-out"): the fair value of the coupon
 * now is its stake times, for each leg, its factor once settled (a win its price taken, a return 1)
 * or the price taken over the current price while open (the market's view of its chance); the
 * offer is that less the margin, rounded down to the currency's unit. No offer while a leg lost,
 * was settled half, or an open leg's market takes no bets (suspended, a bet stop).
 */
export function createCouponCashout(deps: CouponCashoutDeps) {
  const { repository, once, sportsbook, wallet, settings, now } = deps;

  async function offerOf(
    { coupon, legs }: CouponWithLegs,
    within?: Transaction,
  ): Promise<{ minor: bigint } | { reason: NoOfferReason }> {
    if (coupon.status !== 'open') return { reason: 'not_open' };
    if (!cashableTypeIds.has(coupon.typeId)) return { reason: 'not_cashable_type' };
    const selections = await sportsbook.findSelections(
      legs.map((leg) => leg.selectionId),
      within,
    );
    let numerator = coupon.stake * BigInt(10_000 - settings.marginBasisPoints);
    let denominator = 10_000n;
    for (const leg of legs) {
      if (unsettled.has(leg.statusId)) {
        const selection = selections.get(leg.selectionId);
        if (selection === undefined || !selection.bettable || selection.coef === null)
          return { reason: 'market_suspended' };
        numerator *= BigInt(leg.coef);
        denominator *= BigInt(selection.coef);
      } else if (leg.statusId === won) {
        numerator *= BigInt(leg.coef);
        denominator *= 1000n;
      } else if (!returnStatuses.has(leg.statusId)) return { reason: 'leg_lost' };
    }
    const minor = numerator / denominator;
    return minor > 0n ? { minor } : { reason: 'too_small' };
  }

  const money = (minor: bigint, currency: string) => moneyFromMinor(minor, currency as CurrencyCode);

  function accepted(action: ChangeCoefActionId, seen: bigint, now: bigint): boolean {
    if (now === seen || action === 1) return true;
    return action === 2 && now > seen;
  }

  return {
    /** What the player's coupon would cash out at now; undefined for a coupon not theirs. */
    async offer(userId: number, couponId: number): Promise<CashoutOffer | undefined> {
      const found = await repository.findOwnCoupon(userId, couponId);
      if (found === undefined) return undefined;
      const offer = await offerOf(found);
      return 'minor' in offer
        ? { couponId, amount: formatMoney(money(offer.minor, found.coupon.currency)), reason: null }
        : { couponId, amount: null, reason: offer.reason };
    },

    /** Settles the coupon at the current offer once per key; answers its id. */
    async cashout(context: CouponRequestContext, body: CashoutBody): Promise<number> {
      const [couponId] = await once(
        context,
        'coupon.cashout',
        body,
        async () => {
          const found = await repository.findOwnCoupon(context.userId, body.couponId);
          if (found === undefined) throw couponUnknownInBodyError();
          const parsed = parseAmount(body.amount, found.coupon.currency as CurrencyCode);
          if (!parsed.ok) throw amountError('amount', parsed.problem);
          return { seen: parsed.money.minor };
        },
        async ({ seen }, transaction, emit) => {
          // Priced under the coupon's lock: a leg settled or a price moved a moment ago counts.
          const locked = await repository.lockCoupon(body.couponId, transaction);
          if (locked === undefined) throw couponUnknownInBodyError();
          const priced = await offerOf(locked, transaction);
          if (!('minor' in priced)) throw cashoutUnavailableError();
          if (!accepted(body.changeCoefAction, seen, priced.minor)) throw cashoutChangedError();
          const offer = priced.minor;
          const { coupon } = locked;
          const version = coupon.settlementVersion + 1;
          const paid = await wallet.payWin(
            {
              accountId: accountIdFrom(coupon.accountId),
              amount: money(offer, coupon.currency),
              idempotency: { scope: 'coupon.settlement', key: `coupon:${coupon.id}:v${version}:cashout` },
              reference: `coupon:${coupon.id}`,
            },
            { transaction, emit },
          );
          await repository.updateCoupon(
            coupon.id,
            {
              status: 'cashed_out',
              payout: offer,
              cashoutAmount: offer,
              payoutTransferId: Number(paid.transferId),
              settlementVersion: version,
              settledAt: new Date(now()),
            },
            transaction,
          );
          return [coupon.id];
        },
      );
      return couponId as number;
    },
  };
}

export type CouponCashout = ReturnType<typeof createCouponCashout>;
