import type { NavigationCheck, NavigationOutcome, NavigationState } from './navigation-types.ts';

/** Runs the checks in order: the first that does not let the navigation through decides it. */
export async function runNavigation(
  checks: readonly NavigationCheck[],
  state: NavigationState,
): Promise<NavigationOutcome> {
  for (const check of checks) {
    const outcome = await check.run(state);
    if (outcome.kind !== 'continue') return outcome;
  }
  return { kind: 'continue' };
}
