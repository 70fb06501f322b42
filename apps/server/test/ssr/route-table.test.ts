import { bonusOfferPairs, type RouteDefinition, routeTable, type SiteConfig } from '@parlay/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/test-app.ts';
import { testDatabaseKinds } from '../helpers/test-databases.ts';

/** Values that fit each param's pattern (or any value where the route sets none). */
const sampleValues: Readonly<Record<string, string>> = {
  'line|live': 'line',
  'live|zone': 'live',
  '[0-9]{1,20}': '12345',
  '[0-9]{1,3}': '1',
  socialregistration: 'socialregistration',
  'activate|activatefast': 'activate',
  '[a-z]{2,20}': 'real',
};

function samplePath(route: RouteDefinition): string {
  return route.path
    .split('/')
    .filter((segment) => segment !== '' && !segment.endsWith('?') && segment !== '*')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment;
      const pattern = route.params?.[segment.slice(1)];
      return pattern ? (sampleValues[pattern] ?? 'x') : `sample-${segment.slice(1).toLowerCase()}`;
    })
    .join('/');
}

const availableParts = ['footer', 'info', 'identity', 'office', 'sports'];

/**
 * The status of a sports page the test's empty line cannot fill: one addressed by a sport,
 * championship, team or game answers a real 404, and so does the coupon's print page for a visitor
 * who is not the coupon's owner (here anonymous); the statistics popup without its game is a 400.
 * sports-pages.test.ts renders them with games, print-coupon-page.test.ts with a placed coupon.
 */
function emptyLineStatus(route: RouteDefinition): number | undefined {
  if (route.part !== 'sports') return undefined;
  if (route.name === 'statistic-popup') return 400;
  return /:(sport|champ|game|team|discipline|couponId)(\/|$)/.test(route.path) ? 404 : undefined;
}

describe.each(testDatabaseKinds)('every route of the table, rendered on the server (%s)', (kind) => {
  const context = useTestApp(kind, { pages: { reactBuild: 'production' } });
  const config = async (): Promise<SiteConfig> =>
    (await context.app.inject({ url: '/bff-api/config/all.json?lang=en' })).json();

  it.each(routeTable.map((route) => [route.name, route] as const))(
    '%s answers with its layout, its part and its status',
    async (_name, route) => {
      const site = await config();
      const path = samplePath(route);
      const url = `/en${path ? `/${path}` : ''}`;
      const response = await context.app.inject({ url });

      if (route.redirect?.to !== undefined || route.name === 'user-action') {
        expect(response.statusCode, url).toBe(route.redirect?.status ?? 302);
        expect(response.headers.location).toMatch(/^\/en(\/|$|\?)/);
        return;
      }
      // promoBonusToOffer sends bonus routes to their offer twins, or offer routes to their bonus twins.
      const swapped = bonusOfferPairs.map((pair) => pair[site.promoBonusToOffer ? 0 : 1]);
      if (swapped.includes(route.name)) {
        expect(response.statusCode, url).toBe(302);
        return;
      }
      const hidden =
        (route.guard === 'registration' && (!site.isRegistrationAllowed || site.isVipDomain)) ||
        (route.guard === 'identification' && !site.isIdentificationEnabled) ||
        (route.routeId !== undefined && !site.availableRoutes.includes(route.routeId));
      if (hidden) {
        expect(response.statusCode, url).toBe(404);
        return;
      }
      if (route.name === 'maintenance' && !site.maintenance.isActive) {
        // Off maintenance, its page sends visitors home.
        expect([response.statusCode, response.headers.location]).toEqual([302, '/en']);
        return;
      }
      if (route.auth) {
        expect(response.statusCode, url).toBe(401);
        expect(response.body).toContain(`data-layout="${route.layout}"`);
        return;
      }
      const sportsStatus = emptyLineStatus(route);
      if (sportsStatus !== undefined) {
        expect(response.statusCode, url).toBe(sportsStatus);
        expect(response.body).toContain(`data-layout="${route.layout}"`);
        return;
      }
      // The error page says what went wrong with its status too (seed 001 §2).
      expect(response.statusCode, url).toBe(route.name === 'server-error' ? 500 : 200);
      expect(response.body).toContain(`data-layout="${route.layout}"`);
      expect(response.body).toContain(`data-route="${route.name}"`);
      // Registration is a dialog over the home page (the shell's dialogs), whatever part the route names.
      if (route.name === 'registration') expect(response.body).toContain('id="home-hero-title"');
      else if (route.part && availableParts.includes(route.part))
        expect(response.body).toContain(`data-part-host="${route.part}"`);
      else if (route.part) expect(response.body).toContain(`data-section-part="${route.part}"`);
    },
  );

  it.each(
    routeTable
      .filter((route) => !route.redirect && route.path !== '')
      .map((route) => [route.name, route] as const),
  )('%s without a language prefix is redirected to the visitor’s language', async (_name, route) => {
    const path = samplePath(route);
    const response = await context.app.inject({
      url: `/${path}`,
      headers: { 'accept-language': 'ru-RU,ru;q=0.9' },
    });
    if (response.statusCode === 404) {
      // Pages a guard hides are not found with or without a prefix.
      expect(route.guard ?? route.routeId).toBeDefined();
      return;
    }
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toMatch(/^\/ru\//);
  });
});
