import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Cookie } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { asNewVisitor, registerFromPage } from './support/auth.ts';
import { useBrowser } from './support/browser.ts';
import { artifactsDir } from './support/paths.ts';
import { useSite } from './support/site.ts';

// Screenshots of the office's pages of a player who deposited and withdrew, on a phone and a wide
// screen, in both themes, kept in test-artifacts/e2e/ for a human to look at; the test checks what
// it can: the page's heading is there and nothing is wider than the screen.

const site = useSite({ demoPaymentProvider: true, trustProxy: '127.0.0.1' });
const browser = useBrowser();

const viewports = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'wide', width: 1440, height: 900 },
] as const;
const themes = [
  { theme: 'light', cookie: '0' },
  { theme: 'dark', cookie: '1' },
] as const;

/** The player's session, and the payments their journey made. */
let session: Cookie[] = [];
let depositId = '';
let withdrawalId = '';

const open = site.open;

beforeAll(async () => {
  await mkdir(artifactsDir, { recursive: true });
  const page = await browser.context.newPage();
  await asNewVisitor(page);
  await open(page, '/en');
  await registerFromPage(page);
  await open(page, '/en/office/recharge');
  await page.getByRole('textbox', { name: 'Amount, RUB' }).fill('1500');
  await page.getByRole('button', { name: 'Go to payment' }).click();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await page.waitForURL(/onpay\/success/);
  depositId = new URL(page.url()).searchParams.get('paymentId') ?? '';
  await page.getByRole('heading', { name: 'Deposit received' }).waitFor();
  await open(page, '/en/office/deduce');
  await page.getByRole('textbox', { name: 'Amount, RUB' }).fill('250');
  await page.getByRole('textbox', { name: 'Card number' }).fill('4111 1111 1111 1111');
  await page.getByRole('button', { name: 'Request withdrawal' }).click();
  await page.waitForURL(/onpay\/withdraw\/pending/);
  withdrawalId = new URL(page.url()).searchParams.get('paymentId') ?? '';
  session = await browser.context.cookies();
  await page.close();
}, 120_000);

const pages = [
  { name: 'account', path: () => '/en/office/account', heading: 'My account', ready: 'Wallets' },
  { name: 'recharge', path: () => '/en/office/recharge', heading: 'Deposit', ready: 'Go to payment' },
  { name: 'deduce', path: () => '/en/office/deduce', heading: 'Withdraw funds', ready: 'Request withdrawal' },
  { name: 'historypay', path: () => '/en/office/historypay', heading: 'Payment history', ready: 'Date' },
  {
    name: 'responsible',
    path: () => '/en/office/responsible',
    heading: 'Responsible gaming',
    ready: 'Take a break',
  },
  {
    name: 'self-exclusion',
    path: () => '/en/office/responsible?view=self-exclusion',
    heading: 'Self-exclusion',
    ready: 'What will happen',
  },
  {
    name: 'onpay-success',
    path: () => `/en/onpay/success?paymentId=${depositId}`,
    heading: 'Deposit received',
    ready: 'Payment number',
  },
  {
    name: 'onpay-withdraw-pending',
    path: () => `/en/onpay/withdraw/pending?paymentId=${withdrawalId}`,
    heading: 'Withdrawal requested',
    ready: 'Payment number',
  },
] as const;

describe.each(viewports)('on a $name screen ($width×$height)', (viewport) => {
  test.each(themes.flatMap((theme) => pages.map((page) => ({ ...page, ...theme }))))(
    'the office’s $name page in the $theme theme fits the screen',
    async (kind) => {
      await browser.context.addCookies([
        ...session,
        { name: 'app_theme', value: kind.cookie, url: site.url },
      ]);
      const page = await browser.newPage();
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await open(page, kind.path());
      await page.getByRole('heading', { level: 1, name: kind.heading, exact: true }).waitFor();
      await page.getByText(kind.ready, { exact: true }).first().waitFor();
      // The default layout's header shows the balance (the result pages have the empty layout).
      if (!kind.name.startsWith('onpay')) await page.getByRole('banner').getByText(/₽/).first().waitFor();
      const file = path.join(artifactsDir, `office-${kind.name}-${viewport.name}-${kind.theme}.png`);
      await page.screenshot({ path: file, fullPage: true });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    },
  );
});

describe.each(viewports)('the recharge modal on a $name screen', (viewport) => {
  test.each(themes)('in the $theme theme fits the screen', async ({ theme, cookie }) => {
    const { siteConfig } = site.server.app;
    const before = await siteConfig.getValues('isRechargeModal');
    await siteConfig.setValue('isRechargeModal', true);
    try {
      await browser.context.addCookies([...session, { name: 'app_theme', value: cookie, url: site.url }]);
      const page = await browser.newPage();
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await open(page, '/en/information/about');
      await page.getByRole('banner').getByRole('button', { name: 'Deposit' }).click();
      const modal = page.getByRole('dialog', { name: 'Deposit' });
      await modal.getByRole('button', { name: 'Go to payment' }).waitFor();
      await page.screenshot({
        path: path.join(artifactsDir, `office-recharge-modal-${viewport.name}-${theme}.png`),
      });
      const box = await modal.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= viewport.width).toBe(true);
    } finally {
      for (const [lang, stored] of Object.entries(before))
        await siteConfig.setValue('isRechargeModal', stored, lang);
    }
  });
});
