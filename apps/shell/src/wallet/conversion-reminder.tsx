/**
 * Decides whether the account-conversion reminder is due (in the signed-in header's chunk) and
 * loads its dialog's chunk only then. The rule is packages/domain `accountReminderDue`; the
 * player's own cookie (`account_reminder_<id>`) remembers it was shown, written as it opens.
 */
import {
  type AccountReminderVariant,
  accountReminderCookieMaxAgeMs,
  accountReminderCookieName,
  accountReminderDue,
} from '@parlay/domain';
import { type ComponentType, type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import { routeHref } from '../navigation/href.ts';
import type { AccountReminderModalProps } from './account-reminder-modal.tsx';
import { rememberReminder, reminderCookie } from './reminder-cookies.ts';
import { useAccounts } from './shell-accounts.ts';

// A dialog on its way out (another reminder just closed) says `data-state="closed"`.
const anotherDialogOpen = () =>
  document.querySelector(
    '[role="dialog"]:not([data-state="closed"]), [role="alertdialog"]:not([data-state="closed"])',
  ) !== null;

interface Due {
  Modal: ComponentType<AccountReminderModalProps>;
  variant: AccountReminderVariant;
  activeLabel: string;
  mainLabel: string;
}

/** The reminder, once due; `enabled` false while another of the player's dialogs may still show. */
export function useConversionReminder(userId: number, enabled: boolean): ReactNode {
  const { language } = useTranslation();
  const { accounts, mainAccount, activeAccount } = useAccounts();
  const [due, setDue] = useState<Due | null>(null);
  const [open, setOpen] = useState(false);
  const cookie = accountReminderCookieName(userId);
  const variant = accountReminderDue({
    moneyAccounts: accounts.length,
    mainAccountId: mainAccount?.id ?? null,
    activeAccountId: activeAccount?.id ?? null,
    seen: reminderCookie(cookie) !== undefined,
  });

  useEffect(() => {
    if (!enabled || variant === null || due || !mainAccount || !activeAccount) return;
    // Not over a dialog the player has open: the next change of their accounts asks again.
    if (anotherDialogOpen()) return;
    let live = true;
    import('./account-reminder-modal.tsx')
      .then(({ default: Modal }) => {
        if (!live) return;
        rememberReminder(cookie, '1', accountReminderCookieMaxAgeMs);
        setDue({
          Modal,
          variant,
          activeLabel: activeAccount.labelWithSymbol,
          mainLabel: mainAccount.labelWithSymbol,
        });
        setOpen(true);
      })
      .catch((error: unknown) => console.error('[wallet] account reminder failed to load', error));
    return () => {
      live = false;
    };
  }, [enabled, variant, due, cookie, mainAccount, activeAccount]);

  return (
    due && (
      <due.Modal
        variant={due.variant}
        activeLabel={due.activeLabel}
        mainLabel={due.mainLabel}
        accountHref={routeHref('office-account', language)}
        open={open}
        onOpenChange={setOpen}
      />
    )
  );
}
