/**
 * The account menu's sections (seed 001 §2 "Account menu sections"), grouped, each an office route
 * of the table. Sections without a page of their own live on the page that holds them: login by
 * QR on security, mailing and the sports in line and live on settings, wallets a section of the
 * account page (which is also "personal data").
 */
export interface AccountMenuLink {
  /** Dictionary key of the label. */
  key: string;
  /** Route table name. */
  route: string;
  /** The section of the page it leads to (its element's id). */
  section?: string;
}

export const accountMenuGroups: readonly (readonly AccountMenuLink[])[] = [
  [
    { key: 'account_menu_recharge', route: 'office-recharge' },
    { key: 'account_menu_withdrawal', route: 'office-deduce' },
    { key: 'account_menu_transfer_history', route: 'office-historypay' },
    { key: 'account_menu_wallets', route: 'office-account', section: 'wallets' },
  ],
  [
    { key: 'account_menu_my_bets', route: 'office-history' },
    { key: 'account_menu_bonuses', route: 'office-bonuses-deposit' },
    { key: 'account_menu_cashback', route: 'office-casino-vipcashback' },
    { key: 'account_menu_promo_code', route: 'office-promotion' },
  ],
  [
    { key: 'account_menu_personal_data', route: 'office-account' },
    { key: 'account_menu_security', route: 'office-security' },
    { key: 'account_menu_settings', route: 'office-settings' },
    { key: 'account_menu_partner_program', route: 'office-bringfriend' },
    { key: 'account_menu_support', route: 'office-support' },
  ],
];
