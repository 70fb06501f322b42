import type { Transaction } from '../../db/database.ts';
import type { Emit, EventBus } from '../../events/event-bus.ts';
import type { Sportsbook } from '../sportsbook/index.ts';
import { isWalletRefusal, type TransferId, type WalletService } from '../wallet/index.ts';
import type { CouponRepository, CouponRow, CouponWithLegs } from './coupon-repository.ts';

/** Why the operator's decision did nothing (the command line prints it). */
export class VipDecisionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'VipDecisionError';
  }
}

/** Why a vip bet was rejected: by a trader, or because nobody took it before its deadline. */
export type VipRejection = 'trader' | 'deadline';

export interface VipDecisionsDeps {
  repository: CouponRepository;
  events: Pick<EventBus, 'transaction'>;
  wallet: Pick<WalletService, 'post' | 'void'>;
  sportsbook: Pick<Sportsbook, 'findSelections'>;
  now: () => number;
}

/**
 * The trader's decisions on vip bets (README.md "Vip bets"): a coupon placed above its maximum
 * waits `awaiting_approval` with its stake held. Taking it posts the hold (the stake is staked, the
 * coupon `open` at the prices it was placed at); rejecting it, or its deadline passing, voids the
 * hold (the money back, the coupon `rejected`). Post and void share one idempotency key, so a hold
 * is resolved once whatever races: two traders, a trader and the expiry.
 */
export function createVipDecisions(deps: VipDecisionsDeps) {
  const { repository, events, wallet, sportsbook, now } = deps;

  const resolution = (coupon: CouponRow) => {
    if (coupon.holdTransferId === null) throw new Error(`coupon ${coupon.id} holds no stake`);
    return {
      pendingId: String(coupon.holdTransferId) as TransferId,
      idempotency: { scope: 'coupon.vip.decide', key: String(coupon.id) },
      reference: `coupon:${coupon.id}`,
    };
  };

  async function lockedAwaiting(couponId: number, transaction: Transaction): Promise<CouponWithLegs> {
    const found = await repository.lockCoupon(couponId, transaction);
    if (found === undefined) throw new VipDecisionError(`coupon ${couponId} does not exist`);
    if (found.coupon.status !== 'awaiting_approval')
      throw new VipDecisionError(`coupon ${couponId} is ${found.coupon.status}: nothing to decide`);
    return found;
  }

  /** Takes every leg's selection as it is now: still taking bets, its game not begun. */
  async function assertStillBettable({ coupon, legs }: CouponWithLegs, transaction: Transaction) {
    const selections = await sportsbook.findSelections(
      legs.map((leg) => leg.selectionId),
      transaction,
    );
    const gone = legs.filter((leg) => {
      const selection = selections.get(leg.selectionId);
      return selection === undefined || !selection.bettable || selection.game.startAt.getTime() <= now();
    });
    if (gone.length > 0)
      throw new VipDecisionError(
        `coupon ${coupon.id}: selection ${gone.map((leg) => leg.selectionId).join(', ')} takes no bets now; reject it`,
      );
  }

  async function rejectLocked(
    { coupon }: CouponWithLegs,
    transaction: Transaction,
    emit: Emit,
    at: Date,
  ): Promise<CouponRow> {
    try {
      await wallet.void(resolution(coupon), { transaction, emit });
    } catch (error) {
      // The wallet's timeout gave the hold back already (a hold awaiting approval was never posted:
      // posting changes the status in the same transaction): the money is the player's again.
      if (!isWalletRefusal(error) || !['pending_expired', 'pending_resolved'].includes(error.reason))
        throw error;
    }
    const changes = { status: 'rejected', settledAt: at } as const;
    await repository.updateCoupon(coupon.id, changes, transaction);
    return { ...coupon, ...changes };
  }

  return {
    /** The vip bets waiting for a decision, the nearest deadline first. */
    listAwaiting: (): Promise<CouponWithLegs[]> => repository.awaitingApproval(),

    /** Takes the coupon at the prices it was placed at: the held stake is posted to the house. */
    accept(couponId: number): Promise<CouponRow> {
      return events.transaction(async (transaction, emit) => {
        const found = await lockedAwaiting(couponId, transaction);
        const { coupon } = found;
        if ((coupon.approvalDeadline?.getTime() ?? 0) <= now())
          throw new VipDecisionError(`coupon ${couponId} is past its deadline: it is being rejected`);
        await assertStillBettable(found, transaction);
        const posted = await wallet.post(resolution(coupon), { transaction, emit });
        const changes = { status: 'open', stakeTransferId: Number(posted.transferId) } as const;
        await repository.updateCoupon(coupon.id, changes, transaction);
        return { ...coupon, ...changes };
      });
    },

    /** Refuses the coupon: the held stake goes back to the player's account. */
    reject(couponId: number): Promise<CouponRow> {
      return events.transaction(async (transaction, emit) =>
        rejectLocked(await lockedAwaiting(couponId, transaction), transaction, emit, new Date(now())),
      );
    },

    /**
     * Rejects the vip bets nobody took before their deadline, each in a transaction of its own (a
     * trader deciding meanwhile wins or loses the coupon's lock cleanly); answers how many.
     */
    async expireDue(): Promise<number> {
      let rejected = 0;
      for (const couponId of await repository.approvalsDueBy(new Date(now()))) {
        const expired = await events.transaction(async (transaction, emit) => {
          const found = await repository.lockCoupon(couponId, transaction);
          if (found?.coupon.status !== 'awaiting_approval') return false;
          await rejectLocked(found, transaction, emit, new Date(now()));
          return true;
        });
        if (expired) rejected += 1;
      }
      return rejected;
    },
  };
}

export type VipDecisions = ReturnType<typeof createVipDecisions>;
