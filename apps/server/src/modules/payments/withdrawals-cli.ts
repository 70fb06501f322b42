import { createHash } from 'node:crypto';
import { type WithdrawBody, withdrawBodySchema } from '@parlay/contract';
import { type CurrencyCode, formatMoney, moneyFromMinor, type UserId, userIdFrom } from '@parlay/domain';
import { HttpError } from '../../http/http-error.ts';
import { decisionCommand, type OperatorCommand, type WalletCliIo } from '../wallet/index.ts';
import type { PaymentRow } from './payments-repository.ts';
import { WithdrawalDecisionError, type WithdrawalDecisions } from './withdrawal-decisions.ts';

/**
 * The operator's withdrawal commands of `npm run wallet -- withdrawals …`: list the withdrawals
 * waiting, approve one (the provider pays out, the hold is posted), reject one (the hold goes back
 * to the player), and request one for a player who cannot sign in (self-excluded or on a timeout:
 * the balance stays theirs). A player cannot take a requested withdrawal back (UKGC RTS 14B); only
 * these decide it. They are operator commands of the wallet's command line.
 */

export interface WithdrawalsCliDeps {
  withdrawals: WithdrawalDecisions;
  /** The payments module's request on the player's behalf (`app.payments.requestWithdrawalFor`). */
  requestWithdrawalFor(userId: UserId, body: WithdrawBody, idempotencyKey: string): Promise<PaymentRow>;
  io: WalletCliIo;
}

export type WithdrawalsCommand = OperatorCommand<WithdrawalsCliDeps>;

const amountOf = (row: PaymentRow) =>
  `${formatMoney(moneyFromMinor(row.amount, row.currency as CurrencyCode))} ${row.currency}`;

function described(row: PaymentRow): string {
  const reason = row.failureReason === null ? '' : ` (${row.failureReason})`;
  return `withdrawal ${row.id}: ${row.status}${reason}, ${amountOf(row)} of player ${row.userId}`;
}

/** `approve ID` / `reject ID`: one decision on one withdrawal. */
const withdrawalDecision = (verb: 'approve' | 'reject', usage: string): WithdrawalsCommand =>
  decisionCommand<WithdrawalsCliDeps, PaymentRow>({
    name: `withdrawals ${verb}`,
    usage,
    subject: 'withdrawal',
    decide: (id, { withdrawals }) => (verb === 'approve' ? withdrawals.approve(id) : withdrawals.reject(id)),
    describe: described,
    refusal: WithdrawalDecisionError,
  });

const requestArguments = 'PLAYER ACCOUNT AMOUNT METHOD NAME=VALUE…';

/**
 * `request PLAYER ACCOUNT AMOUNT METHOD NAME=VALUE…`: what the player's support asked for, checked
 * as the player's own request is (their account, the method's fields, the money available). Its
 * idempotency key is made of the arguments, so the same command run twice asks once.
 */
const requestCommand: WithdrawalsCommand = {
  name: 'withdrawals request',
  usage: `${requestArguments}: a withdrawal for a player who cannot sign in (self-exclusion, timeout), left for approve or reject`,
  async run(args, { requestWithdrawalFor, io }) {
    const [player, accountId, amount, method, ...fields] = args;
    const details = Object.fromEntries(
      fields.map((field) => [field.slice(0, field.indexOf('=')), field.slice(field.indexOf('=') + 1)]),
    );
    const body = withdrawBodySchema.safeParse({ accountId: Number(accountId), amount, method, details });
    if (
      !player ||
      !/^[1-9]\d{0,14}$/.test(player) ||
      fields.some((field) => !field.includes('=')) ||
      !body.success
    ) {
      io.err(`wallet withdrawals request takes ${requestArguments} (the method's fields as NAME=VALUE)`);
      return 2;
    }
    const key = `operator:${createHash('sha256').update(JSON.stringify(args)).digest('hex')}`;
    try {
      io.out(described(await requestWithdrawalFor(userIdFrom(Number(player)), body.data, key)));
      return 0;
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      const named = Object.entries(error.fields ?? {}).map(([field, why]) => ` ${field}: ${why}`);
      io.err(`refused: ${error.code} ${error.messageKey}${named.join(',')}`);
      return 1;
    }
  },
};

export const withdrawalsCommands: readonly WithdrawalsCommand[] = [
  {
    name: 'withdrawals list',
    usage: "the withdrawals waiting for a decision or for the provider's payout, oldest first",
    async run(args, { withdrawals, io }) {
      if (args.length > 0) {
        io.err('wallet withdrawals list takes no arguments');
        return 2;
      }
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
    },
  },
  withdrawalDecision('approve', 'ID: the provider pays withdrawal ID out, then its hold is posted'),
  withdrawalDecision('reject', "ID: withdrawal ID's held amount goes back to the player's account"),
  requestCommand,
];
