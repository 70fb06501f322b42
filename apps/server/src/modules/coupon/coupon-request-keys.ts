import { errorCodes } from '@parlay/contract';
import type { UserId } from '@parlay/domain';
import type { Transaction } from '../../db/database.ts';
import type { Emit, EventBus } from '../../events/event-bus.ts';
import { HttpError } from '../../http/http-error.ts';
import { requestHash } from '../../security/crypto.ts';
import type { CouponRepository, CouponRequestKeyRow } from './coupon-repository.ts';
import type { StoredCouponRefusal } from './schema.ts';

/** How long a request's key and first answer are kept: at least the 24 h a client may retry in. */
export const couponKeyRetentionMs = 48 * 60 * 60_000;

/** Who asks, with which key. */
export interface CouponRequestContext {
  readonly userId: UserId;
  readonly idempotencyKey: string;
}

/** A refusal to remember under the key: any 4xx the checks or the work threw. */
const isRefusal = (error: unknown): error is HttpError =>
  error instanceof HttpError && error.statusCode < 500;

function storedRefusal(error: HttpError): StoredCouponRefusal {
  return {
    status: error.statusCode,
    code: error.code,
    messageKey: error.messageKey,
    ...(error.fields === undefined ? {} : { fields: error.fields }),
    ...(error.changedBets === undefined ? {} : { details: { changedBets: error.changedBets } }),
  };
}

function refusalError(refusal: StoredCouponRefusal): HttpError {
  const changedBets = refusal.details?.changedBets as HttpError['changedBets'];
  return new HttpError({
    status: refusal.status,
    code: refusal.code as HttpError['code'],
    messageKey: refusal.messageKey,
    ...(refusal.fields === undefined ? {} : { fields: refusal.fields }),
    ...(changedBets === undefined ? {} : { changedBets }),
  });
}

/**
 * Runs a placement or cash-out once per `Idempotency-Key`: the same key with the same request
 * answers the first answer again (a refusal included, so a retry never turns a refused request into
 * an accepted one); with another request, 409. Checks that only read (`check`) run before the
 * transaction; `work` runs in a savepoint, so a refusal it throws leaves only the key and the refusal.
 */
export function createCouponRequestKeys(deps: {
  repository: CouponRepository;
  events: Pick<EventBus, 'transaction'>;
  now: () => number;
}) {
  const { repository, events, now } = deps;

  function replay(known: CouponRequestKeyRow, hash: string): number[] {
    if (known.requestHash !== hash)
      throw new HttpError({
        status: 409,
        code: errorCodes.IDEMPOTENCY_KEY_REUSED,
        messageKey: 'main_bet_error_idempotency_key_reused',
        fields: { 'idempotency-key': 'main_bet_error_idempotency_key_reused' },
      });
    if (known.refusal !== null) throw refusalError(known.refusal);
    if (known.couponIds === null) throw new Error('a coupon request key with no outcome');
    return known.couponIds;
  }

  async function recorded(context: CouponRequestContext, hash: string): Promise<number[]> {
    const found = await repository.findKey(context.userId, context.idempotencyKey);
    if (found === undefined) throw new Error(`coupon request key ${context.idempotencyKey} not recorded`);
    return replay(found, hash);
  }

  return async function once<Checked>(
    context: CouponRequestContext,
    operation: string,
    body: unknown,
    check: () => Promise<Checked>,
    work: (checked: Checked, transaction: Transaction, emit: Emit) => Promise<number[]>,
  ): Promise<number[]> {
    const { userId, idempotencyKey: key } = context;
    const hash = requestHash(operation, body);
    const known = await repository.findKey(userId, key);
    if (known !== undefined) return replay(known, hash);
    const claim = () => {
      const at = now();
      return {
        userId,
        key,
        requestHash: hash,
        createdAt: new Date(at),
        expiresAt: new Date(at + couponKeyRetentionMs),
      };
    };
    let checked: Checked;
    try {
      checked = await check();
    } catch (error) {
      if (!isRefusal(error)) throw error;
      await events.transaction(async (transaction) => {
        if (await repository.claimKey(claim(), transaction))
          await repository.recordKeyOutcome(userId, key, { refusal: storedRefusal(error) }, transaction);
      });
      return recorded(context, hash);
    }
    await events.transaction(async (transaction, emit) => {
      if (!(await repository.claimKey(claim(), transaction))) return;
      try {
        const couponIds = await transaction.transaction((savepoint) => work(checked, savepoint, emit));
        await repository.recordKeyOutcome(userId, key, { couponIds }, transaction);
      } catch (error) {
        if (!isRefusal(error)) throw error;
        await repository.recordKeyOutcome(userId, key, { refusal: storedRefusal(error) }, transaction);
      }
    });
    // Whoever claimed the key (this request or an identical one at the same moment) recorded it.
    return recorded(context, hash);
  };
}

export type CouponOnce = ReturnType<typeof createCouponRequestKeys>;
