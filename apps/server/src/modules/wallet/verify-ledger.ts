import { balancesAfter, type LedgerBalances, type LedgerSide, type TransferKind } from '@parlay/domain';
import { type HashedEntry, transferHash } from './ledger-hash.ts';
import { genesisHash } from './schema.ts';
import type { VerifyReport } from './wallet-api.ts';
import type { EntryRow, TransferRow, WalletRepository } from './wallet-repository.ts';

/** Transfers read per page. */
const pageSize = 2_000;
/** Problems listed at most (a broken ledger could otherwise print millions). */
const maxProblems = 100;

interface Replayed extends LedgerBalances {
  version: number;
  lastHash: string;
}

interface CurrencyTotals {
  postedDebits: bigint;
  postedCredits: bigint;
  pendingDebits: bigint;
  pendingCredits: bigint;
}

const sameBalances = (left: LedgerBalances, right: LedgerBalances) =>
  left.posted === right.posted &&
  left.pendingDebits === right.pendingDebits &&
  left.pendingCredits === right.pendingCredits;

const show = (balances: LedgerBalances) =>
  `${balances.posted}/${balances.pendingDebits}/${balances.pendingCredits}`;

/**
 * Replays the whole ledger from its entries, transfer by transfer in id order (the order the
 * accounts' locks gave them): every entry must start where the account's previous one ended,
 * move it as its transfer's kind says, and carry the next version and the previous hash; every
 * transfer's hash must be the SHA-256 of its content; Σ debits must equal Σ credits, posted and
 * pending, per currency; and every account's stored balances must be what the replay arrives at.
 */
export async function verifyLedger(repository: WalletRepository): Promise<VerifyReport> {
  const problems: string[] = [];
  const report = (problem: string) => {
    if (problems.length < maxProblems) problems.push(problem);
  };
  const replayed = new Map<number, Replayed>();
  const held = new Map<number, bigint>();
  const totals = new Map<string, CurrencyTotals>();
  let transfersChecked = 0;

  const stateOf = (accountId: number): Replayed => {
    let state = replayed.get(accountId);
    if (state === undefined) {
      state = { posted: 0n, pendingDebits: 0n, pendingCredits: 0n, version: 0, lastHash: genesisHash };
      replayed.set(accountId, state);
    }
    return state;
  };

  const replayEntry = (
    transfer: TransferRow,
    side: LedgerSide,
    entry: EntryRow | undefined,
  ): HashedEntry | undefined => {
    const accountId = side === 'debit' ? transfer.debitAccountId : transfer.creditAccountId;
    const where = `transfer ${transfer.id} ${side}`;
    if (entry === undefined) {
      report(`${where}: no entry`);
      return undefined;
    }
    if (entry.accountId !== accountId || entry.amount !== transfer.amount)
      report(
        `${where}: entry ${entry.id} names account ${entry.accountId} and ${entry.amount}, not ${accountId} and ${transfer.amount}`,
      );
    const state = stateOf(entry.accountId);
    const before: LedgerBalances = {
      posted: entry.balanceBefore,
      pendingDebits: entry.pendingDebitsBefore,
      pendingCredits: entry.pendingCreditsBefore,
    };
    const after: LedgerBalances = {
      posted: entry.balanceAfter,
      pendingDebits: entry.pendingDebitsAfter,
      pendingCredits: entry.pendingCreditsAfter,
    };
    if (!sameBalances(before, state))
      report(
        `${where}: account ${entry.accountId} starts at ${show(before)}, its entries left ${show(state)}`,
      );
    if (entry.accountVersion !== state.version + 1)
      report(`${where}: account ${entry.accountId} version ${entry.accountVersion} after ${state.version}`);
    if (entry.prevHash !== state.lastHash) report(`${where}: account ${entry.accountId} chain broken`);
    const expected = balancesAfter(
      state,
      side,
      transfer.kind as TransferKind,
      transfer.amount,
      heldBy(transfer),
    );
    if (!sameBalances(after, expected))
      report(
        `${where}: account ${entry.accountId} ends at ${show(after)}, the transfer gives ${show(expected)}`,
      );
    Object.assign(state, expected, { version: entry.accountVersion });
    return {
      accountId: entry.accountId,
      accountVersion: entry.accountVersion,
      balanceBefore: entry.balanceBefore,
      balanceAfter: entry.balanceAfter,
      pendingDebitsBefore: entry.pendingDebitsBefore,
      pendingDebitsAfter: entry.pendingDebitsAfter,
      pendingCreditsBefore: entry.pendingCreditsBefore,
      pendingCreditsAfter: entry.pendingCreditsAfter,
      prevHash: entry.prevHash,
    };
  };

  function heldBy(transfer: TransferRow): bigint {
    if (transfer.pendingId === null) return 0n;
    const amount = held.get(transfer.pendingId);
    if (amount === undefined)
      report(`transfer ${transfer.id}: resolves ${transfer.pendingId}, not a pending transfer before it`);
    return amount ?? 0n;
  }

  function count(transfer: TransferRow, debit: HashedEntry, credit: HashedEntry): void {
    let sums = totals.get(transfer.currency);
    if (sums === undefined) {
      sums = { postedDebits: 0n, postedCredits: 0n, pendingDebits: 0n, pendingCredits: 0n };
      totals.set(transfer.currency, sums);
    }
    sums.postedDebits += debit.balanceBefore - debit.balanceAfter;
    sums.postedCredits += credit.balanceAfter - credit.balanceBefore;
    sums.pendingDebits += debit.pendingDebitsAfter - debit.pendingDebitsBefore;
    sums.pendingCredits += credit.pendingCreditsAfter - credit.pendingCreditsBefore;
  }

  let afterId = 0;
  for (;;) {
    const transfers = await repository.listTransfersAfter(afterId, pageSize);
    if (transfers.length === 0) break;
    const entries = await repository.listEntriesOfTransfers(transfers.map((transfer) => transfer.id));
    const bySide = new Map(entries.map((entry) => [`${entry.transferId}:${entry.side}`, entry]));
    if (entries.length !== transfers.length * 2)
      report(
        `transfers ${transfers[0]?.id}-${transfers.at(-1)?.id}: ${entries.length} entries for ${transfers.length} transfers`,
      );
    for (const transfer of transfers) {
      const debit = replayEntry(transfer, 'debit', bySide.get(`${transfer.id}:debit`));
      const credit = replayEntry(transfer, 'credit', bySide.get(`${transfer.id}:credit`));
      if (transfer.kind === 'pending') held.set(transfer.id, transfer.amount);
      if (debit !== undefined && credit !== undefined) {
        count(transfer, debit, credit);
        const hash = transferHash({ ...transfer, debit, credit });
        if (hash !== transfer.hash) report(`transfer ${transfer.id}: hash does not match its content`);
        stateOf(debit.accountId).lastHash = transfer.hash;
        stateOf(credit.accountId).lastHash = transfer.hash;
      }
      transfersChecked += 1;
    }
    afterId = transfers.at(-1)?.id ?? afterId;
  }

  for (const [currency, sums] of totals) {
    if (sums.postedDebits !== sums.postedCredits)
      report(`${currency}: posted debits ${sums.postedDebits} ≠ credits ${sums.postedCredits}`);
    if (sums.pendingDebits !== sums.pendingCredits)
      report(`${currency}: pending debits ${sums.pendingDebits} ≠ credits ${sums.pendingCredits}`);
  }

  const accounts = await repository.listAllAccounts();
  for (const account of accounts) {
    const state = stateOf(account.id);
    const stored: LedgerBalances = {
      posted: account.balance,
      pendingDebits: account.pendingDebits,
      pendingCredits: account.pendingCredits,
    };
    if (!sameBalances(stored, state) || account.version !== state.version)
      report(
        `account ${account.id}: holds ${show(stored)} v${account.version}, its entries give ${show(state)} v${state.version}`,
      );
    if (account.lastHash !== state.lastHash)
      report(`account ${account.id}: chain head is not its last transfer's hash`);
    if (account.userId !== null && (account.balance < 0n || account.balance - account.pendingDebits < 0n))
      report(`account ${account.id}: a player's balance below zero`);
  }
  const known = new Set(accounts.map((account) => account.id));
  for (const accountId of replayed.keys())
    if (!known.has(accountId)) report(`account ${accountId}: has entries but no account row`);

  return { ok: problems.length === 0, accountsChecked: accounts.length, transfersChecked, problems };
}
