import { accountIdFrom, type CurrencyCode, moneyFromMinor, userIdFrom } from '@parlay/domain';
import type {
  AccountState,
  TransferId,
  TransferKind,
  TransferReason,
  TransferReceipt,
  WalletRefusalReason,
} from './wallet-api.ts';

/** How long a key and its first answer are kept: at least the 24 hours callers may retry in. */
export const idempotencyRetentionMs = 48 * 60 * 60_000;

interface StoredAccountState {
  accountId: number;
  userId: number | null;
  balance: string;
  available: string;
  version: number;
}

interface StoredReceipt {
  transferId: string;
  kind: TransferKind;
  reason: TransferReason;
  pendingId: string | null;
  currency: CurrencyCode;
  amount: string;
  debitAccountId: number;
  creditAccountId: number;
  createdAt: string;
  expiresAt: string | null;
  debit: StoredAccountState;
  credit: StoredAccountState;
}

/** The first answer to a key, as JSON: what the movement did, or why it was refused. */
export type StoredOutcome = { ok: true; receipt: StoredReceipt } | { ok: false; reason: WalletRefusalReason };

function storeState(state: AccountState): StoredAccountState {
  return {
    accountId: state.accountId,
    userId: state.userId ?? null,
    balance: String(state.balance.minor),
    available: String(state.available.minor),
    version: state.version,
  };
}

function readState(stored: StoredAccountState, currency: CurrencyCode): AccountState {
  return {
    accountId: accountIdFrom(stored.accountId),
    userId: stored.userId === null ? undefined : userIdFrom(stored.userId),
    currency,
    balance: moneyFromMinor(stored.balance, currency),
    available: moneyFromMinor(stored.available, currency),
    version: stored.version,
  };
}

export function storeReceipt(receipt: TransferReceipt): StoredReceipt {
  return {
    transferId: receipt.transferId,
    kind: receipt.kind,
    reason: receipt.reason,
    pendingId: receipt.pendingId ?? null,
    currency: receipt.amount.currency,
    amount: String(receipt.amount.minor),
    debitAccountId: receipt.debitAccountId,
    creditAccountId: receipt.creditAccountId,
    createdAt: receipt.createdAt.toISOString(),
    expiresAt: receipt.expiresAt?.toISOString() ?? null,
    debit: storeState(receipt.debit),
    credit: storeState(receipt.credit),
  };
}

export function readReceipt(stored: StoredReceipt): TransferReceipt {
  const { currency } = stored;
  return {
    transferId: stored.transferId as TransferId,
    kind: stored.kind,
    reason: stored.reason,
    pendingId: (stored.pendingId ?? undefined) as TransferId | undefined,
    amount: moneyFromMinor(stored.amount, currency),
    debitAccountId: accountIdFrom(stored.debitAccountId),
    creditAccountId: accountIdFrom(stored.creditAccountId),
    createdAt: new Date(stored.createdAt),
    expiresAt: stored.expiresAt === null ? undefined : new Date(stored.expiresAt),
    debit: readState(stored.debit, currency),
    credit: readState(stored.credit, currency),
  };
}
