import {
  accountIdFrom,
  betStatusOf,
  type CurrencyCode,
  isVoidedByCancel,
  moneyFromMinor,
  type OutcomeResult,
} from '@parlay/domain';
import type { Database } from '../../db/database.ts';
import type { DomainEventOf } from '../../events/domain-event.ts';
import type { EventBus, EventMeta } from '../../events/event-bus.ts';
import type { SelectionState, Sportsbook } from '../sportsbook/index.ts';
import type { TransferId, WalletService } from '../wallet/index.ts';
import { calculationOf, minorOfDecimal } from './coupon-arithmetic.ts';
import type { CouponLegRow, CouponRepository, CouponRow } from './coupon-repository.ts';

/** The sportsbook's events that change a market's bets (modules/sportsbook/README.md). */
export const marketEventTypes = [
  'market.settled',
  'market.settlement-confirmed',
  'market.settlement-rolled-back',
  'market.cancelled',
  'market.cancel-rolled-back',
] as const;
export type MarketEvent = DomainEventOf<(typeof marketEventTypes)[number]>;

export interface SettlementSettings {
  /** Whether a live-scouted result (before the official one) settles coupons at once. */
  readonly settleLiveScouted: boolean;
}

export interface CouponSettlementDeps {
  db: Database;
  repository: CouponRepository;
  events: Pick<EventBus, 'transaction'>;
  sportsbook: Pick<Sportsbook, 'findSelections'>;
  wallet: Pick<WalletService, 'payWin' | 'reverse'>;
  settings: SettlementSettings;
  now: () => number;
  log: { warn(details: object, message: string): void; error(details: object, message: string): void };
}

/** Forced return (seed 001 §3 statusId 3): the leg was placed within a cancel window of its market. */
const forcedReturn = 3;
const notStarted = -1;
const notCalculated = -2;
const returnStatuses: ReadonlySet<number> = new Set([2, forcedReturn]);
const lostStatus = 0;
const expressTypeId = 1;

/**
 * Settlement (README.md "Settlement"): on any event of a market, each coupon with a leg on it is
 * brought to what the line says now — each leg's status from its selection's current result and
 * cancel windows, the coupon's return by its type — and the money corrected to match, in one
 * transaction per coupon under its row lock: the payout standing is reversed and the new one paid,
 * with keys of the coupon id and its settlement version. Reading the line after taking the lock makes
 * the last transaction the one that saw the latest change, whatever order events arrive in.
 */
export function createCouponSettlement(deps: CouponSettlementDeps) {
  const { repository, events, sportsbook, wallet, settings, now } = deps;

  function legState(leg: CouponLegRow, selection: SelectionState | undefined, placedAt: Date) {
    // A game the line has forgotten (retention) keeps what the leg last had.
    if (selection === undefined)
      return { statusId: leg.statusId, result: leg.result, voidedByCancel: leg.voidedByCancel };
    const voidedByCancel = isVoidedByCancel(selection.cancelWindows, placedAt.getTime());
    const counts =
      selection.result !== null && (selection.certainty === 'confirmed' || settings.settleLiveScouted);
    const result: OutcomeResult | null = counts ? selection.result : null;
    const settledStatus = result === null ? notStarted : (betStatusOf(result) ?? notCalculated);
    return { statusId: voidedByCancel ? forcedReturn : settledStatus, result, voidedByCancel };
  }

  function statusOf(coupon: CouponRow, payout: bigint, legs: readonly { statusId: number }[]) {
    if (payout === 0n) return 'lost';
    if (legs.every((leg) => returnStatuses.has(leg.statusId)) && payout === coupon.stake) return 'returned';
    return 'won';
  }

  /** Brings one coupon to the line's current results; answers whether money moved. */
  async function settleCoupon(couponId: number): Promise<boolean> {
    return events.transaction(async (transaction, emit) => {
      const found = await repository.lockCoupon(couponId, transaction);
      if (found === undefined || found.coupon.status === 'cashed_out') return false;
      const { coupon } = found;
      const selections = await sportsbook.findSelections(
        found.legs.map((leg) => leg.selectionId),
        transaction,
      );
      const legs = found.legs.map((leg) => ({
        leg,
        next: legState(leg, selections.get(leg.selectionId), coupon.placedAt),
      }));
      for (const { leg, next } of legs)
        if (
          leg.statusId !== next.statusId ||
          leg.voidedByCancel !== next.voidedByCancel ||
          JSON.stringify(leg.result) !== JSON.stringify(next.result)
        )
          await repository.updateLeg(coupon.id, leg.position, next, transaction);
      if (legs.some(({ next }) => next.statusId === notCalculated))
        deps.log.warn(
          { coupon: coupon.id },
          'a leg has a result with no bet status (a dead heat other than ½): left open',
        );
      const calculation = calculationOf(
        coupon,
        legs.map(({ leg, next }) => ({
          coef: leg.coef,
          statusId: next.statusId,
          banker: leg.banker,
          blockId: leg.blockId,
        })),
      );
      // An express with a lost leg has lost whatever its open legs do: settled at once, as books do.
      const lostExpress =
        coupon.typeId === expressTypeId && legs.some(({ next }) => next.statusId === lostStatus);
      const target = lostExpress
        ? 0n
        : calculation.settledReturn === null
          ? null
          : minorOfDecimal(calculation.settledReturn, coupon.currency);
      if (target === coupon.payout) return false;
      const version = coupon.settlementVersion + 1;
      const idempotency = (step: string) => ({
        scope: 'coupon.settlement',
        key: `coupon:${coupon.id}:v${version}:${step}`,
      });
      const within = { transaction, emit };
      if (coupon.payoutTransferId !== null)
        await wallet.reverse(
          {
            transferId: String(coupon.payoutTransferId) as TransferId,
            reason: 'correction',
            idempotency: idempotency('reverse'),
            reference: `coupon:${coupon.id}`,
          },
          within,
        );
      const paid =
        target !== null && target > 0n
          ? await wallet.payWin(
              {
                accountId: accountIdFrom(coupon.accountId),
                amount: moneyFromMinor(target, coupon.currency as CurrencyCode),
                idempotency: idempotency('pay'),
                reference: `coupon:${coupon.id}`,
              },
              within,
            )
          : undefined;
      await repository.updateCoupon(
        coupon.id,
        {
          status:
            target === null
              ? 'open'
              : statusOf(
                  coupon,
                  target,
                  legs.map(({ next }) => next),
                ),
          payout: target,
          payoutTransferId: paid === undefined ? null : Number(paid.transferId),
          settlementVersion: version,
          settledAt: target === null ? null : new Date(now()),
        },
        transaction,
      );
      return true;
    });
  }

  return {
    settleCoupon,

    /** Applies one market event to every coupon on the market, once per event id. */
    async handle(event: MarketEvent, meta: EventMeta): Promise<void> {
      if (await repository.isEventHandled(meta.id)) return;
      let failed = 0;
      for (const couponId of await repository.couponIdsOnMarket(event.marketId)) {
        try {
          await settleCoupon(couponId);
        } catch (error) {
          // One coupon the wallet refuses to correct (winnings already spent) must not hold up the rest.
          failed += 1;
          deps.log.error({ err: error, coupon: couponId, event: meta.id }, 'a coupon could not be settled');
        }
      }
      // An event with a coupon left unsettled stays unhandled: a repeat delivery tries that one again.
      if (failed === 0) await repository.markEventHandled(meta.id, new Date(now()), deps.db);
    },
  };
}

export type CouponSettlement = ReturnType<typeof createCouponSettlement>;
