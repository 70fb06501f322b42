/**
 * The account store of seed 001 §3 ("Account store") in the browser: the player's accounts, the
 * main and the active one, bonus balances, the first-deposit offer, whether the account is frozen,
 * the currency chosen to add and the in-progress flags of add, delete and change. Framework-free
 * (subscribe / getState), so the shell's header and a part each read it through their own hook.
 *
 * Polling (seed 001 §4, §9): an account update asks up to 5 times, 2500 ms apart, until an active
 * account exists (registration opens the main account just after the session starts); adding a
 * currency asks up to 5 times, 1000 ms apart, until the new account appears.
 *
 * Balance events of the socket (`balance.changed`) update one account in place; an event older
 * than one already applied changes nothing, and a balance answer that was on its way while events
 * came keeps them (the answer may predate them).
 */
import type { Account, BalanceResponse, BonusBalance } from '@parlay/contract';
import type { CurrencyCode } from '@parlay/domain';
import type { ApiFailure } from '../api-failure.ts';
import { ApiError } from '../api-failure.ts';
import { type AccountsShared, type BalanceChange, shareAccountsInPage } from './accounts-in-page.ts';
import { addCurrency } from './add-currency.ts';
import { getBalance } from './get-balance.ts';
import { removeCurrency } from './remove-currency.ts';
import { setActiveAccount } from './set-active-account.ts';

/** Seed 001 §9: account polling, 5 times 2500 ms apart; currency-add polling, 1000 ms apart. */
export const accountPollAttempts = 5;
export const accountPollIntervalMs = 2_500;
export const addCurrencyPollAttempts = 5;
export const addCurrencyPollIntervalMs = 1_000;

export type { BalanceChange };

export interface AccountStoreState {
  /** `idle` before the first load, `failed` when the last load failed (see `failure`). */
  status: 'idle' | 'loading' | 'ready' | 'failed';
  /** The money accounts (main and currency accounts): the balance answer's `balance`. */
  accounts: readonly Account[];
  /** Every account, bonus accounts included. */
  all_accounts: readonly Account[];
  bonuses: readonly BonusBalance[];
  mainAccount: Account | null;
  activeAccount: Account | null;
  isAvailableFirstDepositBonus: boolean;
  /** The player is banned (seed 001 §4 "Bans"): money may only leave, through a withdrawal. */
  isAccountFrozen: boolean;
  /** The currency the player picked to add, kept while it is being added. */
  selectedAddCurrency: CurrencyCode | null;
  isAddInProgress: boolean;
  isDeleteInProgress: boolean;
  isChangeInProgress: boolean;
  /** Why the last load failed. */
  failure: ApiFailure | null;
}

export const emptyAccountState: AccountStoreState = {
  status: 'idle',
  accounts: [],
  all_accounts: [],
  bonuses: [],
  mainAccount: null,
  activeAccount: null,
  isAvailableFirstDepositBonus: false,
  isAccountFrozen: false,
  selectedAddCurrency: null,
  isAddInProgress: false,
  isDeleteInProgress: false,
  isChangeInProgress: false,
  failure: null,
};

/** What adding a currency came to: the new account, or none yet after every refresh (it may still come). */
export type AddCurrencyOutcome = { added: Account; message: string } | { added: null; message: string };

export interface AccountStore {
  getState(): AccountStoreState;
  subscribe(listener: () => void): () => void;
  /** The account update: loads the accounts, asking again while no account is active. */
  load(): Promise<void>;
  /** One balance call; the state follows its answer. Rejects with the call's ApiError. */
  refresh(): Promise<BalanceResponse>;
  selectAddCurrency(currency: CurrencyCode | null): void;
  /** Opens an account in `currency` and waits for it to appear. Rejects with the call's ApiError. */
  addCurrency(currency: CurrencyCode): Promise<AddCurrencyOutcome>;
  /** Removes an empty currency account. Rejects with the call's ApiError. */
  removeCurrency(accountId: number): Promise<string>;
  /** Makes an account the active one. Rejects with the call's ApiError. */
  setActiveAccount(accountId: number): Promise<string>;
  /** A `balance.changed` event of the socket. */
  applyBalanceChange(change: BalanceChange): void;
  setFrozen(frozen: boolean): void;
  /** Forgets everything (sign-out). */
  reset(): void;
}

export interface AccountStoreOptions {
  /** The wallet calls; the request modules by default. */
  api?: {
    getBalance: () => Promise<BalanceResponse>;
    addCurrency: (currency: CurrencyCode) => Promise<{ message: string }>;
    removeCurrency: (accountId: number) => Promise<{ message: string }>;
    setActiveAccount: (accountId: number) => Promise<{ message: string }>;
  };
  /** Waits between polls; a timer by default. */
  wait?: (ms: number) => Promise<void>;
  /**
   * Keeps the other stores of the page (the shell's and a part's) in step: what one learns, the
   * others show. On by default in a browser.
   */
  shareInPage?: boolean;
}

const defaultApi = {
  getBalance: () => getBalance(),
  addCurrency,
  removeCurrency,
  setActiveAccount,
};

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function withAccounts(state: AccountStoreState, answer: BalanceResponse): AccountStoreState {
  return {
    ...state,
    status: 'ready',
    failure: null,
    accounts: answer.balance,
    all_accounts: answer.all_accounts,
    bonuses: answer.bonus,
    mainAccount: answer.balance.find((account) => account.type === 0) ?? null,
    activeAccount: answer.balance.find((account) => account.isActive) ?? null,
    isAvailableFirstDepositBonus: answer.is_available_first_deposit_bonus,
  };
}

function answerOf(state: AccountStoreState): BalanceResponse {
  return {
    balance: [...state.accounts],
    bonus: [...state.bonuses],
    all_accounts: [...state.all_accounts],
    is_available_first_deposit_bonus: state.isAvailableFirstDepositBonus,
  };
}

/** The answer with one account's spendable and held money as an event tells them. */
function withChange(answer: BalanceResponse, change: BalanceChange): BalanceResponse {
  const update = (account: Account) =>
    account.id === change.accountId ? { ...account, money: change.money, held: change.held } : account;
  return { ...answer, balance: answer.balance.map(update), all_accounts: answer.all_accounts.map(update) };
}

export function createAccountStore(options: AccountStoreOptions = {}): AccountStore {
  const api = options.api ?? defaultApi;
  const wait = options.wait ?? sleep;
  const listeners = new Set<() => void>();
  let state = emptyAccountState;
  /** The newest event applied per account (its version and amounts). */
  const latestChanges = new Map<number, BalanceChange>();
  /** Counts balance calls started: the answer of an older one never replaces a newer one's. */
  let refreshes = 0;
  let latestAnswered = 0;
  let shared: AccountsShared | null = null;

  const set = (next: AccountStoreState) => {
    state = next;
    for (const listener of listeners) listener();
  };
  const patch = (changes: Partial<AccountStoreState>) => set({ ...state, ...changes });

  /** Accounts learnt here (not from the page's other stores): told to them too. */
  const learnt = (answer: BalanceResponse) => {
    set(withAccounts(state, answer));
    shared?.tell({ kind: 'accounts', answer, frozen: state.isAccountFrozen });
  };

  const applyChange = (change: BalanceChange): boolean => {
    const known = latestChanges.get(change.accountId);
    if (known && known.version >= change.version) return false;
    latestChanges.set(change.accountId, change);
    if (!state.all_accounts.some((account) => account.id === change.accountId)) return true;
    set(withAccounts(state, withChange(answerOf(state), change)));
    return true;
  };

  const store: AccountStore = {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async refresh() {
      const call = ++refreshes;
      const changesBefore = new Map(latestChanges);
      if (state.status !== 'ready') patch({ status: 'loading' });
      let answer: BalanceResponse;
      try {
        answer = await api.getBalance();
      } catch (error) {
        if (call > latestAnswered && state.status !== 'ready') {
          patch({ status: 'failed', failure: error instanceof ApiError ? error.failure : null });
        }
        throw error;
      }
      if (call < latestAnswered) return answer;
      latestAnswered = call;
      // Events that came while the answer was on its way may be newer than what it read: keep them.
      // (One that came before the call started is in the answer: the ledger tells a movement only
      // after its commit.)
      let merged = answer;
      for (const change of latestChanges.values())
        if (changesBefore.get(change.accountId) !== change) merged = withChange(merged, change);
      learnt(merged);
      return merged;
    },
    async load() {
      for (let attempt = 1; ; attempt++) {
        const answer = await store.refresh();
        if (answer.balance.some((account) => account.isActive) || attempt >= accountPollAttempts) return;
        await wait(accountPollIntervalMs);
      }
    },
    selectAddCurrency(currency) {
      patch({ selectedAddCurrency: currency });
    },
    async addCurrency(currency) {
      patch({ selectedAddCurrency: currency, isAddInProgress: true });
      try {
        const { message } = await api.addCurrency(currency);
        for (let attempt = 1; attempt <= addCurrencyPollAttempts; attempt++) {
          if (attempt > 1) await wait(addCurrencyPollIntervalMs);
          const answer = await store.refresh();
          const added = answer.balance.find((account) => account.iso === currency);
          if (added) {
            patch({ selectedAddCurrency: null });
            return { added, message };
          }
        }
        return { added: null, message };
      } finally {
        patch({ isAddInProgress: false });
      }
    },
    async removeCurrency(accountId) {
      patch({ isDeleteInProgress: true });
      try {
        const { message } = await api.removeCurrency(accountId);
        await store.refresh();
        return message;
      } finally {
        patch({ isDeleteInProgress: false });
      }
    },
    async setActiveAccount(accountId) {
      patch({ isChangeInProgress: true });
      try {
        const { message } = await api.setActiveAccount(accountId);
        await store.refresh();
        return message;
      } finally {
        patch({ isChangeInProgress: false });
      }
    },
    applyBalanceChange(change) {
      if (!applyChange(change)) return;
      shared?.tell({ kind: 'change', change });
      // An account this page does not know yet (just opened elsewhere): read them all again. (Before
      // the first answer there is nothing to compare with: that answer is on its way.)
      if (state.status === 'ready' && !state.all_accounts.some((account) => account.id === change.accountId))
        store.refresh().catch((error: unknown) => console.error('[wallet] balance refresh failed', error));
    },
    setFrozen(frozen) {
      if (state.isAccountFrozen === frozen) return;
      patch({ isAccountFrozen: frozen });
      if (state.status === 'ready') shared?.tell({ kind: 'accounts', answer: answerOf(state), frozen });
    },
    reset() {
      latestChanges.clear();
      refreshes += 1;
      latestAnswered = refreshes;
      set(emptyAccountState);
    },
  };

  if (options.shareInPage ?? typeof window !== 'undefined') {
    shared = shareAccountsInPage({
      current: () =>
        state.status === 'ready'
          ? { kind: 'accounts', answer: answerOf(state), frozen: state.isAccountFrozen }
          : null,
      receive(news) {
        if (news.kind === 'change') {
          applyChange(news.change);
          return;
        }
        set({ ...withAccounts(state, news.answer), isAccountFrozen: news.frozen });
      },
    });
  }
  return store;
}
