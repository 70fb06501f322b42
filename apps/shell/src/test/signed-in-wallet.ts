/**
 * What the signed-in header's tests share: a socket the test drives, a signed-in session, a rouble
 * account, the balance answer and the footer's descriptor.
 */
import type { Account, BalanceResponse, ShellSession } from '@parlay/contract';

export { FakeSocket } from '@parlay/client/testing';

export const footerDescriptor = {
  appName: 'footer',
  title: '',
  codeToEval: '',
  scriptsToLoad: [],
  cssToLoad: [],
  style: [],
  head: '',
  body: '<div data-part-root></div>',
};

export const signedInSession = (userId = 7): ShellSession => ({
  userId,
  login: `player${userId}`,
  banLevel: 0,
  banVersion: 0,
  termsChanged: false,
  csrfToken: 'csrf-1',
  autoLogoffMinutes: null,
});

export const roubleAccount: Account = {
  id: 11,
  iso: 'RUB',
  symbol: '₽',
  currencyId: 643,
  money: '1500.00',
  held: '0.00',
  type: 0,
  isActive: true,
  label: 'RUB',
  labelWithSymbol: 'RUB ₽',
  points: 0,
  isPointsTypeBalance: false,
};

export const balanceOf = (accounts: Account[]): BalanceResponse => ({
  balance: accounts,
  bonus: [],
  all_accounts: accounts,
  is_available_first_deposit_bonus: true,
});
