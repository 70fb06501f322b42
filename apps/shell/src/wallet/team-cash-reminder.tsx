/**
 * Decides whether the team cash modal is due (in the signed-in header's chunk, beside the wallet)
 * and loads its own chunk only then: reads the player's completed payments once per page and
 * player, applies packages/domain `teamCashModalDecision` to their count and the cookie, and writes
 * the cookie's next value as the modal opens, so a reload or another tab does not show it again.
 */
import { getTeamCash } from '@parlay/client';
import type { TeamCashPaymentRecord } from '@parlay/contract';
import {
  teamCashCookieMaxAgeMs,
  teamCashCookieName,
  teamCashModalDecision,
  teamCashModalSeenFrom,
} from '@parlay/domain';
import { type ComponentType, type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import { routeHref } from '../navigation/href.ts';
import { rememberReminder, reminderCookie } from './reminder-cookies.ts';
import { useAccounts } from './shell-accounts.ts';
import type { TeamCashModalProps } from './team-cash-modal.tsx';

/** Players whose payments this page has read: the header remounts on every change of layout. */
const checked = new Set<number>();

interface Due {
  Modal: ComponentType<TeamCashModalProps>;
  records: readonly TeamCashPaymentRecord[];
}

/** Whether the player's team cash modal is due, then it: `settled` once nothing more will show. */
export function useTeamCashReminder(userId: number): { element: ReactNode; settled: boolean } {
  const { language } = useTranslation();
  const { all_accounts } = useAccounts();
  const [due, setDue] = useState<Due | null>(null);
  const [open, setOpen] = useState(false);
  const [checking, setChecking] = useState(!checked.has(userId));

  useEffect(() => {
    if (checked.has(userId)) return;
    checked.add(userId);
    let live = true;
    let finished = false;
    (async () => {
      const answer = await getTeamCash(1, language);
      const decision = teamCashModalDecision(
        answer.total_count,
        teamCashModalSeenFrom(reminderCookie(teamCashCookieName)),
      );
      if (!decision.show || !live) return;
      const { default: Modal } = await import('./team-cash-modal.tsx');
      if (!live) return;
      rememberReminder(teamCashCookieName, decision.seen, teamCashCookieMaxAgeMs);
      setDue({ Modal, records: answer.data.entities });
      setOpen(true);
    })()
      .catch((error: unknown) => {
        // Checked again on the next page load: nothing was shown, the cookie is as it was.
        checked.delete(userId);
        console.error('[wallet] team cash check failed', error);
      })
      .finally(() => {
        finished = true;
        if (live) setChecking(false);
      });
    return () => {
      live = false;
      // Left before the answer: the next header asks again.
      if (!finished) checked.delete(userId);
    };
  }, [userId, language]);

  const element = due && (
    <due.Modal
      records={due.records}
      accounts={all_accounts}
      historyHref={routeHref('office-historypay', language)}
      open={open}
      onOpenChange={setOpen}
    />
  );
  return { element, settled: !checking && !open };
}
