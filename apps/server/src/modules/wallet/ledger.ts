import {
  accountIdFrom,
  availableMinor,
  balancesAfter,
  type CurrencyCode,
  isMovableMinor,
  isSpendableState,
  type LedgerBalances,
  type LedgerSide,
  type Money,
  moneyFromMinor,
  type TransferKind,
  userIdFrom,
} from '@parlay/domain';
import type { Database, Transaction } from '../../db/database.ts';
import type { EventBus } from '../../events/event-bus.ts';
import { requestHash } from '../../security/crypto.ts';
import { idempotencyRetentionMs, readReceipt, type StoredOutcome, storeReceipt } from './idempotency.ts';
import { type HashedEntry, transferHash } from './ledger-hash.ts';
import type {
  AccountRef,
  AccountState,
  IdempotencyKey,
  LedgerOperations,
  PostCommand,
  ReserveCommand,
  ReverseCommand,
  TransferCommand,
  TransferId,
  TransferReason,
  TransferReceipt,
  VoidCommand,
  Within,
} from './wallet-api.ts';
import { isWalletRefusal, WalletRefusal } from './wallet-errors.ts';
import type { AccountRow, WalletRepository } from './wallet-repository.ts';

export interface LedgerDeps {
  db: Database;
  repository: WalletRepository;
  events: Pick<EventBus, 'transaction'>;
  now?: () => number;
}

export interface Ledger extends LedgerOperations {
  /** Voids the pending transfers past their time, in `transaction` (the expiry job's). */
  expirePending(now: Date, within: Within): Promise<number>;
}

/** Expired holds one run of the expiry job voids at most (the rest wait for the next run). */
const expiryBatch = 500;

/** What one movement writes, once every check has passed. */
interface Movement {
  kind: TransferKind;
  reason: TransferReason;
  debit: AccountRow;
  credit: AccountRow;
  amount: bigint;
  /** For `post` and `void`: the amount the pending transfer held. */
  held?: bigint;
  pendingId?: number;
  reversalOf?: number;
  expiresAt?: Date;
  reference?: string;
}

const balancesOf = (row: AccountRow): LedgerBalances => ({
  posted: row.balance,
  pendingDebits: row.pendingDebits,
  pendingCredits: row.pendingCredits,
});

/**
 * The double-entry ledger: every movement is one transfer between two accounts of one currency,
 * written with its two entries under row locks taken in id order, behind an idempotency key.
 * Every check that can refuse runs before the first write, so a refusal leaves nothing but the
 * key and its answer.
 */
export function createLedger(deps: LedgerDeps): Ledger {
  const { db, repository, events, now = Date.now } = deps;
  const systemAccounts = new Map<string, number>();

  /**
   * The id of a system account, opened on first use. Looked up before the movement's own
   * transaction (PGlite has one connection: a query outside an open transaction would wait for
   * it), in the caller's transaction when there is one; only ids known to be committed are kept.
   */
  async function systemAccountId(
    ref: Extract<AccountRef, { system: string }>,
    within: Within | undefined,
  ): Promise<number> {
    const name = ref.name ?? 'default';
    const cacheKey = `${ref.system}/${ref.currency}/${name}`;
    const cached = systemAccounts.get(cacheKey);
    if (cached !== undefined) return cached;
    const id = await repository.systemAccountId(ref.system, ref.currency, name, within?.transaction ?? db);
    if (within === undefined) systemAccounts.set(cacheKey, id);
    return id;
  }

  const idOf = (ref: AccountRef, within: Within | undefined): Promise<number> =>
    'accountId' in ref ? Promise.resolve(ref.accountId) : systemAccountId(ref, within);

  /** The locked rows of both sides, checked to exist, be open and belong to whom the refs say. */
  async function lockSides(
    transaction: Transaction,
    debitId: number,
    creditId: number,
    refs: { debit?: AccountRef; credit?: AccountRef } = {},
  ): Promise<{ debit: AccountRow; credit: AccountRow }> {
    if (debitId === creditId) throw new WalletRefusal('same_account');
    const rows = await repository.lockAccounts([debitId, creditId], transaction);
    const debit = rows.find((row) => row.id === debitId);
    const credit = rows.find((row) => row.id === creditId);
    if (debit === undefined || credit === undefined) throw new WalletRefusal('account_unknown');
    for (const [row, ref] of [
      [debit, refs.debit],
      [credit, refs.credit],
    ] as const) {
      if (ref !== undefined && 'accountId' in ref) {
        if (row.userId === null) throw new WalletRefusal('account_unknown');
        if (ref.ownerId !== undefined && row.userId !== ref.ownerId)
          throw new WalletRefusal('account_unknown');
      }
      if (row.closedAt !== null) throw new WalletRefusal('account_closed');
    }
    return { debit, credit };
  }

  function stateOf(row: AccountRow, after: LedgerBalances, version: number): AccountState {
    const currency = row.currency as CurrencyCode;
    return {
      accountId: accountIdFrom(row.id),
      userId: row.userId === null ? undefined : userIdFrom(row.userId),
      currency,
      balance: moneyFromMinor(after.posted, currency),
      available: moneyFromMinor(availableMinor(after), currency),
      version,
    };
  }

  /** Writes the transfer, its two entries and both accounts' new balances; answers the receipt. */
  async function write(
    transaction: Transaction,
    key: IdempotencyKey,
    movement: Movement,
  ): Promise<TransferReceipt> {
    const { debit, credit, kind, amount } = movement;
    const currency = debit.currency as CurrencyCode;
    const after = (row: AccountRow, side: LedgerSide) =>
      balancesAfter(balancesOf(row), side, kind, amount, movement.held ?? 0n);
    const debitAfter = after(debit, 'debit');
    const creditAfter = after(credit, 'credit');
    // The database refuses these too (CHECK); checking first makes a refusal an answer, not a failure.
    for (const [row, balances] of [
      [debit, debitAfter],
      [credit, creditAfter],
    ] as const) {
      if (row.userId !== null && !isSpendableState(balances)) throw new WalletRefusal('insufficient_funds');
    }
    const entry = (row: AccountRow, balances: LedgerBalances): HashedEntry => ({
      accountId: row.id,
      accountVersion: row.version + 1,
      balanceBefore: row.balance,
      balanceAfter: balances.posted,
      pendingDebitsBefore: row.pendingDebits,
      pendingDebitsAfter: balances.pendingDebits,
      pendingCreditsBefore: row.pendingCredits,
      pendingCreditsAfter: balances.pendingCredits,
      prevHash: row.lastHash,
    });
    const debitEntry = entry(debit, debitAfter);
    const creditEntry = entry(credit, creditAfter);
    const createdAt = new Date(now());
    const content = {
      kind,
      reason: movement.reason,
      pendingId: movement.pendingId ?? null,
      reversalOf: movement.reversalOf ?? null,
      currency,
      amount,
      expiresAt: movement.expiresAt ?? null,
      reference: movement.reference ?? null,
      createdAt,
    };
    const hash = transferHash({ ...content, debit: debitEntry, credit: creditEntry });
    const receipt: TransferReceipt = {
      transferId: '0' as TransferId,
      kind,
      reason: movement.reason,
      pendingId: movement.pendingId === undefined ? undefined : (String(movement.pendingId) as TransferId),
      amount: moneyFromMinor(amount, currency),
      debitAccountId: accountIdFrom(debit.id),
      creditAccountId: accountIdFrom(credit.id),
      createdAt,
      expiresAt: movement.expiresAt,
      debit: stateOf(debit, debitAfter, debitEntry.accountVersion),
      credit: stateOf(credit, creditAfter, creditEntry.accountVersion),
    };
    const id = await repository.writeMovement(
      {
        transfer: { ...content, debitAccountId: debit.id, creditAccountId: credit.id, hash },
        entries: [
          { ...debitEntry, side: 'debit', amount },
          { ...creditEntry, side: 'credit', amount },
        ],
        updates: [
          { id: debit.id, ...toColumns(debitAfter), version: debitEntry.accountVersion, lastHash: hash },
          { id: credit.id, ...toColumns(creditAfter), version: creditEntry.accountVersion, lastHash: hash },
        ],
        key,
        outcome: { ok: true, receipt: storeReceipt(receipt) },
      },
      transaction,
    );
    return { ...receipt, transferId: String(id) as TransferId };
  }

  /**
   * Runs `execute` once per idempotency key: a new key claims its row, does the work and records
   * the answer in the same transaction; a known key answers what was recorded, a refusal as a
   * refusal; a known key with another request is refused. `balance.changed` is told for every
   * player account the movement changed.
   */
  async function once(
    operation: string,
    command: { idempotency: IdempotencyKey },
    within: Within | undefined,
    execute: (transaction: Transaction) => Promise<TransferReceipt>,
  ): Promise<TransferReceipt> {
    const { scope, key } = command.idempotency;
    if (scope.length === 0 || scope.length > 128 || key.length === 0 || key.length > 255)
      throw new RangeError('an idempotency scope of 1-128 and a key of 1-255 characters');
    const hash = requestHash(operation, { ...command, idempotency: undefined });
    const work = async (
      transaction: Transaction,
      emit: Within['emit'],
    ): Promise<StoredOutcome | undefined> => {
      const at = now();
      const claimed = await repository.claimKey(
        {
          scope,
          key,
          requestHash: hash,
          createdAt: new Date(at),
          expiresAt: new Date(at + idempotencyRetentionMs),
        },
        transaction,
      );
      if (!claimed) return undefined;
      let outcome: StoredOutcome;
      let receipt: TransferReceipt | undefined;
      try {
        // The movement's write records its answer with it.
        receipt = await execute(transaction);
        outcome = { ok: true, receipt: storeReceipt(receipt) };
      } catch (error) {
        if (!isWalletRefusal(error)) throw error;
        outcome = { ok: false, reason: error.reason };
        await repository.recordOutcome(scope, key, outcome, transaction);
      }
      if (receipt !== undefined) {
        for (const state of [receipt.debit, receipt.credit]) {
          if (state.userId === undefined) continue;
          await emit({
            type: 'balance.changed',
            userId: state.userId,
            accountId: state.accountId,
            currency: state.currency,
            balance: String(state.balance.minor),
            available: String(state.available.minor),
            version: state.version,
            transferId: receipt.transferId,
          });
        }
      }
      return outcome;
    };
    const fresh =
      within === undefined ? await events.transaction(work) : await work(within.transaction, within.emit);
    const outcome = fresh ?? (await recordedOutcome(scope, key, hash, within?.transaction ?? db));
    if (!outcome.ok) throw new WalletRefusal(outcome.reason);
    return readReceipt(outcome.receipt);
  }

  async function recordedOutcome(
    scope: string,
    key: string,
    hash: string,
    executor: Database | Transaction,
  ): Promise<StoredOutcome> {
    const recorded = await repository.findKey(scope, key, executor);
    if (recorded === undefined || recorded.outcome === null)
      throw new Error(`idempotency key ${scope}/${key} claimed but not recorded`);
    if (recorded.requestHash !== hash) throw new WalletRefusal('idempotency_key_reused');
    return recorded.outcome;
  }

  async function sidesOf(
    command: TransferCommand,
    within: Within | undefined,
  ): Promise<readonly [number, number]> {
    return [await idOf(command.from, within), await idOf(command.to, within)];
  }

  function checkAmount(amount: Money): void {
    if (!isMovableMinor(amount.minor)) throw new WalletRefusal('amount_invalid');
  }

  /** Moves (or holds) the command's amount between the accounts `sides` names by id. */
  async function moveNow(
    transaction: Transaction,
    command: TransferCommand,
    [debitId, creditId]: readonly [number, number],
    extra: Pick<Movement, 'kind' | 'expiresAt' | 'reversalOf'>,
  ): Promise<TransferReceipt> {
    checkAmount(command.amount);
    const { debit, credit } = await lockSides(transaction, debitId, creditId, {
      debit: command.from,
      credit: command.to,
    });
    if (debit.currency !== command.amount.currency || credit.currency !== command.amount.currency)
      throw new WalletRefusal('currency_mismatch');
    return write(transaction, command.idempotency, {
      ...extra,
      reason: command.reason,
      debit,
      credit,
      amount: command.amount.minor,
      ...(command.reference === undefined ? {} : { reference: command.reference }),
    });
  }

  /** The pending transfer a post or void names, with both accounts locked and no resolution yet. */
  async function lockPending(transaction: Transaction, pendingId: TransferId) {
    const id = Number(pendingId);
    const pending = Number.isSafeInteger(id) ? await repository.findTransfer(id, transaction) : undefined;
    if (pending === undefined || pending.kind !== 'pending') throw new WalletRefusal('pending_unknown');
    const sides = await lockSides(transaction, pending.debitAccountId, pending.creditAccountId);
    if ((await repository.findResolution(pending.id, transaction)) !== undefined)
      throw new WalletRefusal('pending_resolved');
    return { pending, ...sides };
  }

  async function resolve(
    transaction: Transaction,
    command: PostCommand | VoidCommand,
    kind: 'post' | 'void',
  ): Promise<TransferReceipt> {
    const { pending, debit, credit } = await lockPending(transaction, command.pendingId);
    let amount = pending.amount;
    if (kind === 'post') {
      if (pending.expiresAt !== null && pending.expiresAt.getTime() <= now())
        throw new WalletRefusal('pending_expired');
      const asked = 'amount' in command ? command.amount : undefined;
      if (asked !== undefined) {
        if (asked.currency !== pending.currency) throw new WalletRefusal('currency_mismatch');
        checkAmount(asked);
        if (asked.minor > pending.amount) throw new WalletRefusal('amount_exceeds_pending');
        amount = asked.minor;
      }
    }
    return write(transaction, command.idempotency, {
      kind,
      reason: pending.reason as TransferReason,
      debit,
      credit,
      amount,
      held: pending.amount,
      pendingId: pending.id,
      ...(command.reference === undefined ? {} : { reference: command.reference }),
    });
  }

  async function reverse(transaction: Transaction, command: ReverseCommand): Promise<TransferReceipt> {
    const id = Number(command.transferId);
    const original = Number.isSafeInteger(id) ? await repository.findTransfer(id, transaction) : undefined;
    if (original === undefined || (original.kind !== 'posted' && original.kind !== 'post'))
      throw new WalletRefusal('transfer_unknown');
    const { debit, credit } = await lockSides(transaction, original.creditAccountId, original.debitAccountId);
    if ((await repository.findReversal(original.id, transaction)) !== undefined)
      throw new WalletRefusal('transfer_reversed');
    return write(transaction, command.idempotency, {
      kind: 'posted',
      reason: command.reason,
      debit,
      credit,
      amount: original.amount,
      reversalOf: original.id,
      ...(command.reference === undefined ? {} : { reference: command.reference }),
    });
  }

  const ledger: Ledger = {
    async transfer(command, within) {
      const sides = await sidesOf(command, within);
      return once('transfer', command, within, (transaction) =>
        moveNow(transaction, command, sides, { kind: 'posted' }),
      );
    },

    async reserve(command: ReserveCommand, within) {
      if (!Number.isSafeInteger(command.timeoutMs) || command.timeoutMs <= 0)
        throw new RangeError('a hold needs a positive whole timeout in milliseconds');
      const sides = await sidesOf(command, within);
      return once('reserve', command, within, (transaction) =>
        moveNow(transaction, command, sides, {
          kind: 'pending',
          expiresAt: new Date(now() + command.timeoutMs),
        }),
      );
    },

    post: (command, within) =>
      once('post', command, within, (transaction) => resolve(transaction, command, 'post')),

    void: (command, within) =>
      once('void', command, within, (transaction) => resolve(transaction, command, 'void')),

    reverse: (command, within) =>
      once('reverse', command, within, (transaction) => reverse(transaction, command)),

    async expirePending(at, within) {
      const expired = await repository.listExpiredPending(at, expiryBatch, within.transaction);
      let voided = 0;
      for (const pending of expired) {
        try {
          await ledger.void(
            {
              pendingId: String(pending.id) as TransferId,
              idempotency: { scope: 'wallet.expiry', key: String(pending.id) },
              reference: 'expired',
            },
            within,
          );
          voided += 1;
        } catch (error) {
          // Resolved meanwhile by its owner: nothing left to expire.
          if (!isWalletRefusal(error)) throw error;
        }
      }
      return voided;
    },
  };
  return ledger;
}

function toColumns(balances: LedgerBalances) {
  return {
    balance: balances.posted,
    pendingDebits: balances.pendingDebits,
    pendingCredits: balances.pendingCredits,
  };
}
