import {
  accountIdFrom,
  availableMinor,
  type CurrencyCode,
  moneyFromMinor,
  type UserId,
  userIdFrom,
} from '@parlay/domain';
import type { Database } from '../../db/database.ts';
import type { EventBus } from '../../events/event-bus.ts';
import type { Accounts } from './accounts.ts';
import type { Ledger } from './ledger.ts';
import { createNamedOperations } from './named-operations.ts';
import { verifyLedger } from './verify-ledger.ts';
import type { WalletService } from './wallet-api.ts';
import type { WalletRepository } from './wallet-repository.ts';

export interface WalletServiceDeps {
  db: Database;
  repository: WalletRepository;
  ledger: Ledger;
  accounts: Accounts;
  events: Pick<EventBus, 'emitIn'>;
}

/** The wallet: accounts, the ledger's operations and the named movements over them, and the check. */
export function createWalletService({
  db,
  repository,
  ledger,
  accounts,
  events,
}: WalletServiceDeps): WalletService {
  let firstDepositBonusRule = async (userId: UserId) => !(await accounts.hasDeposited(userId));
  return {
    ...accounts,
    transfer: ledger.transfer,
    reserve: ledger.reserve,
    post: ledger.post,
    void: ledger.void,
    reverse: ledger.reverse,
    ...createNamedOperations(ledger),

    async accountState(accountId) {
      const row = await repository.findAccount(accountId);
      if (row === undefined) return undefined;
      const currency = row.currency as CurrencyCode;
      return {
        accountId: accountIdFrom(row.id),
        userId: row.userId === null ? undefined : userIdFrom(row.userId),
        currency,
        balance: moneyFromMinor(row.balance, currency),
        available: moneyFromMinor(
          availableMinor({ posted: row.balance, pendingDebits: row.pendingDebits }),
          currency,
        ),
        version: row.version,
      };
    },

    expirePending: (now) =>
      db.transaction((transaction) =>
        ledger.expirePending(now, { transaction, emit: events.emitIn(transaction) }),
      ),

    verify: () => verifyLedger(repository),

    usageSince: (userId, currency, since, executor) =>
      repository.usageSince(userId, currency, since, executor ?? db),

    offersFirstDepositBonus: (userId) => firstDepositBonusRule(userId),

    setFirstDepositBonusRule(rule) {
      firstDepositBonusRule = rule;
    },
  };
}
