import { type AccountStore, createAccountStore } from '@parlay/client';
import type {
  Account,
  BalanceResponse,
  PaymentMethod,
  PaymentRecord,
  UserConfig,
  UserConfigResponse,
} from '@parlay/contract';
import { createTranslator } from '@parlay/i18n';
import { configure, render } from '@testing-library/react';
import en from '../dictionaries/en.json' with { type: 'json' };
import { AccountsProvider } from '../office-accounts.tsx';
import { OfficeApp } from '../office-app.tsx';
import type { OfficeState } from '../office-view.ts';
import { resolveOfficeView } from '../resolve-view.ts';

configure({ asyncUtilTimeout: 5000 });

export function account(id: number, iso: Account['iso'], changes: Partial<Account> = {}): Account {
  return {
    id,
    iso,
    symbol: iso,
    currencyId: 100 + id,
    money: '0.00',
    held: '0.00',
    type: 9,
    isActive: false,
    label: iso,
    labelWithSymbol: iso,
    points: 0,
    isPointsTypeBalance: false,
    ...changes,
  };
}

export const rouble = account(1, 'RUB', {
  type: 0,
  isActive: true,
  money: '1500.00',
  labelWithSymbol: 'RUB ₽',
});

export function balance(accounts: Account[], firstDepositBonus = false): BalanceResponse {
  return {
    balance: accounts.filter((item) => item.type !== 4),
    bonus: [],
    all_accounts: accounts,
    is_available_first_deposit_bonus: firstDepositBonus,
  };
}

/** The demo provider's card, as GET /web-api/payments/methods answers it. */
export const demoCard: PaymentMethod = {
  id: 'demo-card',
  provider: 'demo',
  title: 'Demo card',
  description: 'A demo card: no real money moves.',
  isDemo: true,
  deposit: { min: '100.00', max: '500000.00' },
  withdrawal: { min: '100.00', max: '300000.00' },
  withdrawalFields: [{ name: 'cardNumber', type: 'card_number', label: 'Card number', maxLength: 23 }],
};

export const demoWallet: PaymentMethod = {
  id: 'demo-wallet',
  provider: 'demo',
  title: 'Demo e-wallet',
  description: 'A demo e-wallet.',
  isDemo: true,
  deposit: { min: '50.00', max: '100000.00' },
  withdrawal: { min: '50.00', max: '100000.00' },
  withdrawalFields: [{ name: 'email', type: 'email', label: 'Wallet email', maxLength: 128 }],
};

export function paymentRecord(id: number, changes: Partial<PaymentRecord> = {}): PaymentRecord {
  return {
    id,
    kind: 'deposit',
    status: 'success',
    status_id: 2,
    accountId: 1,
    currency: 'RUB',
    amount: '500.00',
    method: 'demo-card',
    methodTitle: 'Demo card',
    createdAt: '2026-03-02T10:15:00.000Z',
    updatedAt: '2026-03-02T10:16:00.000Z',
    isArchive: false,
    ...changes,
  };
}

export interface RenderOfficeOptions {
  navigate?: (href: string) => void;
  leave?: (url: string) => void;
  store?: AccountStore;
}

/** A store of the test's own: polls without waiting, keeps to itself (no other store on the page). */
export const testStore = () => createAccountStore({ wait: async () => {}, shareInPage: false });

/** Renders the part's app for a page URL with its English texts, as the browser shows it. */
export function renderOffice(url: string, options: RenderOfficeOptions = {}) {
  const state: OfficeState = { language: 'en', dictionary: en, view: resolveOfficeView(url) };
  const store = options.store ?? testStore();
  const result = render(
    <AccountsProvider store={store}>
      <OfficeApp
        state={state}
        i18n={createTranslator('en', en)}
        navigate={options.navigate ?? (() => {})}
        leave={options.leave ?? (() => {})}
      />
    </AccountsProvider>,
  );
  return { ...result, store };
}

/** Intl writes a no-break space in some amounts: read them with plain spaces. */
export const plain = (text: string | null | undefined) => text?.replace(/[\u00a0\u202f]/g, ' ') ?? '';

/** The signed-in player's configuration (GET /web-api/user/config), with the test's changes. */
export function userConfig(changes: Partial<UserConfig> = {}): UserConfigResponse {
  return {
    result: {
      disallow_line_sport: [],
      disallow_live_sport: [],
      phone_number: null,
      phone_code: null,
      user_email: null,
      user_name: 'player',
      user_country_code: 'GB',
      user_country_id: 2,
      activation_type: 0,
      user_ref_id: 0,
      user_msg_count: 0,
      user_hide_balance: 0,
      changed_pass_day_count: 0,
      user_data: {
        date_birthday: null,
        document_type_id: null,
        inn: null,
        name: null,
        passport: null,
        passport_date: null,
        passport_end_date: null,
        registration_address: null,
        surname: null,
      },
      protection_level: null,
      protection_methods: {
        is_changed_password: false,
        enable_two_factor_auth: false,
        enable_phone_binding: false,
        enable_security_question: false,
        enable_email_auth: false,
      },
      ban_level: 0,
      ban_version: 0,
      user_status_id: 1,
      verification_status: 0,
      verification_types: [],
      verification_status_group_code: null,
      requested_additional_document: false,
      has_deposit: true,
      is_need_identification: false,
      is_identification_bonus: false,
      remaining_days_to_activate: null,
      isRequiredTransfer: false,
      ...changes,
    },
  };
}
