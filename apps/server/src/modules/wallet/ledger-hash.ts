import { createHash } from 'node:crypto';

/** One side of a transfer as hashed: the account, its version and its balances before and after. */
export interface HashedEntry {
  accountId: number;
  accountVersion: number;
  balanceBefore: bigint;
  balanceAfter: bigint;
  pendingDebitsBefore: bigint;
  pendingDebitsAfter: bigint;
  pendingCreditsBefore: bigint;
  pendingCreditsAfter: bigint;
  prevHash: string;
}

/** A transfer as hashed: everything it says, without its row id (the account versions place it). */
export interface HashedTransfer {
  kind: string;
  reason: string;
  pendingId: number | null;
  reversalOf: number | null;
  currency: string;
  amount: bigint;
  expiresAt: Date | null;
  reference: string | null;
  createdAt: Date;
  debit: HashedEntry;
  credit: HashedEntry;
}

function entryText(entry: HashedEntry): string {
  return [
    entry.accountId,
    entry.accountVersion,
    entry.balanceBefore,
    entry.balanceAfter,
    entry.pendingDebitsBefore,
    entry.pendingDebitsAfter,
    entry.pendingCreditsBefore,
    entry.pendingCreditsAfter,
  ].join(':');
}

/**
 * The transfer's canonical content: fields in a fixed order, JSON-quoted where text, so no two
 * transfers read alike.
 */
export function canonicalTransfer(transfer: HashedTransfer): string {
  return JSON.stringify([
    transfer.kind,
    transfer.reason,
    transfer.pendingId,
    transfer.reversalOf,
    transfer.currency,
    String(transfer.amount),
    transfer.expiresAt?.toISOString() ?? null,
    transfer.reference,
    transfer.createdAt.toISOString(),
    entryText(transfer.debit),
    entryText(transfer.credit),
  ]);
}

/**
 * SHA-256 (hex) of the previous hashes of both accounts' chains and the transfer's content: each
 * account's transfers form a chain, so changing, removing or inserting one breaks every later link.
 * (A chain per account, not one for the whole ledger: one global head would be a lock every
 * movement of every player waits for.)
 */
export function transferHash(transfer: HashedTransfer): string {
  return createHash('sha256')
    .update(transfer.debit.prevHash)
    .update(transfer.credit.prevHash)
    .update(canonicalTransfer(transfer))
    .digest('hex');
}
