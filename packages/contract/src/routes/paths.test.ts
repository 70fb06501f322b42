import { describe, expect, it } from 'vitest';
import { informationPages, paths } from './paths.ts';
import { routeHref } from './route-href.ts';

describe('paths for parts', () => {
  it('build the same links as the route table', () => {
    expect(paths.home.getHref('ru')).toBe(routeHref('home', 'ru'));
    expect(paths.line.getHref('en')).toBe(routeHref('line', 'en'));
    expect(paths.live.getHref('en')).toBe(routeHref('live', 'en'));
    expect(paths.slots.getHref('en')).toBe(routeHref('slots', 'en'));
    expect(paths.liveCasino.getHref('en')).toBe(routeHref('live-casino', 'en'));
    expect(paths.results.getHref('en')).toBe(routeHref('results', 'en'));
    expect(paths.results.getHref('en', 'live')).toBe(routeHref('results', 'en', { type: 'live' }));
    expect(paths.champs.getHref('en')).toBe(routeHref('champs', 'en'));
    expect(paths.champs.getHref('en', 7)).toBe(routeHref('champs', 'en', { champId: 7 }));
    expect(paths.championFinal.getHref('en')).toBe(routeHref('champion-final', 'en'));
    expect(paths.multiLive.getHref('en')).toBe(routeHref('multi-live', 'en'));
    expect(paths.bonuses.getHref('en')).toBe(routeHref('bonuses', 'en'));
    expect(paths.forgotPassword.getHref('en')).toBe(routeHref('forgot-password', 'en'));
    expect(paths.printCoupon.getHref('en', 42)).toBe(routeHref('print-coupon', 'en', { couponId: 42 }));
    expect(paths.betHistory.getHref('en')).toBe(routeHref('office-history', 'en'));
    expect(paths.responsibleGaming.getHref('en')).toBe(routeHref('office-responsible', 'en'));
    expect(paths.responsibleGaming.getHref('en', 'self-exclusion')).toBe(
      `${routeHref('office-responsible', 'en')}?view=self-exclusion`,
    );
    expect(paths.information.getHref('en')).toBe(routeHref('information', 'en'));
    expect(paths.rules.getHref('en', 2, 3)).toBe(
      routeHref('information-rules', 'en', { ruleGroup: 2, chapter: 3 }),
    );
    for (const page of informationPages) {
      const name = page === 'rules' ? 'information-rules' : `information-${page.replace('_', '-')}`;
      expect(paths.information.getHref('en', page)).toBe(
        routeHref(name, 'en', page === 'rules' ? { ruleGroup: 1 } : {}),
      );
    }
  });
});
