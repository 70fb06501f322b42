import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { PowChallenge } from '@parlay/contract';
import type { Page } from 'playwright-core';
import { rolldown } from 'rolldown';
import { launchChromium } from './chromium.ts';

const solverSource = path.join(import.meta.dirname, '../../packages/client/src/captcha-pow.ts');

/** What the page exposes: the client's `solvePow`, timed inside the page. */
declare global {
  interface Window {
    timedSolvePow(pow: PowChallenge): Promise<{ answer: string; ms: number }>;
  }
}

const page = `<!doctype html><meta charset="utf-8"><title>solver</title>
<script type="module">
import { solvePow } from './captcha-pow.js';
window.timedSolvePow = async (pow) => {
  const started = performance.now();
  const answer = await solvePow(pow);
  return { answer, ms: performance.now() - started };
};
document.title = 'ready';
</script>`;

/** The browser's solver (packages/client captcha-pow.ts and its lazily loaded scrypt chunk), bundled as the site bundles it. */
async function bundleSolver(): Promise<Map<string, string>> {
  const bundle = await rolldown({ input: { 'captcha-pow': solverSource }, platform: 'browser' });
  const { output } = await bundle.generate({ format: 'esm', minify: true });
  await bundle.close();
  const files = new Map<string, string>([['/', page]]);
  for (const file of output) if (file.type === 'chunk') files.set(`/${file.fileName}`, file.code);
  return files;
}

export interface BrowserSolve {
  /** What the page would send to validate. */
  answer: string;
  /** Milliseconds the page waited (performance.now() around solvePow). */
  ms: number;
  /**
   * Milliseconds of CPU the page's main thread used meanwhile (CDP Performance metrics in thread
   * ticks): unlike `ms`, not stretched when other work on the machine takes the core. All of the
   * scrypt work is there; Web Crypto's SHA-256 digests partly run on other threads.
   */
  cpuMs: number;
}

export interface BrowserSolver {
  solve(pow: PowChallenge): Promise<BrowserSolve>;
  /** Slows the page's CPU `rate` times (CDP Emulation.setCPUThrottlingRate; 1 is full speed). */
  throttle(rate: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * Chromium on a loopback page (a secure context, so Web Crypto is there) that loads the bundled
 * solver from a small static server, as the site's own pages load their chunks.
 */
export async function startBrowserSolver(): Promise<BrowserSolver> {
  const files = await bundleSolver();
  const server = createServer((request, response) => {
    const body = files.get(new URL(request.url ?? '/', 'http://loopback').pathname);
    if (body === undefined) return response.writeHead(404).end();
    const type = body === page ? 'text/html' : 'text/javascript';
    response.writeHead(200, { 'content-type': `${type}; charset=utf-8` }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const browser = await launchChromium();
  const tab: Page = await browser.context.newPage();
  await tab.goto(`http://127.0.0.1:${port}/`);
  await tab.waitForFunction(() => document.title === 'ready');
  const devtools = await browser.context.newCDPSession(tab);
  await devtools.send('Performance.enable', { timeDomain: 'threadTicks' });
  const threadSeconds = async () => {
    const { metrics } = await devtools.send('Performance.getMetrics');
    return metrics.find((metric) => metric.name === 'ThreadTime')?.value ?? Number.NaN;
  };
  return {
    async solve(pow) {
      const before = await threadSeconds();
      const { answer, ms } = await tab.evaluate((challenge) => window.timedSolvePow(challenge), pow);
      return { answer, ms, cpuMs: ((await threadSeconds()) - before) * 1000 };
    },
    async throttle(rate) {
      await devtools.send('Emulation.setCPUThrottlingRate', { rate });
    },
    async close() {
      await browser.close();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
