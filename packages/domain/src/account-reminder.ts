/**
 * The account-conversion reminder (seed 000 §4: "shown once per user, for main or additional
 * account conversion"). What it means for Parlay: once a player holds more than one money account
 * (the main one and at least one currency account), bets and payments are taken from the *active*
 * account only — a player who added a currency may not know which one pays. The reminder says so
 * once, in one of two variants: `main` (the main account is active: the new currency waits until
 * they switch to it) or `additional` (a currency account is active: bets are no longer taken from
 * the main account), and where to switch. Shown once per user: a cookie per user id remembers it,
 * so another player of the same browser still sees theirs.
 */

/** The reminder's cookie for one player: `account_reminder_<user id>`. */
export const accountReminderCookieName = (userId: number) => `account_reminder_${userId}`;
/** 400 days: the longest a browser keeps a cookie (Chromium caps every cookie's lifetime there). */
export const accountReminderCookieMaxAgeMs = 34_560_000_000;

export type AccountReminderVariant = 'main' | 'additional';

export interface AccountReminderInput {
  /** How many money accounts the player holds (main and currency accounts; bonus accounts not). */
  moneyAccounts: number;
  mainAccountId: number | null;
  activeAccountId: number | null;
  /** The player's reminder cookie is set. */
  seen: boolean;
}

/** Which reminder is due now, or null when none is (one account only, already shown, not loaded). */
export function accountReminderDue(input: AccountReminderInput): AccountReminderVariant | null {
  if (input.seen || input.moneyAccounts < 2) return null;
  if (input.mainAccountId === null || input.activeAccountId === null) return null;
  return input.activeAccountId === input.mainAccountId ? 'main' : 'additional';
}
