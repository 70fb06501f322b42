import type { UserId } from '@parlay/domain';
import type { EventBus } from '../../events/event-bus.ts';
import { createRequestOnce, type RequestOnce, type RequestOnceContext } from '../../http/request-once.ts';
import type { CouponRepository } from './coupon-repository.ts';

/** How long a request's key and first answer are kept: at least the 24 h a client may retry in. */
export const couponKeyRetentionMs = 48 * 60 * 60_000;

/** Who asks (a player's id), with which key. */
export type CouponRequestContext = RequestOnceContext & { readonly userId: UserId };

/**
 * Placements and cash-outs, each once per `Idempotency-Key` (apps/server/src/http/request-once.ts):
 * the key's answer is the coupons the request placed or settled.
 */
export function createCouponRequestKeys(deps: {
  repository: CouponRepository;
  events: Pick<EventBus, 'transaction'>;
  now: () => number;
}): CouponOnce {
  const { repository } = deps;
  return createRequestOnce<number[]>({
    store: {
      async find(userId, key) {
        const row = await repository.findKey(userId, key);
        return row && { requestHash: row.requestHash, outcome: row.couponIds, refusal: row.refusal };
      },
      claim: (claim, transaction) => repository.claimKey(claim, transaction),
      record: (userId, key, result, transaction) =>
        repository.recordKeyOutcome(
          userId,
          key,
          'outcome' in result ? { couponIds: result.outcome } : { refusal: result.refusal },
          transaction,
        ),
    },
    events: deps.events,
    now: deps.now,
    retentionMs: couponKeyRetentionMs,
    reusedMessageKey: 'main_bet_error_idempotency_key_reused',
  });
}

export type CouponOnce = RequestOnce<number[]>;
