import { routeHref } from '../href.ts';
import { type NavigationCheck, proceed } from '../navigation-types.ts';

/** Bonus id slot_first_deposit lives on the casino page /casino/slot-first-deposit (seed 001 §2). */
export const slotFirstDepositRedirect: NavigationCheck = {
  name: 'slot first-deposit redirect',
  run({ request, language }) {
    const isBonusRoute = request.route?.name === 'bonus' || request.route?.name === 'offer';
    if (!isBonusRoute || request.params.id !== 'slot_first_deposit') return proceed;
    return { kind: 'redirect', to: routeHref('casino-slot-first-deposit', language), status: 302 };
  },
};
