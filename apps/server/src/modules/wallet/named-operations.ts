import type { AccountId, CurrencyCode } from '@parlay/domain';
import type { AccountRef, LedgerOperations, NamedOperations } from './wallet-api.ts';

/**
 * The movements other modules name, each one generic ledger operation with its reason and its
 * system account: the house takes stakes and bets and pays wins and bonuses; a payment provider's
 * account pays deposits and receives withdrawals.
 */
export function createNamedOperations(ledger: LedgerOperations): NamedOperations {
  const house = (currency: CurrencyCode): AccountRef => ({ system: 'house', currency });
  const player = (accountId: AccountId): AccountRef => ({ accountId });

  return {
    deposit: ({ accountId, amount, provider, ...common }, within) =>
      ledger.transfer(
        {
          ...common,
          from: { system: 'provider', currency: amount.currency, name: provider },
          to: player(accountId),
          amount,
          reason: 'deposit',
        },
        within,
      ),

    holdWithdrawal: ({ accountId, amount, provider, timeoutMs, ...common }, within) =>
      ledger.reserve(
        {
          ...common,
          from: player(accountId),
          to: { system: 'provider', currency: amount.currency, name: provider },
          amount,
          reason: 'withdrawal',
          timeoutMs,
        },
        within,
      ),

    holdStake: ({ accountId, amount, timeoutMs, ...common }, within) =>
      ledger.reserve(
        {
          ...common,
          from: player(accountId),
          to: house(amount.currency),
          amount,
          reason: 'stake',
          timeoutMs,
        },
        within,
      ),

    payWin: ({ accountId, amount, ...common }, within) =>
      ledger.transfer(
        { ...common, from: house(amount.currency), to: player(accountId), amount, reason: 'win' },
        within,
      ),

    creditBonus: ({ accountId, amount, ...common }, within) =>
      ledger.transfer(
        { ...common, from: house(amount.currency), to: player(accountId), amount, reason: 'bonus_credit' },
        within,
      ),

    convertBonus: ({ bonusAccountId, toAccountId, amount, ...common }, within) =>
      ledger.transfer(
        {
          ...common,
          from: player(bonusAccountId),
          to: player(toAccountId),
          amount,
          reason: 'bonus_conversion',
        },
        within,
      ),

    casinoBet: ({ accountId, amount, ...common }, within) =>
      ledger.transfer(
        { ...common, from: player(accountId), to: house(amount.currency), amount, reason: 'casino_bet' },
        within,
      ),

    casinoWin: ({ accountId, amount, ...common }, within) =>
      ledger.transfer(
        { ...common, from: house(amount.currency), to: player(accountId), amount, reason: 'casino_win' },
        within,
      ),

    casinoRollback: ({ transferId, ...common }, within) =>
      ledger.reverse({ ...common, transferId, reason: 'casino_rollback' }, within),
  };
}
