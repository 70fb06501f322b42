/**
 * The reasons a player may give for a self-exclusion or timeout (`reasons/selfexclude`): kept with
 * the limit, so support and the regulator can see why. Labels are dictionary keys.
 */
export const selfExcludeReasons = [
  { id: 1, label: 'responsible_gaming_reason_spending_money' },
  { id: 2, label: 'responsible_gaming_reason_spending_time' },
  { id: 3, label: 'responsible_gaming_reason_need_break' },
  { id: 4, label: 'responsible_gaming_reason_family_work' },
  { id: 5, label: 'responsible_gaming_reason_other' },
] as const;

export function isSelfExcludeReason(id: number): boolean {
  return selfExcludeReasons.some((reason) => reason.id === id);
}
