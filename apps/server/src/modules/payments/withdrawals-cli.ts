import { type CurrencyCode, formatMoney, moneyFromMinor } from '@parlay/domain';
import type { PaymentRow } from './payments-repository.ts';
import { WithdrawalDecisionError, type WithdrawalDecisions } from './withdrawal-decisions.ts';

/**
 * The operator's withdrawal commands of `npm run wallet` (apps/server/src/wallet-cli.ts): list the
 * withdrawals waiting, approve one (the provider pays out, the hold is posted) or reject one (the
 * hold goes back to the player). A player cannot cancel a withdrawal (UKGC RTS 14B); only these can
 * decide it.
 */

export type WithdrawalsCommand =
  | { name: 'list' }
  | { name: 'approve'; paymentId: number }
  | { name: 'reject'; paymentId: number };

export const withdrawalsUsage = `  withdrawals list           the withdrawals waiting for a decision or for the provider's payout
  withdrawals approve ID     approve withdrawal ID: the provider pays it out, then the hold is posted
  withdrawals reject ID      reject withdrawal ID: the held amount goes back to the player's account`;

/** Reads `list`, `approve ID` or `reject ID` (what follows `withdrawals`). */
export function parseWithdrawalsCommand(argv: readonly string[]): WithdrawalsCommand | { error: string } {
  const [verb, id, ...rest] = argv;
  if (verb === 'list' && id === undefined) return { name: 'list' };
  if ((verb === 'approve' || verb === 'reject') && rest.length === 0) {
    if (id === undefined || !/^\d{1,15}$/.test(id) || Number(id) === 0)
      return { error: `withdrawals ${verb} needs the withdrawal's id (a positive whole number)` };
    return { name: verb, paymentId: Number(id) };
  }
  return { error: `unknown withdrawals command: ${argv.join(' ') || '(none)'}` };
}

export interface CommandIo {
  out(line: string): void;
  err(line: string): void;
}

const amountOf = (row: PaymentRow) =>
  `${formatMoney(moneyFromMinor(row.amount, row.currency as CurrencyCode))} ${row.currency}`;

function describe(row: PaymentRow): string {
  const reason = row.failureReason === null ? '' : ` (${row.failureReason})`;
  return `withdrawal ${row.id}: ${row.status}${reason}, ${amountOf(row)} of player ${row.userId}`;
}

/** Runs a withdrawals command; answers the exit code (0 done, 1 refused). */
export async function runWithdrawalsCommand(
  command: WithdrawalsCommand,
  withdrawals: WithdrawalDecisions,
  io: CommandIo,
): Promise<number> {
  try {
    if (command.name === 'list') {
      const open = await withdrawals.listOpen();
      if (open.length === 0) io.out('no withdrawals waiting');
      for (const row of open)
        io.out(
          [
            String(row.id).padStart(8),
            row.status.padEnd(10),
            amountOf(row).padStart(20),
            `player ${row.userId}`,
            `account ${row.accountId}`,
            row.method,
            row.createdAt.toISOString(),
          ].join('  '),
        );
      return 0;
    }
    const decided =
      command.name === 'approve'
        ? await withdrawals.approve(command.paymentId)
        : await withdrawals.reject(command.paymentId);
    io.out(describe(decided));
    return 0;
  } catch (error) {
    if (!(error instanceof WithdrawalDecisionError)) throw error;
    io.err(error.message);
    return 1;
  }
}
