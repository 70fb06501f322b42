/**
 * The team cash modal (seed 000 §4, §9): shown once when the player has 3 completed (status 2)
 * payments, shown again once they have 4 or more, and never after. What was shown lives in a
 * cookie of the browser (`teamCashCookieName`, about 372 days), so the rule needs no server state.
 */

export const teamCashCookieName = 'team_cash_modal';
/** The cookie's lifetime: 372 days (seed 000 §9: 32 140 800 000 ms). */
export const teamCashCookieMaxAgeMs = 32_140_800_000;

/** What the cookie says was shown: nothing yet, the modal at three payments, or its last showing. */
export type TeamCashModalSeen = 'none' | 'at-three' | 'done';

export interface TeamCashModalDecision {
  show: boolean;
  /** The cookie's next value (unchanged when nothing is shown). */
  seen: TeamCashModalSeen;
}

/** Reads the cookie's value; anything unknown counts as nothing shown. */
export function teamCashModalSeenFrom(cookie: string | undefined): TeamCashModalSeen {
  return cookie === 'at-three' || cookie === 'done' ? cookie : 'none';
}

/** Whether to show the modal now, given the count of completed payments and what was shown. */
export function teamCashModalDecision(
  completedPayments: number,
  seen: TeamCashModalSeen,
): TeamCashModalDecision {
  if (seen !== 'done' && completedPayments >= 4) return { show: true, seen: 'done' };
  if (seen === 'none' && completedPayments === 3) return { show: true, seen: 'at-three' };
  return { show: false, seen };
}
