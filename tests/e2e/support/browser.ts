import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, type TestContext } from 'vitest';
import { artifactName, artifactsDir } from './paths.ts';

/** Debian's Chromium (never a downloaded browser); CHROME_PATH overrides. */
export const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Without these, Chromium waits on network services this machine cannot reach. */
const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** What went wrong in a page: console errors and uncaught exceptions, as readable lines. */
export interface PageProblems {
  readonly consoleErrors: string[];
  readonly pageErrors: string[];
}

const problemsByPage = new WeakMap<Page, PageProblems>();

/** The console errors and uncaught exceptions of a page opened with `browser.newPage()`. */
export function problemsOf(page: Page): PageProblems {
  const problems = problemsByPage.get(page);
  if (!problems) throw new Error('this page was not opened through the e2e browser harness');
  return problems;
}

/** Both kinds of problems in one list, for `expect(allProblems(page)).toEqual([])`. */
export function allProblems(page: Page): string[] {
  const { consoleErrors, pageErrors } = problemsOf(page);
  return [
    ...consoleErrors.map((text) => `console.error: ${text}`),
    ...pageErrors.map((text) => `page error: ${text}`),
  ];
}

function track(page: Page): Page {
  const problems: PageProblems = { consoleErrors: [], pageErrors: [] };
  problemsByPage.set(page, problems);
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const { url } = message.location();
    problems.consoleErrors.push(url ? `${message.text()} (${url})` : message.text());
  });
  page.on('pageerror', (error) => problems.pageErrors.push(error.stack ?? error.message));
  return page;
}

export interface E2EBrowser {
  /** A new tab; closed after the test, screenshotted first when the test failed. */
  newPage(): Promise<Page>;
  readonly context: BrowserContext;
}

export interface BrowserOptions {
  /** Off: a visitor whose browser runs no scripts (what the server renders is all they get). */
  javaScriptEnabled?: boolean;
}

/**
 * One Chromium for the test file, with a fresh temporary profile. After each test: a full-page
 * screenshot of every page the test opened when it failed (test-artifacts/e2e/<test name>.png),
 * then the pages are closed and cookies cleared, so tests do not see each other's state.
 */
export function useBrowser({ javaScriptEnabled = true }: BrowserOptions = {}): E2EBrowser {
  let profileDir: string | undefined;
  let context: BrowserContext | undefined;
  let openPages: Page[] = [];

  beforeAll(async () => {
    profileDir = await mkdtemp(path.join(tmpdir(), 'parlay-e2e-chromium-'));
    context = await chromium.launchPersistentContext(profileDir, {
      executablePath: chromePath,
      headless: true,
      args: chromiumArgs,
      viewport: { width: 1280, height: 800 },
      locale: 'en-GB',
      javaScriptEnabled,
    });
    // The persistent context opens with one blank tab; tests open their own.
    for (const page of context.pages()) await page.close();
    // The age notice has its own journey; every other journey is a visitor who confirmed their age.
    await context.addInitScript(() => {
      if (!sessionStorage.getItem('e2e:age-notice'))
        localStorage.setItem('parlay:age-confirmed-until', String(Date.now() + 86_400_000));
    });
  });

  afterEach(async (test: TestContext) => {
    const pages = openPages;
    openPages = [];
    const testName = test.task.fullName ?? test.task.name;
    if (test.task.result?.state === 'fail') await screenshotFailure(testName, pages);
    else await removeFailureScreenshots(testName, pages.length);
    for (const page of pages) await page.close().catch(() => {});
    await context?.clearCookies();
  });

  afterAll(async () => {
    await context?.close();
    if (profileDir) await rm(profileDir, { recursive: true, force: true });
  });

  return {
    async newPage() {
      if (!context) throw new Error('the browser starts in beforeAll');
      const page = track(await context.newPage());
      openPages.push(page);
      return page;
    },
    get context() {
      if (!context) throw new Error('the browser starts in beforeAll');
      return context;
    },
  };
}

function failureScreenshotPath(testName: string, index: number, count: number): string {
  const suffix = count > 1 ? `-${index + 1}` : '';
  return path.join(artifactsDir, `${artifactName(testName)}${suffix}.png`);
}

/** A test that passes again leaves no screenshot of an old failure behind. */
async function removeFailureScreenshots(testName: string, count: number): Promise<void> {
  for (let index = 0; index < Math.max(count, 1); index++) {
    await rm(failureScreenshotPath(testName, index, count), { force: true });
  }
}

async function screenshotFailure(testName: string, pages: readonly Page[]): Promise<void> {
  await mkdir(artifactsDir, { recursive: true });
  for (const [index, page] of pages.entries()) {
    if (page.isClosed()) continue;
    const file = failureScreenshotPath(testName, index, pages.length);
    try {
      await page.screenshot({ path: file, fullPage: true, timeout: 10_000 });
      console.error(`e2e: screenshot of the failed test saved to ${path.relative(process.cwd(), file)}`);
    } catch (error) {
      console.error(`e2e: could not take a screenshot for "${testName}":`, error);
    }
  }
}
