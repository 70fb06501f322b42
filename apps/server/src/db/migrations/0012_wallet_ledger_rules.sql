-- The wallet's ledger rules that the tables' constraints cannot say (module wallet, README.md).
-- They hold for every writer, the application or anyone with SQL access short of disabling triggers.

-- Transfers and entries are append-only: a mistake is corrected by a correcting transfer.
CREATE FUNCTION wallet_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the wallet ledger is append-only: % on % refused', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'restrict_violation';
END
$$;
--> statement-breakpoint
CREATE TRIGGER wallet_transfers_append_only BEFORE UPDATE OR DELETE ON wallet_transfers
  FOR EACH ROW EXECUTE FUNCTION wallet_refuse_change();
--> statement-breakpoint
CREATE TRIGGER wallet_transfers_no_truncate BEFORE TRUNCATE ON wallet_transfers
  FOR EACH STATEMENT EXECUTE FUNCTION wallet_refuse_change();
--> statement-breakpoint
CREATE TRIGGER wallet_entries_append_only BEFORE UPDATE OR DELETE ON wallet_entries
  FOR EACH ROW EXECUTE FUNCTION wallet_refuse_change();
--> statement-breakpoint
CREATE TRIGGER wallet_entries_no_truncate BEFORE TRUNCATE ON wallet_entries
  FOR EACH STATEMENT EXECUTE FUNCTION wallet_refuse_change();
--> statement-breakpoint

-- A post or void matches its pending transfer (same accounts, currency and reason; a post no more
-- than the hold and not after it expired, a void all of it); a reversal is its original turned round.
CREATE FUNCTION wallet_check_transfer_link() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  linked wallet_transfers%ROWTYPE;
BEGIN
  IF NEW.pending_id IS NOT NULL THEN
    SELECT * INTO linked FROM wallet_transfers WHERE id = NEW.pending_id;
    IF NOT FOUND OR linked.kind <> 'pending'
       OR linked.debit_account_id <> NEW.debit_account_id OR linked.credit_account_id <> NEW.credit_account_id
       OR linked.currency <> NEW.currency OR linked.reason <> NEW.reason
       OR NEW.amount > linked.amount
       OR (NEW.kind = 'void' AND NEW.amount <> linked.amount)
       OR (NEW.kind = 'post' AND linked.expires_at <= NEW.created_at) THEN
      RAISE EXCEPTION 'transfer % does not match the pending transfer % it resolves', NEW.kind, NEW.pending_id
        USING ERRCODE = 'check_violation';
    END IF;
  END IF;
  IF NEW.reversal_of IS NOT NULL THEN
    SELECT * INTO linked FROM wallet_transfers WHERE id = NEW.reversal_of;
    IF NOT FOUND OR linked.kind NOT IN ('posted', 'post')
       OR linked.debit_account_id <> NEW.credit_account_id OR linked.credit_account_id <> NEW.debit_account_id
       OR linked.currency <> NEW.currency OR linked.amount <> NEW.amount THEN
      RAISE EXCEPTION 'transfer does not reverse transfer %', NEW.reversal_of USING ERRCODE = 'check_violation';
    END IF;
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER wallet_transfers_links BEFORE INSERT ON wallet_transfers
  FOR EACH ROW WHEN (NEW.pending_id IS NOT NULL OR NEW.reversal_of IS NOT NULL)
  EXECUTE FUNCTION wallet_check_transfer_link();
--> statement-breakpoint

-- Whether an entry moves its account as a transfer of `kind` and `amount` moves that side
-- (`held`: what the pending transfer a post or void resolves held).
CREATE FUNCTION wallet_entry_moves(e wallet_entries, kind text, amount bigint, held bigint) RETURNS boolean
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE kind
    WHEN 'posted' THEN
      e.balance_after = e.balance_before + CASE e.side WHEN 'debit' THEN -amount ELSE amount END
      AND e.pending_debits_after = e.pending_debits_before
      AND e.pending_credits_after = e.pending_credits_before
    WHEN 'pending' THEN
      e.balance_after = e.balance_before
      AND e.pending_debits_after = e.pending_debits_before + CASE e.side WHEN 'debit' THEN amount ELSE 0 END
      AND e.pending_credits_after = e.pending_credits_before + CASE e.side WHEN 'credit' THEN amount ELSE 0 END
    ELSE
      e.balance_after = e.balance_before
        + CASE WHEN kind = 'void' THEN 0 WHEN e.side = 'debit' THEN -amount ELSE amount END
      AND e.pending_debits_after = e.pending_debits_before - CASE e.side WHEN 'debit' THEN held ELSE 0 END
      AND e.pending_credits_after = e.pending_credits_before - CASE e.side WHEN 'credit' THEN held ELSE 0 END
  END
$$;
--> statement-breakpoint

-- At commit, every transfer has exactly its two entries, one debit on its debit account and one
-- credit on its credit account, each of the transfer's amount and moving its account as the
-- transfer's kind says: the debits of the ledger always equal its credits, posted and pending.
CREATE FUNCTION wallet_check_transfer_entries() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  e wallet_entries%ROWTYPE;
  debit wallet_entries%ROWTYPE;
  credit wallet_entries%ROWTYPE;
  entry_count integer := 0;
  held bigint := 0;
BEGIN
  FOR e IN SELECT * FROM wallet_entries WHERE transfer_id = NEW.id LOOP
    entry_count := entry_count + 1;
    IF e.side = 'debit' THEN debit := e; ELSE credit := e; END IF;
  END LOOP;
  IF NEW.pending_id IS NOT NULL THEN
    SELECT amount INTO held FROM wallet_transfers WHERE id = NEW.pending_id;
  END IF;
  IF entry_count <> 2 OR debit.id IS NULL OR credit.id IS NULL
     OR debit.account_id <> NEW.debit_account_id OR credit.account_id <> NEW.credit_account_id
     OR debit.amount <> NEW.amount OR credit.amount <> NEW.amount
     OR NOT wallet_entry_moves(debit, NEW.kind, NEW.amount, held)
     OR NOT wallet_entry_moves(credit, NEW.kind, NEW.amount, held) THEN
    RAISE EXCEPTION 'transfer % is not balanced by its entries', NEW.id USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER wallet_transfers_balanced AFTER INSERT ON wallet_transfers
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION wallet_check_transfer_entries();
--> statement-breakpoint

-- At commit, an account whose balances changed holds exactly what its latest entry left, and its
-- chain head is that entry's transfer's hash: no balance changes without its journal.
CREATE FUNCTION wallet_check_account_journal() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  balance_after bigint;
  pending_debits_after bigint;
  pending_credits_after bigint;
  head char(64);
BEGIN
  SELECT entry.balance_after, entry.pending_debits_after, entry.pending_credits_after, transfer.hash
  INTO balance_after, pending_debits_after, pending_credits_after, head
  FROM wallet_entries AS entry JOIN wallet_transfers AS transfer ON transfer.id = entry.transfer_id
  WHERE entry.account_id = NEW.id AND entry.account_version = NEW.version;
  IF NOT FOUND OR balance_after <> NEW.balance OR pending_debits_after <> NEW.pending_debits
     OR pending_credits_after <> NEW.pending_credits OR head <> NEW.last_hash THEN
    RAISE EXCEPTION 'account % does not hold what its entries say', NEW.id USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER wallet_accounts_journaled AFTER UPDATE ON wallet_accounts
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.balance IS DISTINCT FROM NEW.balance OR OLD.pending_debits IS DISTINCT FROM NEW.pending_debits
        OR OLD.pending_credits IS DISTINCT FROM NEW.pending_credits OR OLD.version IS DISTINCT FROM NEW.version
        OR OLD.last_hash IS DISTINCT FROM NEW.last_hash)
  EXECUTE FUNCTION wallet_check_account_journal();
