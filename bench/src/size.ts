/**
 * `npm run size`: the gzip size of the JavaScript and CSS the home page loads — every script and
 * stylesheet Chromium fetches for /en until the shell marks the page hydrated (module preloads, the
 * import map's shared modules actually imported, the shell, the parts, dynamic imports), each
 * compressed here with gzip level 9 so the figure does not depend on the server's compression.
 * Fails (exit 1) when the JavaScript is over budget. A report, not a test.
 *
 *   node bench/src/size.ts [--path /en]
 */

import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import type { Page, Request, Response } from 'playwright-core';
import { launchChromium } from './chromium.ts';
import { startParlay } from './servers.ts';

/** Budget for the home page's JavaScript, gzip: 120 KB. */
const javaScriptBudget = 120 * 1024;

const { values: args } = parseArgs({ options: { path: { type: 'string', default: '/en' } } });

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
 * What the page has asked for once the shell marks it hydrated (`data-hydrated` on <html>: the
 * shell and every part on the page hydrated): the files it needed to become usable, each waited
 * for until it has arrived. Whatever a person's later action fetches is not counted.
 */
async function loadedUntilHydrated(page: Page, requests: readonly Request[]): Promise<Asset[]> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 });
  const assets = await Promise.all(
    [...requests].map(async (request): Promise<Asset | null> => {
      const response = await request.response();
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

async function main(): Promise<void> {
  const site = await startParlay();
  const browser = await launchChromium().catch(async (error) => {
    await site.close();
    throw error;
  });
  try {
    const page = await browser.context.newPage();
    const requests: Request[] = [];
    page.on('request', (request) => requests.push(request));
    const document = await page.goto(`${site.url}${args.path}`);
    if (document?.status() !== 200) throw new Error(`${args.path} answered ${document?.status()}`);
    const html = await document.body();
    const assets = await loadedUntilHydrated(page, requests);
    const referenced = [
      ...html.toString('utf8').matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="([^"]+\.(?:js|css))"/g),
    ].map((match) => match[1]);
    const inlineScripts = [...html.toString('utf8').matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)]
      .map((match) => match[1] ?? '')
      .join('');
    report(args.path, assets, {
      html: { raw: html.length, gzip: gzip(html) },
      inline: { raw: Buffer.byteLength(inlineScripts), gzip: gzip(Buffer.from(inlineScripts)) },
      referenced: referenced.length,
    });
  } finally {
    await browser.close();
    await site.close();
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function report(
  pagePath: string,
  assets: readonly Asset[],
  page: { html: { raw: number; gzip: number }; inline: { raw: number; gzip: number }; referenced: number },
): void {
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
  const verdict = jsTotal.gzip <= javaScriptBudget ? 'within' : 'OVER';
  console.log(
    `size: JavaScript ${kb(jsTotal.gzip)} gzip (${jsTotal.gzip} bytes) — ${verdict} the budget of ${kb(javaScriptBudget)} (${javaScriptBudget} bytes)`,
  );
  if (jsTotal.gzip > javaScriptBudget) process.exitCode = 1;
}

await main();
