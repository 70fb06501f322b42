import { type Account, accountTypes, type BalanceResponse, type BonusBalance } from '@parlay/contract';
import { currencyNumericId, currencyOf, formatMoney } from '@parlay/domain';
import type { PlayerAccount } from './wallet-api.ts';

/** An account as the site shows it (seed 001 §3 "Account"): `money` is what the player may spend. */
export function accountView(account: PlayerAccount): Account {
  const { symbol } = currencyOf(account.currency);
  return {
    id: account.id,
    iso: account.currency,
    symbol,
    currencyId: currencyNumericId(account.currency),
    money: formatMoney(account.available),
    held: formatMoney(account.held),
    type: account.type,
    isActive: account.isActive,
    label: account.currency,
    labelWithSymbol: `${account.currency} ${symbol}`,
    points: 0,
    isPointsTypeBalance: false,
  };
}

/** The balance call's answer: money accounts, bonus balances, every account, the first-deposit offer. */
export function balanceView(
  accounts: readonly PlayerAccount[],
  offersFirstDepositBonus: boolean,
): BalanceResponse {
  const bonus: BonusBalance[] = accounts.flatMap((account) =>
    account.type === accountTypes.bonus && account.bonusId !== undefined
      ? [{ idBonus: account.bonusId, money: formatMoney(account.available) }]
      : [],
  );
  return {
    balance: accounts.filter((account) => account.type !== accountTypes.bonus).map(accountView),
    bonus,
    all_accounts: accounts.map(accountView),
    is_available_first_deposit_bonus: offersFirstDepositBonus,
  };
}
