import { useConversionReminder } from './conversion-reminder.tsx';
import { useTeamCashReminder } from './team-cash-reminder.tsx';

/**
 * The signed-in player's once-only wallet dialogs (seed 000 §4), one at a time: the team cash
 * modal first, then the account-conversion reminder. Each decides in this chunk (the signed-in
 * header's) and loads its dialog's chunk only when it is due, so a page whose player owes no
 * reminder fetches nothing more.
 */
export function AccountReminders({ userId }: { userId: number }) {
  const teamCash = useTeamCashReminder(userId);
  const conversion = useConversionReminder(userId, teamCash.settled);
  return (
    <>
      {teamCash.element}
      {conversion}
    </>
  );
}
