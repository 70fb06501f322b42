/**
 * "You were signed out after inactivity" is shown on the next page load (seed 000 §4): the flag
 * survives the reload in sessionStorage (this tab only) and is read once.
 */
const inactivityFlagKey = 'parlay:signed-out-inactive';

export function markSignedOutForInactivity(): void {
  try {
    sessionStorage.setItem(inactivityFlagKey, '1');
  } catch {
    // Blocked storage: the player is signed out all the same, only the notice is lost.
  }
}

/** Whether the last page of this tab signed the player out for inactivity; clears the flag. */
export function takeInactivityFlag(): boolean {
  try {
    const set = sessionStorage.getItem(inactivityFlagKey) === '1';
    if (set) sessionStorage.removeItem(inactivityFlagKey);
    return set;
  } catch {
    return false;
  }
}
