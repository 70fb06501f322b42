import { createHash } from 'node:crypto';
import {
  type PaymentKind,
  type PaymentRecord,
  type PaymentStatus,
  paymentArchiveAfterDays,
  paymentStatusIds,
  type TeamCashPaymentRecord,
} from '@parlay/contract';
import { type CurrencyCode, formatMoney, moneyFromMinor } from '@parlay/domain';
import { statusMessage, statusMessageKey, statusTitle } from './payment-texts.ts';
import type { PaymentRow } from './payments-repository.ts';

const dayMs = 24 * 60 * 60_000;

/** Payments whose last change is older than this are in the archive. */
export function archiveBefore(now: number): Date {
  return new Date(now - paymentArchiveAfterDays * dayMs);
}

const amountText = (row: PaymentRow) => formatMoney(moneyFromMinor(row.amount, row.currency as CurrencyCode));

/** A payment as the history and the result pages show it. */
export function paymentRecord(
  row: PaymentRow,
  context: { now: number; methodTitle: (method: string) => string },
): PaymentRecord {
  const status = row.status as PaymentStatus;
  return {
    id: row.id,
    kind: row.kind as PaymentKind,
    status,
    status_id: paymentStatusIds[status],
    accountId: row.accountId,
    currency: row.currency as CurrencyCode,
    amount: amountText(row),
    method: row.method,
    methodTitle: context.methodTitle(row.method),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    isArchive: row.updatedAt < archiveBefore(context.now),
  };
}

/**
 * A completed payment as a team cash record (seed 000 §3). `skks_hash` is a receipt anyone holding
 * the payment's facts can recompute: SHA-256 of id, kind, account, amount, currency, the
 * provider's reference and the completion time.
 */
export function teamCashRecord(row: PaymentRow, language: string): TeamCashPaymentRecord {
  const status = row.status as PaymentStatus;
  const kind = row.kind as PaymentKind;
  const completedAt = row.completedAt ?? row.updatedAt;
  return {
    id: row.id,
    status_id: paymentStatusIds[status],
    message: statusMessageKey(kind, status),
    translate_message: statusMessage(language, kind, status),
    skks_hash: paymentReceiptHash(row, completedAt),
    timestamp: Math.floor(row.updatedAt.getTime() / 1000),
    date_payment: row.createdAt.toISOString(),
    status_title: statusTitle(language, status),
    summ: amountText(row),
    money_deposit_id: row.accountId,
  };
}

function paymentReceiptHash(row: PaymentRow, completedAt: Date): string {
  const facts = [
    row.id,
    row.kind,
    row.accountId,
    String(row.amount),
    row.currency,
    row.providerReference ?? '',
    completedAt.toISOString(),
  ];
  return createHash('sha256').update(facts.join('\n')).digest('hex');
}
