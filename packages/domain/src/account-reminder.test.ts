import { describe, expect, it } from 'vitest';
import { accountReminderCookieName, accountReminderDue } from './account-reminder.ts';

const twoAccounts = { moneyAccounts: 2, mainAccountId: 1, activeAccountId: 1, seen: false };

describe('accountReminderDue', () => {
  it('is not due while the player holds one money account', () => {
    expect(accountReminderDue({ ...twoAccounts, moneyAccounts: 1 })).toBeNull();
  });

  it('reminds a player whose main account is active that another currency waits for a switch', () => {
    expect(accountReminderDue(twoAccounts)).toBe('main');
  });

  it('reminds a player whose currency account is active that the main one no longer pays', () => {
    expect(accountReminderDue({ ...twoAccounts, moneyAccounts: 3, activeAccountId: 2 })).toBe('additional');
  });

  it('is never due again once shown', () => {
    expect(accountReminderDue({ ...twoAccounts, seen: true })).toBeNull();
    expect(accountReminderDue({ ...twoAccounts, activeAccountId: 2, seen: true })).toBeNull();
  });

  it('waits until the accounts are known', () => {
    expect(accountReminderDue({ ...twoAccounts, activeAccountId: null })).toBeNull();
    expect(accountReminderDue({ ...twoAccounts, mainAccountId: null })).toBeNull();
  });

  it('keeps one cookie per player', () => {
    expect(accountReminderCookieName(7)).toBe('account_reminder_7');
    expect(accountReminderCookieName(8)).not.toBe(accountReminderCookieName(7));
  });
});
