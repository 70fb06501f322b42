/**
 * `npm run size`: the gzip size of the JavaScript and CSS each measured page loads — every script
 * and stylesheet Chromium fetches until the shell marks the page hydrated (module preloads, the
 * import map's shared modules actually imported, the shell, the parts, dynamic imports), each
 * compressed here with gzip level 9 so the figure does not depend on the server's compression.
 * The pages: home (120 KB of JavaScript, with its top live and top line blocks) and a live and a
 * line sports page (160 KB each), measured with the feed role running so the sports pages show
 * games. Fails (exit 1) when a page's JavaScript is over its budget. A report, not a test.
 *
 *   node bench/src/size.ts [--path /en/live/football]   (one page only; its budget, else 160 KB)
 */

import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import type { BrowserContext, Page, Request, Response } from 'playwright-core';
import { launchChromium } from './chromium.ts';
import { startParlay } from './servers.ts';

const kilobytes = 1024;

/** The pages measured and the budget of each one's JavaScript, gzip (issue 11). */
const pages = [
  { path: '/en', budget: 120 * kilobytes },
  { path: '/en/live/football', budget: 160 * kilobytes },
  { path: '/en/line/football', budget: 160 * kilobytes },
] as const;
const sportsPageBudget = 160 * kilobytes;

const { values: args } = parseArgs({ options: { path: { type: 'string' } } });

type Kind = 'js' | 'css';
interface Asset {
  path: string;
  kind: Kind;
  group: string;
  raw: number;
  gzip: number;
}

/** vendor (shared React, react-dom, React Router), shell, or the part that owns the file. */
function groupOf(pathname: string): string {
  if (pathname.startsWith('/vendor')) return 'vendor (shared React / React Router)';
  const part = /^\/parts\/([^/]+)\//.exec(pathname)?.[1];
  if (part) return `part ${part}`;
  return 'shell';
}

function kindOf(response: Response): Kind | null {
  const type = response.headers()['content-type'] ?? '';
  const { pathname } = new URL(response.url());
  if (/javascript/.test(type) || pathname.endsWith('.js')) return 'js';
  if (/text\/css/.test(type) || pathname.endsWith('.css')) return 'css';
  return null;
}

const gzip = (bytes: Buffer) => gzipSync(bytes, { level: 9 }).length;

/**
 * Records in the page the moment the shell marks it hydrated (the browser's clock, as request
 * timings are): the requests the page starts later are not part of becoming usable, however soon
 * the measuring side hears of the mark.
 */
function recordHydrationMoment(): void {
  const record = () => {
    if (!document.documentElement?.hasAttribute('data-hydrated')) return false;
    Object.assign(window, { parlayHydratedAt: performance.timeOrigin + performance.now() });
    return true;
  };
  const observer = new MutationObserver(() => {
    if (record()) observer.disconnect();
  });
  observer.observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] });
}

/**
 * What the page asked for until the shell marked it hydrated (`data-hydrated` on <html>: the
 * shell and every part on the page hydrated): the files it needed to become usable, each waited
 * for until it has arrived. What it starts after the mark (the live feed's first re-read, a
 * person's later action) is listed apart and not counted.
 */
async function loadedUntilHydrated(page: Page, requests: readonly Request[]): Promise<Asset[]> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 });
  const hydratedAt = await page.evaluate(() => (window as { parlayHydratedAt?: number }).parlayHydratedAt);
  if (hydratedAt === undefined) throw new Error('the moment of hydration was not recorded');
  const assets = await Promise.all(
    [...requests].map(async (request): Promise<Asset | null> => {
      const response = await request.response();
      if (request.timing().startTime > hydratedAt) {
        if (response && kindOf(response))
          console.log(`size: after hydration, not counted: ${new URL(request.url()).pathname}`);
        return null;
      }
      const kind = response && kindOf(response);
      if (!response || !kind || response.status() !== 200) return null;
      const body = await response.body().catch(() => null);
      if (!body) return null;
      const { pathname } = new URL(response.url());
      return { path: pathname, kind, group: groupOf(pathname), raw: body.length, gzip: gzip(body) };
    }),
  );
  return assets.filter((asset): asset is Asset => asset !== null);
}

interface Measured {
  path: string;
  budget: number;
  javaScript: number;
}

async function measure(context: BrowserContext, siteUrl: string, pagePath: string, budget: number) {
  const page = await context.newPage();
  try {
    const requests: Request[] = [];
    page.on('request', (request) => requests.push(request));
    await page.addInitScript(recordHydrationMoment);
    const document = await page.goto(`${siteUrl}${pagePath}`);
    if (document?.status() !== 200) throw new Error(`${pagePath} answered ${document?.status()}`);
    const html = await document.body();
    const assets = await loadedUntilHydrated(page, requests);
    const referenced = [
      ...html.toString('utf8').matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="([^"]+\.(?:js|css))"/g),
    ].map((match) => match[1]);
    const inlineScripts = [...html.toString('utf8').matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)]
      .map((match) => match[1] ?? '')
      .join('');
    return report(pagePath, budget, assets, {
      html: { raw: html.length, gzip: gzip(html) },
      inline: { raw: Buffer.byteLength(inlineScripts), gzip: gzip(Buffer.from(inlineScripts)) },
      referenced: referenced.length,
    });
  } finally {
    await page.close();
  }
}

async function main(): Promise<void> {
  const measured = args.path
    ? [pages.find((page) => page.path === args.path) ?? { path: args.path, budget: sportsPageBudget }]
    : pages;
  const site = await startParlay();
  const browser = await launchChromium().catch(async (error) => {
    await site.close();
    throw error;
  });
  try {
    const results: Measured[] = [];
    for (const { path: pagePath, budget } of measured)
      results.push(await measure(browser.context, site.url, pagePath, budget));
    summary(results);
  } finally {
    await browser.close();
    await site.close();
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function report(
  pagePath: string,
  budget: number,
  assets: readonly Asset[],
  page: { html: { raw: number; gzip: number }; inline: { raw: number; gzip: number }; referenced: number },
): Measured {
  const files = [...assets].sort(
    (a, b) => a.kind.localeCompare(b.kind) || a.group.localeCompare(b.group) || b.gzip - a.gzip,
  );
  const width = Math.max(52, ...files.map((file) => file.path.length));
  const line = (label: string, raw: number, gzipped: number) =>
    `${label.padEnd(width)}  ${kb(raw).padStart(10)}  ${kb(gzipped).padStart(10)}`;

  console.log(`size: what ${pagePath} loads in Chromium, gzip level 9`);
  console.log('');
  console.log(`${'file'.padEnd(width)}  ${'raw'.padStart(10)}  ${'gzip'.padStart(10)}`);
  for (const file of files) console.log(line(file.path, file.raw, file.gzip));

  const sum = (list: readonly Asset[]) => ({
    raw: list.reduce((total, file) => total + file.raw, 0),
    gzip: list.reduce((total, file) => total + file.gzip, 0),
  });
  const javaScript = files.filter((file) => file.kind === 'js');
  const css = files.filter((file) => file.kind === 'css');
  console.log('');
  console.log(`${'group'.padEnd(width)}  ${'raw'.padStart(10)}  ${'gzip'.padStart(10)}`);
  for (const group of [...new Set(javaScript.map((file) => file.group))]) {
    const total = sum(javaScript.filter((file) => file.group === group));
    console.log(line(`JavaScript: ${group}`, total.raw, total.gzip));
  }
  const jsTotal = sum(javaScript);
  const cssTotal = sum(css);
  console.log(line('JavaScript total', jsTotal.raw, jsTotal.gzip));
  console.log(line('CSS total', cssTotal.raw, cssTotal.gzip));
  console.log(line('HTML document (for reference)', page.html.raw, page.html.gzip));
  console.log(
    line('  of which inline scripts (import map, initial data)', page.inline.raw, page.inline.gzip),
  );
  console.log('');
  console.log(
    `size: ${javaScript.length} JavaScript and ${css.length} CSS files loaded (${page.referenced} named in the HTML, the rest imported by them)`,
  );
  console.log('');
  return { path: pagePath, budget, javaScript: jsTotal.gzip };
}

/** Each page's JavaScript against its budget, side by side; exit 1 when one is over. */
function summary(results: readonly Measured[]): void {
  const width = Math.max(24, ...results.map((result) => result.path.length));
  console.log(`${'page'.padEnd(width)}  ${'JavaScript gzip'.padStart(22)}  ${'budget'.padStart(22)}`);
  for (const { path: pagePath, budget, javaScript } of results) {
    const verdict = javaScript <= budget ? 'within' : 'OVER';
    console.log(
      `${pagePath.padEnd(width)}  ${`${kb(javaScript)} (${javaScript})`.padStart(22)}  ${`${kb(budget)} (${budget})`.padStart(22)}  ${verdict}`,
    );
    if (javaScript > budget) process.exitCode = 1;
  }
}

await main();
