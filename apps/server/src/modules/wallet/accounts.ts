import { type AccountType, accountTypes } from '@parlay/contract';
import {
  type AccountId,
  accountIdFrom,
  availableMinor,
  type CurrencyCode,
  moneyFromMinor,
  type UserId,
  userIdFrom,
} from '@parlay/domain';
import type { Database, Transaction } from '../../db/database.ts';
import { validationError } from '../../http/http-error.ts';
import type { AccountOperations, PlayerAccount } from './wallet-api.ts';
import type { AccountRow, WalletRepository } from './wallet-repository.ts';

export interface AccountsDeps {
  db: Database;
  repository: WalletRepository;
}

export interface Accounts extends AccountOperations {
  /**
   * Opens the main account for a `user.registered` event unless that event was handled already
   * (delivery is at least once); undefined for a repeat.
   */
  openMainAccountOnce(
    eventId: string,
    userId: UserId,
    currency: CurrencyCode,
  ): Promise<PlayerAccount | undefined>;
}

/** Types a player holds money in and may make active: main and currency accounts. */
const moneyAccountTypes: readonly AccountType[] = [accountTypes.main, accountTypes.currency];

export function toPlayerAccount(row: AccountRow): PlayerAccount {
  if (row.userId === null || row.type === null) throw new Error(`account ${row.id} is a system account`);
  const currency = row.currency as CurrencyCode;
  return {
    id: accountIdFrom(row.id),
    userId: userIdFrom(row.userId),
    currency,
    type: row.type as AccountType,
    bonusId: row.bonusId ?? undefined,
    isActive: row.isActive,
    balance: moneyFromMinor(row.balance, currency),
    held: moneyFromMinor(row.pendingDebits, currency),
    available: moneyFromMinor(
      availableMinor({ posted: row.balance, pendingDebits: row.pendingDebits }),
      currency,
    ),
    version: row.version,
  };
}

const isOpen = (row: AccountRow) => row.closedAt === null;
const isMoneyAccount = (row: AccountRow) => moneyAccountTypes.includes(row.type as AccountType);

/**
 * The player's accounts: the main one opened at registration, currency accounts added and removed
 * by the player, bonus accounts opened by the bonus rules, and which one is active. Changes of one
 * player's accounts take turns (they lock the player's rows), so two tabs cannot race.
 */
export function createAccounts({ db, repository }: AccountsDeps): Accounts {
  /** The player's open account `accountId`, or a 400 naming `id` as unknown (another's included). */
  function ownOpenAccount(rows: readonly AccountRow[], accountId: AccountId): AccountRow {
    const row = rows.find((account) => account.id === accountId && isOpen(account));
    if (row === undefined) throw validationError({ id: 'wallet_error_account_unknown' });
    return row;
  }

  const inTransaction = <R>(work: (transaction: Transaction) => Promise<R>) => db.transaction(work);

  async function openMainAccountIn(
    transaction: Transaction,
    userId: UserId,
    currency: CurrencyCode,
  ): Promise<PlayerAccount> {
    const rows = await repository.lockUserAccounts(userId, transaction);
    const main = rows.find((row) => row.type === accountTypes.main);
    if (main !== undefined) return toPlayerAccount(main);
    const inserted = await repository.insertPlayerAccount(
      { userId, currency, type: accountTypes.main, isActive: !rows.some((row) => row.isActive) },
      transaction,
    );
    if (inserted === undefined) throw new Error(`main account of user ${userId} not opened`);
    return toPlayerAccount(inserted);
  }

  return {
    openMainAccount: (userId, currency) =>
      inTransaction((transaction) => openMainAccountIn(transaction, userId, currency)),

    openMainAccountOnce: (eventId, userId, currency) =>
      inTransaction(async (transaction) => {
        if (!(await repository.markEventHandled(eventId, transaction))) return undefined;
        return openMainAccountIn(transaction, userId, currency);
      }),

    async addCurrencyAccount(userId, currency) {
      return inTransaction(async (transaction) => {
        const rows = await repository.lockUserAccounts(userId, transaction);
        const same = rows.find((row) => row.currency === currency && isMoneyAccount(row));
        if (same !== undefined && isOpen(same))
          throw validationError({ currency: 'wallet_error_currency_exists' });
        const hasActive = rows.some((row) => row.isActive);
        if (same !== undefined) {
          await repository.setClosed(same.id, null, transaction);
          if (!hasActive) await repository.setActive(userId, same.id, transaction);
          return toPlayerAccount({ ...same, closedAt: null, isActive: !hasActive });
        }
        const inserted = await repository.insertPlayerAccount(
          { userId, currency, type: accountTypes.currency, isActive: !hasActive },
          transaction,
        );
        if (inserted === undefined) throw validationError({ currency: 'wallet_error_currency_exists' });
        return toPlayerAccount(inserted);
      });
    },

    async removeCurrencyAccount(userId, accountId) {
      await inTransaction(async (transaction) => {
        const rows = await repository.lockUserAccounts(userId, transaction);
        const row = ownOpenAccount(rows, accountId);
        if (row.type === accountTypes.main) throw validationError({ id: 'wallet_error_main_account' });
        if (row.type !== accountTypes.currency) throw validationError({ id: 'wallet_error_account_unknown' });
        if (row.balance !== 0n || row.pendingDebits !== 0n || row.pendingCredits !== 0n)
          throw validationError({ id: 'wallet_error_account_not_empty' });
        await repository.setClosed(row.id, new Date(), transaction);
        if (row.isActive) {
          const main = rows.find((account) => account.type === accountTypes.main && isOpen(account));
          if (main !== undefined) await repository.setActive(userId, main.id, transaction);
        }
      });
    },

    async setActiveAccount(userId, accountId) {
      await inTransaction(async (transaction) => {
        const rows = await repository.lockUserAccounts(userId, transaction);
        const row = ownOpenAccount(rows, accountId);
        if (!isMoneyAccount(row)) throw validationError({ id: 'wallet_error_account_unknown' });
        if (!row.isActive) await repository.setActive(userId, row.id, transaction);
      });
    },

    async openBonusAccount(userId, currency, bonusId) {
      return inTransaction(async (transaction) => {
        const rows = await repository.lockUserAccounts(userId, transaction);
        const existing = rows.find((row) => row.type === accountTypes.bonus && row.bonusId === bonusId);
        if (existing !== undefined) return toPlayerAccount(existing);
        const inserted = await repository.insertPlayerAccount(
          { userId, currency, type: accountTypes.bonus, bonusId, isActive: false },
          transaction,
        );
        if (inserted === undefined) throw new Error(`bonus account ${bonusId} of user ${userId} not opened`);
        return toPlayerAccount(inserted);
      });
    },

    async listAccounts(userId) {
      const rows = await repository.listUserAccounts(userId);
      return rows.filter(isOpen).map(toPlayerAccount);
    },

    async findAccount(userId, accountId) {
      const row = await repository.findAccount(accountId);
      return row !== undefined && row.userId === userId && isOpen(row) ? toPlayerAccount(row) : undefined;
    },

    hasDeposited: (userId) => repository.hasDeposit(userId),
  };
}
