import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/test-app.ts';
import { testDatabaseKinds } from '../helpers/test-databases.ts';
import { newGame, openLine, place, playerWith, testClock } from '../modules/coupon/coupon-helpers.ts';
import type { Player } from '../modules/payments/payments-helpers.ts';

/** The page's text content, tags dropped (what a reader without JavaScript reads). */
const textOf = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, '').replace(/<[^>]+>/g, ' ');

describe.each(testDatabaseKinds)('the print-coupon page, rendered for its owner alone (%s)', (kind) => {
  const clock = testClock();
  const context = useTestApp(kind, {
    pages: { reactBuild: 'production' },
    sportsbook: { now: clock.now },
    coupon: { now: clock.now, placement: { betDelayMs: 0 } },
  });
  let owner: Player;
  let couponId: number;
  let gameName: string;

  beforeAll(async () => {
    const sequence = await openLine(context.app, clock);
    const game = await newGame(context.app, sequence, clock);
    owner = await playerWith(context.app, '1000');
    const placed = await place(owner, { typeId: 0, amount: '150', bets: [{ id: game.home, coef: 1.85 }] });
    expect(placed.statusCode, placed.body).toBe(200);
    couponId = placed.json().successCoupon.id;
    const read = await owner.client.get(`/coupon-api/coupons/${couponId}?lang=en`);
    gameName = read.json().coupon.legs[0].gameName;
  });

  const printPath = () => `/en/print-coupon/${couponId}`;
  const descriptorOf = (player: Player, url: string) =>
    player.client.post(
      '/mf/sports',
      { url, language: 'en', components: ['sports'] },
      { headers: { 'mf-render-mode': 'json', 'mf-api-version': 'v2' } },
    );

  it('answers its owner 200 with the coupon in the page, kept by no cache', async () => {
    const response = await owner.client.get(printPath(), { bare: true });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const text = textOf(response.body);
    expect(text).toContain(`Coupon №${couponId}`);
    expect(text).toContain(gameName);
    expect(text).toMatch(/150\.00/);
    // The coupon travels in the part's state: the browser hydrates it without reading it again.
    expect(response.body).toContain(`"coupon":{"id":${couponId},`);
  });

  it('answers 404 to another player, to a signed-out visitor and for a coupon that does not exist', async () => {
    const other = await playerWith(context.app, '10');
    for (const [who, response] of [
      ['another player', await other.client.get(printPath(), { bare: true })],
      ['a signed-out visitor', await context.app.inject({ url: printPath() })],
      [
        'its owner, another id',
        await owner.client.get(`/en/print-coupon/${couponId + 1000}`, { bare: true }),
      ],
    ] as const) {
      expect(response.statusCode, who).toBe(404);
      expect(textOf(response.body), who).not.toContain(gameName);
      expect(response.body, who).not.toContain('"coupon":{');
    }
  });

  it('gives the shell navigating in the browser the same answers through the descriptor call', async () => {
    const own = await descriptorOf(owner, printPath());
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect(textOf(own.json().body)).toContain(gameName);
    const other = await playerWith(context.app, '10');
    const refused = await descriptorOf(other, printPath());
    expect(refused.statusCode).toBe(404);
    expect(textOf(refused.json().body)).not.toContain(gameName);
  });

  it('still keeps a line page to the browser’s own revalidation only', async () => {
    const response = await owner.client.get('/en/line', { bare: true });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-cache');
  });
});
