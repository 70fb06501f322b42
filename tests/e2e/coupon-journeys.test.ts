import { describe, expect, test } from 'vitest';
import { seriousAccessibilityViolations } from './support/axe.ts';
import { allProblems, useBrowser } from './support/browser.ts';
import { newPlayerWithMoney } from './support/coupon.ts';
import { useSite } from './support/site.ts';
import { balanceText } from './support/wallet.ts';

// The coupon as a player uses it, in Chromium: a new player with money (a demo deposit) presses
// three prices of the football line, switches the coupon between an express and a system 2/3,
// places it, and finds it in the bet history and on its print page (rendered by the server). The line comes from the
// built-in feed simulator (useSite's liveFeed), the money from the demo payment provider.

const site = useSite({ liveFeed: true, demoPaymentProvider: true });
const browser = useBrowser();

const open = site.open;

describe('coupon journeys', () => {
  test('a player adds three selections, switches express ↔ system 2/3, places it, and finds it in the history and on its print page', async () => {
    const page = await browser.newPage();
    await newPlayerWithMoney(page, open, '500');

    await open(page, '/en/line/football');
    const coupon = page.getByRole('complementary', { name: /Coupon/ });
    // The first open price of three games.
    const games = page.getByRole('main').locator('li:has(button[data-selection-id])');
    for (const index of [0, 1, 2]) {
      const price = games.nth(index).locator('button[data-selection-id]:not([aria-disabled="true"])').first();
      await price.click();
      await expect.poll(() => price.getAttribute('aria-pressed')).toBe('true');
    }
    const bets = coupon.getByRole('list', { name: 'Bets in the coupon' });
    await expect.poll(() => bets.getByRole('listitem').count()).toBe(3);

    const type = coupon.getByLabel('Bet type');
    await expect.poll(() => type.inputValue()).toBe('1');
    await type.selectOption({ label: 'System' });
    await expect.poll(() => coupon.getByLabel('System').inputValue()).toBe('2');
    await expect
      .poll(async () => (await coupon.getByText('Lines').locator('xpath=..').textContent()) ?? '')
      .toMatch(/3$/);
    await type.selectOption({ label: 'Express' });
    await expect.poll(() => coupon.getByLabel('System').count()).toBe(0);
    await type.selectOption({ label: 'System' });
    // The filled coupon, its price buttons pressed, as a screen reader and the contrast rules see it.
    const violations = await seriousAccessibilityViolations(page);
    expect(violations, violations.join('\n\n')).toEqual([]);

    await coupon.getByLabel('Stake, RUB').fill('300');
    await coupon.getByRole('button', { name: 'Place bet' }).click();
    const placed = coupon.getByText(/^Coupon \d+, stake/);
    await placed.waitFor({ timeout: 30_000 });
    const couponId = /Coupon (\d+)/.exec((await placed.textContent()) ?? '')?.[1];
    expect(couponId).toBeDefined();
    await expect.poll(() => balanceText(page)).toBe('Balance ₽200.00');
    await expect.poll(() => bets.count()).toBe(0);

    await open(page, '/en/office/history');
    const card = page.getByRole('article', { name: `Coupon №${couponId} · System 2/3` });
    await card.waitFor();
    expect(await card.getByRole('list', { name: 'Bets of the coupon' }).getByRole('listitem').count()).toBe(
      3,
    );

    // The server renders the coupon for its owner (200): the page hydrates without reading it again.
    const couponReads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/coupon-api/coupons/')) couponReads.push(request.url());
    });
    await open(page, `/en/print-coupon/${couponId}`);
    await page.getByRole('heading', { name: `Coupon №${couponId}` }).waitFor();
    expect(await page.getByRole('table').getByRole('row').count()).toBe(4);
    expect(couponReads).toEqual([]);

    expect(allProblems(page)).toEqual([]);
  });

  test('on the Russian site a player asks a vip bet above the maximum: the stake is held and the history shows it awaiting a trader', async () => {
    const page = await browser.newPage();
    await newPlayerWithMoney(page, open, '1200000');

    // The Russian site offers vip bets (showVipBet); the RUB maximum of a single is 1,000,000.
    await open(page, '/ru/line/football');
    const coupon = page.getByRole('complementary', { name: /Купон/ });
    const price = page
      .getByRole('main')
      .locator('li:has(button[data-selection-id]) button[data-selection-id]:not([aria-disabled="true"])')
      .first();
    await price.click();
    await expect.poll(() => price.getAttribute('aria-pressed')).toBe('true');
    const vip = coupon.getByRole('switch', { name: 'VIP-ставка' });
    await vip.check();
    await coupon.getByLabel('Сумма, RUB').fill('1100000');
    await coupon
      .getByText(/Сумма выше максимальной \(.+\): ставка будет ждать подтверждения трейдера/)
      .waitFor();
    await coupon.getByRole('button', { name: 'Сделать ставку' }).click();
    const sent = coupon.getByText(/^Купон \d+, сумма .+: отправлен трейдеру на подтверждение/);
    await sent.waitFor({ timeout: 30_000 });
    const couponId = /Купон (\d+)/.exec((await sent.textContent()) ?? '')?.[1];
    expect(couponId).toBeDefined();

    await open(page, '/ru/office/history');
    const card = page.getByRole('article', { name: new RegExp(`№${couponId}`) });
    await card
      .getByText(/Ждёт подтверждения трейдера до .+\. Сумма ставки на это время заморожена\./)
      .waitFor();
    await open(page, '/en/office/account');
    // 1,100,000 of the 1,200,000 held until a trader decides.
    await expect.poll(() => balanceText(page)).toBe('Balance ₽100,000.00');
    expect(allProblems(page)).toEqual([]);
  });
});
