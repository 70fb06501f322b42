import type { RechargeNavigationRule } from '../navigation/checks/recharge-navigation.ts';
import { routeHref } from '../navigation/href.ts';

/** The query flag that opens the recharge modal on arrival (a direct load of the recharge route). */
export const rechargeModalFlag = 'showRechargeModal';

/**
 * Seed 001 §2 "recharge navigation", §5: when the site takes deposits in the recharge modal, the
 * recharge route is not opened as a page. Moving there from a page of the site opens the modal over
 * that page (`openModal`, in the browser once the wallet is there); a direct load lands on the home
 * page, which opens it.
 */
export function rechargeRule(openModal: (() => void) | null): RechargeNavigationRule {
  return ({ request, env, language, config }) => {
    if (!config.isRechargeModal || request.route?.name !== 'office-recharge') return { kind: 'continue' };
    if (env.side === 'browser' && env.from !== null && openModal) {
      openModal();
      return { kind: 'cancel' };
    }
    return { kind: 'redirect', to: `${routeHref('home', language)}?${rechargeModalFlag}=1`, status: 302 };
  };
}
