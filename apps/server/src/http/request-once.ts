import { errorCodes } from '@parlay/contract';
import type { Transaction } from '../db/database.ts';
import type { Emit, EventBus } from '../events/event-bus.ts';
import { requestHash } from '../security/crypto.ts';
import { HttpError } from './http-error.ts';

/**
 * A player's request made once per `Idempotency-Key` (a deposit, a coupon's placement, a cash-out):
 * the same key with the same request answers the first answer again — a refusal included, so a
 * retry never turns a refused request into an accepted one; with another request, 409
 * IDEMPOTENCY_KEY_REUSED. Each module keeps its keys in a table of its own (`RequestKeyStore`).
 */

/** A refusal as first answered: the error envelope's status, code, message key and fields. */
export interface StoredRefusal {
  status: number;
  code: string;
  messageKey: string;
  fields?: Record<string, string>;
  changedBets?: HttpError['changedBets'];
  limit?: HttpError['limit'];
}

/** What a key holds: the request's hash, and its outcome or refusal (both null while being made). */
export interface KnownRequest<Outcome> {
  requestHash: string;
  outcome: Outcome | null;
  refusal: StoredRefusal | null;
}

export interface RequestKeyClaim {
  userId: number;
  key: string;
  requestHash: string;
  createdAt: Date;
  expiresAt: Date;
}

/** A module's table of request keys. */
export interface RequestKeyStore<Outcome> {
  find(userId: number, key: string): Promise<KnownRequest<Outcome> | undefined>;
  /** Claims the key in the transaction; false when another request holds it (after waiting for it). */
  claim(claim: RequestKeyClaim, transaction: Transaction): Promise<boolean>;
  record(
    userId: number,
    key: string,
    result: { outcome: Outcome } | { refusal: StoredRefusal },
    transaction: Transaction,
  ): Promise<void>;
}

export interface RequestOnceDeps<Outcome> {
  store: RequestKeyStore<Outcome>;
  events: Pick<EventBus, 'transaction'>;
  now: () => number;
  /** How long a key and its first answer are kept: at least the 24 h a client may retry in. */
  retentionMs: number;
  /** The message key of the 409 for a key reused with another request. */
  reusedMessageKey: string;
}

/** Who asks, with which key. */
export interface RequestOnceContext {
  readonly userId: number;
  readonly idempotencyKey: string;
}

/** A refusal worth keeping under the key: a 4xx the request earned (not a 409 of another key, the wallet's). */
function isRefusal(error: unknown): error is HttpError {
  return (
    error instanceof HttpError && error.statusCode < 500 && error.code !== errorCodes.IDEMPOTENCY_KEY_REUSED
  );
}

function storedRefusal(error: HttpError): StoredRefusal {
  return {
    status: error.statusCode,
    code: error.code,
    messageKey: error.messageKey,
    ...(error.fields === undefined ? {} : { fields: error.fields }),
    ...(error.changedBets === undefined ? {} : { changedBets: error.changedBets }),
    ...(error.limit === undefined ? {} : { limit: error.limit }),
  };
}

function refusalError(refusal: StoredRefusal): HttpError {
  return new HttpError({
    status: refusal.status,
    code: refusal.code as HttpError['code'],
    messageKey: refusal.messageKey,
    ...(refusal.fields === undefined ? {} : { fields: refusal.fields }),
    ...(refusal.changedBets === undefined ? {} : { changedBets: refusal.changedBets }),
    ...(refusal.limit === undefined ? {} : { limit: refusal.limit }),
  });
}

/**
 * `once(context, operation, body, check, work)`: checks that only read (`check`) run before any
 * transaction, and their refusal is kept like one from `work`; `work` runs in a savepoint of the
 * transaction that claims the key, so a refusal it throws leaves only the key and the refusal.
 * Concurrent requests with one key wait on the claim and answer what the first recorded.
 */
export function createRequestOnce<Outcome>(deps: RequestOnceDeps<Outcome>) {
  const { store, events, now } = deps;

  function replay(known: KnownRequest<Outcome>, hash: string): Outcome {
    if (known.requestHash !== hash)
      throw new HttpError({
        status: 409,
        code: errorCodes.IDEMPOTENCY_KEY_REUSED,
        messageKey: deps.reusedMessageKey,
        fields: { 'idempotency-key': deps.reusedMessageKey },
      });
    if (known.refusal !== null) throw refusalError(known.refusal);
    if (known.outcome === null) throw new Error('a request key with no outcome');
    return known.outcome;
  }

  async function recorded(context: RequestOnceContext, hash: string): Promise<Outcome> {
    const found = await store.find(context.userId, context.idempotencyKey);
    if (found === undefined)
      throw new Error(`request key ${context.userId}/${context.idempotencyKey} not recorded`);
    return replay(found, hash);
  }

  return async function once<Checked>(
    context: RequestOnceContext,
    operation: string,
    body: unknown,
    check: () => Promise<Checked>,
    work: (checked: Checked, transaction: Transaction, emit: Emit) => Promise<Outcome>,
  ): Promise<Outcome> {
    const { userId, idempotencyKey: key } = context;
    const hash = requestHash(operation, body);
    const known = await store.find(userId, key);
    if (known !== undefined) return replay(known, hash);
    const claim = (): RequestKeyClaim => {
      const at = now();
      return {
        userId,
        key,
        requestHash: hash,
        createdAt: new Date(at),
        expiresAt: new Date(at + deps.retentionMs),
      };
    };
    let checked: Checked;
    try {
      checked = await check();
    } catch (error) {
      if (!isRefusal(error)) throw error;
      await events.transaction(async (transaction) => {
        if (await store.claim(claim(), transaction))
          await store.record(userId, key, { refusal: storedRefusal(error) }, transaction);
      });
      return recorded(context, hash);
    }
    await events.transaction(async (transaction, emit) => {
      if (!(await store.claim(claim(), transaction))) return;
      try {
        const outcome = await transaction.transaction((savepoint) => work(checked, savepoint, emit));
        await store.record(userId, key, { outcome }, transaction);
      } catch (error) {
        if (!isRefusal(error)) throw error;
        await store.record(userId, key, { refusal: storedRefusal(error) }, transaction);
      }
    });
    // Whoever claimed the key (this request or an identical one at the same moment) recorded it.
    return recorded(context, hash);
  };
}

export type RequestOnce<Outcome> = ReturnType<typeof createRequestOnce<Outcome>>;
