/**
 * Bans (seed 001 §4 "Bans"): a ban level above 0 means banned. A banned player may still take their
 * money out — reach the withdrawal page — when the ban level is the one their ban version allows:
 * 53 under ban version 1, 45 otherwise.
 */
export function withdrawalBanLevel(banVersion: number): number {
  return banVersion === 1 ? 53 : 45;
}

/** Whether a player of this ban level and version may withdraw (also true for one not banned). */
export function mayWithdrawUnderBan(banLevel: number, banVersion: number): boolean {
  return banLevel <= 0 || banLevel === withdrawalBanLevel(banVersion);
}
