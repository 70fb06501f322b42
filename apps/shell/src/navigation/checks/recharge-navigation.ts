import type { NavigationCheck, NavigationOutcome, NavigationState } from '../navigation-types.ts';
import { proceed } from '../navigation-types.ts';

export type RechargeNavigationRule = (state: NavigationState) => NavigationOutcome;

let rule: RechargeNavigationRule | null = null;

/**
 * Recharge navigation (seed 001 §2, §5), in its place in the order. The rule is the wallet's, which
 * knows the recharge modal (wallet/recharge-rule.ts): the server's render sets it at start, the
 * browser's signed-in header when its chunk arrives — only a signed-in player gets this far on the
 * recharge route, and the anonymous home page carries none of it.
 */
export const rechargeNavigation: NavigationCheck = {
  name: 'recharge navigation',
  run: (state) => rule?.(state) ?? proceed,
};

/** Sets the rule until the returned function is called. */
export function setRechargeNavigationRule(next: RechargeNavigationRule): () => void {
  rule = next;
  return () => {
    if (rule === next) rule = null;
  };
}
