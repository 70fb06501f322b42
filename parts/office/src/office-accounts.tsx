import {
  type AccountStore,
  type AccountStoreState,
  createAccountStore,
  emptyAccountState,
} from '@parlay/client';
import { createContext, type ReactNode, useContext, useSyncExternalStore } from 'react';

const AccountsContext = createContext<AccountStore | null>(null);

let pageStore: AccountStore | null = null;

/**
 * The part's account store: one per page, made on first use. It keeps in step with the shell's
 * (which the socket moves) through the page's account bus, so the office shows the same balances
 * as the header.
 */
function pageAccountStore(): AccountStore {
  pageStore ??= createAccountStore();
  return pageStore;
}

/** Gives the pages another store (tests give each render its own). */
export function AccountsProvider({ store, children }: { store: AccountStore; children: ReactNode }) {
  return <AccountsContext value={store}>{children}</AccountsContext>;
}

export function useAccountStore(): AccountStore {
  return useContext(AccountsContext) ?? pageAccountStore();
}

/** The accounts as the page shows them: none in the server's render (they are one player's), read in the browser. */
export function useAccounts(): AccountStoreState {
  const store = useAccountStore();
  return useSyncExternalStore(store.subscribe, store.getState, () => emptyAccountState);
}
