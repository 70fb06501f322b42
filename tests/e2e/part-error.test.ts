import { localPartRegistry } from '@parlay/server/part-registry';
import { afterAll, expect, test } from 'vitest';
import { problemsOf, useBrowser } from './support/browser.ts';
import { waitForHydration } from './support/hydration.ts';
import { type RemotePartServer, recordDescriptor, startRemotePart } from './support/remote-part.ts';
import { useSite } from './support/site.ts';

// The footer served by another team's server that is down: the page still works, the footer
// shows its error state, and its Refresh button brings it back once that server recovers.

/** A healthy site, only to record a real footer descriptor. */
const healthy = useSite();
let remoteFooter: RemotePartServer | undefined;

/** A site whose footer comes from the remote server (503 until it recovers). */
const site = useSite(async () => {
  remoteFooter = await startRemotePart(
    'footer',
    await recordDescriptor(healthy.url, 'footer', { url: '/en', language: 'en' }),
  );
  const local = localPartRegistry();
  const footer = local.find((entry) => entry.name === 'footer');
  if (!footer) throw new Error('the footer is not in the local registry');
  return {
    registry: [
      ...local.filter((entry) => entry !== footer),
      { name: 'footer', kind: 'remote', url: remoteFooter.url, timeoutMs: 2000, optional: true },
      // The replayed descriptor lists the footer's bundles under /parts/footer/ on the page's own
      // origin (the CSP allows scripts from 'self' only): this entry only serves those files.
      { ...footer, name: 'footer-bundles' },
    ],
  };
});
afterAll(async () => {
  await remoteFooter?.close();
});

const browser = useBrowser();

test('a footer that cannot be loaded shows its error state, and Refresh loads it once it is back', async () => {
  const remote = remoteFooter!;
  const page = await browser.newPage();
  const response = await page.goto(`${site.url}/en`);
  expect(response?.status()).toBe(200);
  await waitForHydration(page);

  // The page itself works; the footer says it could not be loaded and offers a refresh.
  await page.getByRole('heading', { level: 1, name: 'Sports betting: line and live' }).waitFor();
  const errorState = page.getByRole('alert').filter({ hasText: 'This section could not be loaded.' });
  await errorState.waitFor();
  expect(await page.getByRole('contentinfo').count()).toBe(0);
  const refresh = errorState.getByRole('button', { name: 'Refresh' });

  // Refresh while the part's server is still down: the shell tries again (first attempt and
  // three retries), then shows the error state again.
  const callsBefore = remote.calls;
  await refresh.click();
  await expect.poll(() => remote.calls, { timeout: 20_000 }).toBeGreaterThanOrEqual(callsBefore + 4);
  await errorState.waitFor();

  // The part's server recovers: Refresh brings the footer, and it works.
  remote.recover();
  await refresh.click();
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'About us' }).waitFor();
  expect(await errorState.count()).toBe(0);
  await footer.getByText('Show more').click();
  await footer.getByText('Show less').waitFor();

  // Failing loads are logged, but nothing was thrown uncaught: the shell never went down.
  expect(problemsOf(page).pageErrors).toEqual([]);
});
