/** The start of a day of the player's calendar, as an instant ("2026-03-01" → its local midnight). */
export function localMidnight(day: string, plusDays = 0): string | undefined {
  const [year, month, date] = day.split('-').map(Number);
  if (!year || !month || !date) return undefined;
  return new Date(year, month - 1, date + plusDays).toISOString();
}
