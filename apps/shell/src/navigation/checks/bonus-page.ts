import { bonusOfferPairs } from '@parlay/contract/route-groups';
import { routeByName } from '@parlay/contract/route-table';
import { fillPath, languageHref } from '../href.ts';
import { type NavigationCheck, proceed } from '../navigation-types.ts';

const offerFor = new Map(bonusOfferPairs.map(([bonus, offer]) => [bonus, offer]));
const bonusFor = new Map(bonusOfferPairs.map(([bonus, offer]) => [offer, bonus]));

/** Bonus routes become offer routes, or the reverse, as the configuration's promoBonusToOffer says. */
export const bonusPage: NavigationCheck = {
  name: 'bonus page',
  run({ request, language, config }) {
    const name = request.route?.name;
    if (!name) return proceed;
    const target = config.promoBonusToOffer ? offerFor.get(name) : bonusFor.get(name);
    const route = target ? routeByName.get(target) : undefined;
    if (!route) return proceed;
    return {
      kind: 'redirect',
      to: languageHref(language, fillPath(route.path, request.params), request.url.search),
      status: 302,
    };
  },
};
