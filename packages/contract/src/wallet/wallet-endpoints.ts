import { defineEndpoints } from '../http/endpoint.ts';
import {
  accountIdBodySchema,
  addCurrencyBodySchema,
  balanceResponseSchema,
  walletMessageResponseSchema,
} from './wallet.ts';

/**
 * The player's accounts (seed 001 §7 "Account and office"). Balances are one player's and one
 * moment's: never cached. An account id that is not the caller's is answered like one that does
 * not exist (400 naming `id`).
 */
export const walletEndpoints = defineEndpoints('wallet', {
  getBalance: {
    method: 'GET',
    path: '/web-api/user/balance',
    summary: "The signed-in player's accounts and bonus balances",
    tags: ['wallet'],
    response: balanceResponseSchema,
    errors: [],
    requires: { session: 'user', noStore: true },
  },
  addCurrency: {
    method: 'POST',
    path: '/web-api/user/accounts/add-currency',
    summary: 'Opens an account in one more currency (or reopens the one removed)',
    tags: ['wallet'],
    body: addCurrencyBodySchema,
    response: walletMessageResponseSchema,
    errors: [],
    requires: { session: 'user', noStore: true },
  },
  removeCurrency: {
    method: 'POST',
    path: '/web-api/user/accounts/remove-currency',
    summary: 'Removes an empty currency account (never the main one, nor one with money or holds)',
    tags: ['wallet'],
    body: accountIdBodySchema,
    response: walletMessageResponseSchema,
    errors: [],
    requires: { session: 'user', noStore: true },
  },
  setActiveAccount: {
    method: 'POST',
    path: '/web-api/user/accounts/active',
    summary: 'Makes one of the player’s money accounts the active one',
    tags: ['wallet'],
    body: accountIdBodySchema,
    response: walletMessageResponseSchema,
    errors: [],
    requires: { session: 'user', noStore: true },
  },
});
