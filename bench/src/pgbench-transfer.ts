/**
 * The wallet service's posted transfer as pgbench SQL, once its idempotency key is claimed: both
 * accounts locked in id order (one query, read back with \gset into from_* and to_*), then one
 * statement writing the transfer with its hash, its two entries, both balances and the key's answer
 * (read back as transfer_id) — the statements and round trips of `app.wallet.transfer`.
 */
export interface PgbenchTransfer {
  /** The accounts debited and credited: pgbench expressions (`:from`). */
  from: string;
  to: string;
  /** Minor units. */
  amount: number;
  reason: string;
  /** SQL expressions: the transfer's reference, the key's scope and key, the two owners' user ids. */
  reference: string;
  scope: string;
  key: string;
  debitUserId: string;
  creditUserId: string;
}

export function postedTransferSql(t: PgbenchTransfer): string {
  const { from, to, amount } = t;
  return `SELECT max(balance) FILTER (WHERE id = ${from}) AS from_balance, max(version) FILTER (WHERE id = ${from}) AS from_version,
       max(last_hash) FILTER (WHERE id = ${from}) AS from_hash, max(pending_debits) FILTER (WHERE id = ${from}) AS from_pending,
       max(balance) FILTER (WHERE id = ${to}) AS to_balance, max(version) FILTER (WHERE id = ${to}) AS to_version,
       max(last_hash) FILTER (WHERE id = ${to}) AS to_hash
  FROM (SELECT * FROM wallet_accounts WHERE id IN (${from}, ${to}) ORDER BY id FOR UPDATE) AS locked \\gset
WITH transfer AS (
  INSERT INTO wallet_transfers (kind, reason, pending_id, reversal_of, debit_account_id, credit_account_id, currency,
      amount, expires_at, reference, created_at, hash)
    VALUES ('posted', '${t.reason}', NULL::bigint, NULL::bigint, ${from}::bigint, ${to}::bigint, 'RUB', ${amount}::bigint, NULL::timestamptz,
            ${t.reference}, now(),
            encode(sha256(convert_to(':from_hash' || ':to_hash' || ${from} || ':' || ${to} || ':' || now()::text, 'UTF8')), 'hex'))
    RETURNING id, hash
), entries AS (
  INSERT INTO wallet_entries (transfer_id, account_id, side, amount, balance_before, balance_after, pending_debits_before,
      pending_debits_after, pending_credits_before, pending_credits_after, account_version, prev_hash)
    SELECT transfer.id, entry.* FROM transfer CROSS JOIN (VALUES
      (${from}::bigint, 'debit', ${amount}::bigint, :from_balance::bigint, :from_balance - ${amount}, :from_pending::bigint, :from_pending::bigint, 0::bigint, 0::bigint, :from_version + 1, ':from_hash'),
      (${to}::bigint, 'credit', ${amount}::bigint, :to_balance::bigint, :to_balance + ${amount}, 0::bigint, 0::bigint, 0::bigint, 0::bigint, :to_version + 1, ':to_hash')) AS entry
), balances AS (
  UPDATE wallet_accounts AS account
    SET balance = next.balance, pending_debits = next.pending_debits, pending_credits = next.pending_credits,
        version = next.version, last_hash = (SELECT hash FROM transfer)
    FROM (VALUES (${from}::bigint, :from_balance - ${amount}, :from_pending::bigint, 0::bigint, :from_version + 1),
                 (${to}::bigint, :to_balance + ${amount}, 0::bigint, 0::bigint, :to_version + 1))
      AS next (id, balance, pending_debits, pending_credits, version)
    WHERE account.id = next.id
), answer AS (
  UPDATE wallet_idempotency_keys SET outcome = jsonb_set(jsonb_build_object('ok', true, 'receipt', jsonb_build_object(
      'transferId', '0', 'kind', 'posted', 'reason', '${t.reason}', 'pendingId', null, 'currency', 'RUB', 'amount', '${amount}',
      'debitAccountId', ${from}, 'creditAccountId', ${to}, 'createdAt', now(), 'expiresAt', null,
      'debit', jsonb_build_object('accountId', ${from}, 'userId', ${t.debitUserId}, 'balance', :from_balance - ${amount}, 'available', :from_balance - ${amount}, 'version', :from_version + 1),
      'credit', jsonb_build_object('accountId', ${to}, 'userId', ${t.creditUserId}, 'balance', :to_balance + ${amount}, 'available', :to_balance + ${amount}, 'version', :to_version + 1))),
      '{receipt,transferId}', to_jsonb((SELECT id FROM transfer)::text))
    WHERE scope = ${t.scope} AND key = ${t.key}
)
SELECT id AS transfer_id FROM transfer \\gset`;
}
