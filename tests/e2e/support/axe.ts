import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { AxeResults, ImpactValue, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';

// axe-core, the accessibility engine Lighthouse runs too, evaluated in the page from the installed
// package: no network, and the page's Content-Security-Policy does not apply to DevTools'
// evaluation (an injected <script> would be refused).

const axeSource = await readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** What fails the check: a person cannot use the page, or hardly (axe's two highest impacts). */
const failingImpacts: readonly ImpactValue[] = ['serious', 'critical'];

/**
 * Waits for the animations under way to end (a dialog fading in, a menu sliding open), so colours
 * and positions are the ones a person reads; endless ones (a spinner) are left turning.
 */
async function animationsDone(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * The serious and critical accessibility violations axe-core finds in the page as it is now, one
 * readable line per element: rule, impact, what is wrong, where (CSS selector), and the markup.
 */
export async function seriousAccessibilityViolations(
  page: Page,
  options: RunOptions = {},
): Promise<string[]> {
  await animationsDone(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const results = await page.evaluate(
    (runOptions) =>
      (
        window as unknown as { axe: { run(context: Document, options: RunOptions): Promise<AxeResults> } }
      ).axe.run(document, { ...runOptions, resultTypes: ['violations'] }),
    options,
  );
  return results.violations
    .filter((violation) => failingImpacts.includes(violation.impact ?? null))
    .flatMap((violation) =>
      violation.nodes.map((node) =>
        [
          `${violation.id} (${violation.impact}): ${violation.help}`,
          `  at ${node.target.join(' ')}: ${node.html.length > 160 ? `${node.html.slice(0, 160)}…` : node.html}`,
          ...(node.failureSummary ?? '').split('\n').map((line) => `  ${line.trim()}`),
        ].join('\n'),
      ),
    );
}
