import {
  type AccountId,
  type CurrencyCode,
  type Money,
  moneyFromDecimal,
  type UserId,
  userIdFrom,
} from '@parlay/domain';
import type { App } from '../../../src/app.ts';

let nextUserId = 900_000_000 + Math.floor(Math.random() * 1_000_000) * 50;

/** A player id no one else in the test uses (the wallet keeps no foreign key to identity). */
export function freshUserId(): UserId {
  nextUserId += 1;
  return userIdFrom(nextUserId);
}

let keyNumber = 0;

/** A new idempotency key for a test's call. */
export function freshKey(scope = 'test'): { scope: string; key: string } {
  keyNumber += 1;
  return { scope, key: `key-${Date.now()}-${keyNumber}` };
}

export const rub = (decimal: string): Money<'RUB'> => moneyFromDecimal(decimal, 'RUB');

/** A player's main account with `funds` deposited (through the demo provider's account). */
export async function fundedAccount(
  app: App,
  funds: string,
  currency: CurrencyCode = 'RUB',
): Promise<{ userId: UserId; accountId: AccountId }> {
  const userId = freshUserId();
  const account = await app.wallet.openMainAccount(userId, currency);
  if (funds !== '0')
    await app.wallet.deposit({
      accountId: account.id,
      amount: moneyFromDecimal(funds, currency),
      provider: 'test',
      idempotency: freshKey(),
    });
  return { userId, accountId: account.id };
}

/** The account's posted balance and available money as decimal strings of minor units. */
export async function balancesOf(
  app: App,
  accountId: AccountId,
): Promise<{ balance: bigint; available: bigint }> {
  const state = await app.wallet.accountState(accountId);
  if (state === undefined) throw new Error(`no account ${accountId}`);
  return { balance: state.balance.minor, available: state.available.minor };
}
