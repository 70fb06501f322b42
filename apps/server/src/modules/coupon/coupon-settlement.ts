import {
  accountIdFrom,
  type BetStatusId,
  betStatusIds,
  type CurrencyCode,
  isVoidedByCancel,
  legResultOf,
  moneyFromMinor,
  type OutcomeResult,
  settledBonusCoefficient,
} from '@parlay/domain';
import type { Database, Transaction } from '../../db/database.ts';
import type { DomainEventOf } from '../../events/domain-event.ts';
import type { Emit, EventBus, EventMeta } from '../../events/event-bus.ts';
import type { SelectionState, Sportsbook } from '../sportsbook/index.ts';
import type { TransferId, WalletService } from '../wallet/index.ts';
import { calculationOf, minorOfDecimal } from './coupon-arithmetic.ts';
import {
  type CouponLegRow,
  type CouponRepository,
  type CouponRow,
  type CouponWithLegs,
  settlableStatuses,
} from './coupon-repository.ts';

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
const { forcedReturn, notStarted, win: wonStatus, lose: lostStatus } = betStatusIds;
const returnStatuses: ReadonlySet<number> = new Set([betStatusIds.return, forcedReturn]);
const expressTypeId = 1;
/**
 * Coupons of a market settled in one transaction: one commit (and one wait for the house account's
 * lock) for this many instead of one each, the figure that bounded settlement (bench settlement).
 */
export const settlementBatchSize = 50;

/**
 * Settlement (README.md "Settlement"): on any event of a market, each coupon with a leg on it is
 * brought to what the line says now — each leg's status from its selection's current result and
 * cancel windows, the coupon's return by its type — and the money corrected to match, under its row
 * lock in the transaction of its batch: the payout standing is reversed and the new one paid,
 * with keys of the coupon id and its settlement version. Reading the line after taking the lock makes
 * the last transaction the one that saw the latest change, whatever order events arrive in. A market's
 * coupons go in batches, each locked in id order before any money moves (a cash-out holding one of
 * them and waiting for the house account never waits on the batch); a batch that fails is
 * settled again one transaction per coupon, so one refused coupon holds up none of the others.
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
    const settled = result === null ? { statusId: notStarted } : legResultOf(result);
    return { statusId: voidedByCancel ? forcedReturn : settled.statusId, result, voidedByCancel };
  }

  /** A won leg's share of a dead heat other than ½, which its status cannot say. */
  function deadHeatOf(leg: { statusId: number; result: OutcomeResult | null }) {
    if (leg.result === null || leg.statusId !== wonStatus) return {};
    const { deadHeatTies } = legResultOf(leg.result);
    return deadHeatTies === undefined ? {} : { deadHeatTies };
  }

  function statusOf(coupon: CouponRow, payout: bigint, legs: readonly { statusId: number }[]) {
    if (payout === 0n) return 'lost';
    if (legs.every((leg) => returnStatuses.has(leg.statusId)) && payout === coupon.stake) return 'returned';
    return 'won';
  }

  /** Brings one coupon, locked in `transaction`, to the line's current results; answers whether money moved. */
  async function settleLocked(
    found: CouponWithLegs | undefined,
    transaction: Transaction,
    emit: Emit,
  ): Promise<boolean> {
    if (found === undefined || !settlableStatuses.has(found.coupon.status)) return false;
    const { coupon } = found;
    // Read without holding the markets: a result committed after this read publishes its event
    // after it, and that event settles the coupon again under its lock. Holding them would only make
    // the feed's writes wait on (and deadlock with) batches that read markets in another order.
    const selections = await sportsbook.findSelections(
      found.legs.map((leg) => leg.selectionId),
      transaction,
      { lockMarkets: false },
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
    const legTerms = legs.map(({ leg, next }) => ({
      coef: leg.coef,
      statusId: next.statusId,
      banker: leg.banker,
      blockId: leg.blockId,
      ...deadHeatOf(next),
    }));
    // A bonus express earns the bonus of the legs that won, if it won whole (packages/domain).
    const bonus =
      coupon.bonusCoef === null
        ? null
        : settledBonusCoefficient(legTerms.map((leg) => ({ ...leg, statusId: leg.statusId as BetStatusId })));
    const calculation = calculationOf(coupon, legTerms, bonus);
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
    const status =
      target === null
        ? 'open'
        : statusOf(
            coupon,
            target,
            legs.map(({ next }) => next),
          );
    // A bet from a bonus account counts towards the bonus's wagering once it is decided either way
    // (bonuses counts each stake transfer once, however often the coupon is re-settled).
    if (coupon.fromBonusAccount && coupon.stakeTransferId !== null && (status === 'won' || status === 'lost'))
      await emit({
        type: 'coupon.bonus_stake_settled',
        userId: coupon.userId,
        accountId: coupon.accountId,
        couponId: coupon.id,
        stakeTransferId: coupon.stakeTransferId,
        currency: coupon.currency,
        amount: String(coupon.stake),
      });
    await repository.updateCoupon(
      coupon.id,
      {
        status,
        payout: target,
        payoutTransferId: paid === undefined ? null : Number(paid.transferId),
        settlementVersion: version,
        settledAt: target === null ? null : new Date(now()),
      },
      transaction,
    );
    return true;
  }

  /** Brings one coupon to the line's current results in a transaction of its own. */
  async function settleCoupon(couponId: number): Promise<boolean> {
    return events.transaction(async (transaction, emit) =>
      settleLocked(await repository.lockCoupon(couponId, transaction), transaction, emit),
    );
  }

  /** Brings the coupons to the line's current results in one transaction: all of them or none. */
  async function settleBatch(couponIds: readonly number[]): Promise<void> {
    await events.transaction(async (transaction, emit) => {
      for (const found of await repository.lockCoupons(couponIds, transaction))
        await settleLocked(found, transaction, emit);
    });
  }

  /** Settles each coupon in its own transaction; answers how many could not be settled. */
  async function settleEach(couponIds: readonly number[], eventId: string): Promise<number> {
    let failed = 0;
    for (const couponId of couponIds) {
      try {
        await settleCoupon(couponId);
      } catch (error) {
        // One coupon the wallet refuses to correct (winnings already spent) must not hold up the rest.
        failed += 1;
        deps.log.error({ err: error, coupon: couponId, event: eventId }, 'a coupon could not be settled');
      }
    }
    return failed;
  }

  return {
    settleCoupon,

    /** Applies one market event to every coupon on the market, once per event id. */
    async handle(event: MarketEvent, meta: EventMeta): Promise<void> {
      if (await repository.isEventHandled(meta.id)) return;
      const couponIds = await repository.couponIdsOnMarket(event.marketId);
      let failed = 0;
      for (let start = 0; start < couponIds.length; start += settlementBatchSize) {
        const batch = couponIds.slice(start, start + settlementBatchSize);
        try {
          await settleBatch(batch);
        } catch (error) {
          // The batch rolled back whole: each of its coupons again alone, so only a refused one stays.
          deps.log.warn({ err: error, coupons: batch.length, event: meta.id }, 'a settlement batch failed');
          failed += await settleEach(batch, meta.id);
        }
      }
      // An event with a coupon left unsettled stays unhandled: a repeat delivery tries that one again.
      if (failed === 0) await repository.markEventHandled(meta.id, new Date(now()), deps.db);
    },
  };
}

export type CouponSettlement = ReturnType<typeof createCouponSettlement>;
