import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { attribute, stolenPath, useAttackerSite } from './support/attacker-site.ts';
import {
  accountButton,
  dialog,
  labelled,
  openSignIn,
  registerFromPage,
  sessionUserId,
} from './support/auth.ts';
import { useBrowser } from './support/browser.ts';
import { waitForHydration } from './support/hydration.ts';
import { asNewPerson, registerPlayer } from './support/sign-in.ts';
import { useSite } from './support/site.ts';

// Issue 9, points 1 and 4, as an attacker tries them from a page of their own in the player's
// browser: forms that post to the site's unsafe endpoints (CSRF), and links that hand the site a
// return URL leading off it (open redirect). The attacker's pages stand on another site
// (127.0.0.2) and on another origin of the same site (127.0.0.1, another port: SameSite=Lax
// cookies go along, so only the CSRF check can refuse).

const site = useSite({ demoSocialProvider: true, trustProxy: '127.0.0.1' });
const attacker = useAttackerSite();
const browser = useBrowser();
const app = () => site.server.app;

/** A person of their own address, signed in on the site's home page in this browser. */
async function signedInPlayer(): Promise<{ page: Page; userId: number }> {
  const page = await browser.newPage();
  await asNewPerson(page);
  await page.goto(`${site.url}/en`);
  await waitForHydration(page);
  await registerFromPage(page);
  await page.reload();
  await waitForHydration(page);
  await accountButton(page).waitFor();
  const userId = await sessionUserId(page);
  if (userId === null) throw new Error('the player is not signed in after registering');
  return { page, userId };
}

/** The attacker's page that posts a form to `action` as soon as it opens. */
function autoPostingPage(action: string, form: { enctype: string; fields: Record<string, string> }): string {
  const inputs = Object.entries(form.fields)
    .map(([name, value]) => `<input type="hidden" name="${attribute(name)}" value="${attribute(value)}">`)
    .join('');
  return attacker.page(
    `<!doctype html><title>You won a free bet</title>` +
      `<form method="post" action="${attribute(action)}" enctype="${form.enctype}">${inputs}</form>` +
      '<script>document.forms[0].submit()</script>',
  );
}

/** The attacker's page with one link to follow. */
function linkPage(href: string): string {
  return attacker.page(
    `<!doctype html><title>Free bets</title><a href="${attribute(href)}">Claim your bonus</a>`,
  );
}

/** Opens the attacker's link page and follows its link, as the player would; waits until the browser left it. */
async function followLink(page: Page, href: string): Promise<void> {
  const linkAt = new URL(`${attacker.crossSite}${linkPage(href)}`);
  await page.goto(linkAt.href);
  await page.getByRole('link', { name: 'Claim your bonus' }).click();
  await page.waitForURL((url) => url.href !== linkAt.href);
}

/** The origin the browser ended on; on the site, once its page is ready for the person. */
async function settledOrigin(page: Page): Promise<string> {
  const { origin } = new URL(page.url());
  if (origin === site.url) await waitForHydration(page);
  return origin;
}

describe('a form on another origin posting to the site’s unsafe endpoints', () => {
  // A cross-site form cannot send JSON or custom headers: its best tries are an empty urlencoded
  // body and text/plain shaped like JSON (`{"x":"="}`).
  const emptyForm = { enctype: 'application/x-www-form-urlencoded', fields: {} };
  const jsonShapedForm = { enctype: 'text/plain', fields: { '{"x":"': '"}' } };
  const unsafeCalls = [
    { path: '/web-api/auth/disconnect', form: emptyForm },
    { path: '/%77eb-api/auth/disconnect', form: emptyForm },
    { path: '/web-api/user/two-factor/setup', form: jsonShapedForm },
    { path: '/%77eb-api/user/two-factor/setup', form: jsonShapedForm },
  ];

  test.each([
    ['another site (127.0.0.2)', () => attacker.crossSite],
    ['another port of the same host (same site, SameSite cookies sent)', () => attacker.sameSite],
  ])('from %s is answered 403, and the player stays signed in', async (_origin, originOf) => {
    const { page, userId } = await signedInPlayer();
    for (const call of unsafeCalls) {
      const answered = page.waitForResponse(
        (response) => response.request().method() === 'POST' && new URL(response.url()).origin === site.url,
      );
      await page.goto(`${originOf()}${autoPostingPage(`${site.url}${call.path}`, call.form)}`);
      const answer = await answered;
      expect(answer.status(), `${call.path} (sent as ${answer.url()})`).toBe(403);
    }

    await page.goto(`${site.url}/en`);
    await waitForHydration(page);
    await accountButton(page).waitFor();
    expect(await sessionUserId(page)).toBe(userId);
  });
});

describe('a link on another site handing the site a hostile return URL', () => {
  /** `return_url` values as the attacker writes them in the link, each aimed at the attacker's site. */
  const hostileReturnUrls = () => {
    const host = new URL(attacker.crossSite).host;
    return [
      ['a backslash after the slash', `/\\${host}${stolenPath}`],
      ['an encoded backslash', `%2F%5C${host}${stolenPath}`],
      ['a protocol-relative URL', `%2F%2F${host}${stolenPath}`],
      ['a tab between the slashes', `%2F%09%2F${host}${stolenPath}`],
      ['a full-width solidus', `%2F%EF%BC%8F%2F${host}${stolenPath}`],
      ['a full-width solidus as typed', `/\uFF0F/${host}${stolenPath}`],
      ['a full-width reverse solidus', `%2F%EF%BC%BC${host}${stolenPath}`],
      ['a double-encoded slash', `%2F%252F%2F${host}${stolenPath}`],
      ['a double-encoded backslash', `%2F%255C${host}${stolenPath}`],
      ['another origin', encodeURIComponent(`${attacker.crossSite}${stolenPath}`)],
    ] as const;
  };

  test('to registration, for a signed-in player, ends on the site’s language root', async () => {
    const { page } = await signedInPlayer();
    // A return URL of the site is followed: the fallback below is the check's doing.
    await followLink(page, `${site.url}/en/registration?return_url=%2Fen%2Fslots`);
    expect(await settledOrigin(page)).toBe(site.url);
    expect(page.url()).toBe(`${site.url}/en/slots`);

    for (const [trick, returnUrl] of hostileReturnUrls()) {
      await followLink(page, `${site.url}/en/registration?return_url=${returnUrl}`);
      expect(await settledOrigin(page), trick).toBe(site.url);
      expect(page.url(), trick).toBe(`${site.url}/en`);
    }
    await accountButton(page).waitFor();
    expect(attacker.stolenVisits).toBe(0);
  });

  test('to social sign-in, cancelled at the provider, comes back to the site', async () => {
    const page = await browser.newPage();
    await asNewPerson(page);
    const startHref = (returnUrl: string) =>
      `${site.url}/social-api/oauth/demo/start?lang=en&return_url=${returnUrl}`;
    const cancelAtProvider = async () => {
      await page
        .getByText('Demo sign-in provider built into Parlay — not a real account provider.')
        .waitFor();
      await page.getByRole('button', { name: 'Cancel' }).click();
      await page.waitForURL((url) => !url.pathname.startsWith('/demo-oidc/'));
    };

    await followLink(page, startHref('%2Fen%2Fslots'));
    await cancelAtProvider();
    expect(await settledOrigin(page)).toBe(site.url);
    await expect.poll(() => page.url()).toBe(`${site.url}/en/slots`);

    for (const [trick, returnUrl] of hostileReturnUrls()) {
      await followLink(page, startHref(returnUrl));
      await cancelAtProvider();
      expect(await settledOrigin(page), trick).toBe(site.url);
      // The page drops ?social_error once it has shown it in the sign-in dialog.
      await expect.poll(() => page.url(), { message: trick }).toBe(`${site.url}/en`);
      await dialog(page, 'Sign in').getByRole('button', { name: 'Close' }).click();
    }
    expect(attacker.stolenVisits).toBe(0);
  });

  test('to a page where the player then signs in, keeps the player on the site', async () => {
    // Each try is a player of their own, signed out, from an address of their own: sign-in
    // throttling counts both.
    const signInAfterFollowing = async (returnUrl: string): Promise<Page> => {
      await browser.context.clearCookies();
      const player = await registerPlayer(app());
      const page = await browser.newPage();
      await asNewPerson(page);
      await followLink(page, `${site.url}/en/information/about?return_url=${returnUrl}`);
      expect(await settledOrigin(page)).toBe(site.url);
      const form = await openSignIn(page);
      await labelled(form, 'Login').fill(player.login);
      await labelled(form, 'Password').fill(player.password);
      await form.getByRole('button', { name: 'Sign in', exact: true }).click();
      await form.waitFor({ state: 'detached' });
      await accountButton(page).waitFor();
      return page;
    };

    // A return URL of the site is where signing in leads (the shell loads its check for it).
    const followed = await signInAfterFollowing('%2Fen%2Fslots');
    await expect.poll(() => followed.url()).toBe(`${site.url}/en/slots`);

    const tricks = new Set([
      'a backslash after the slash',
      'a tab between the slashes',
      'a full-width solidus',
    ]);
    for (const [trick, returnUrl] of hostileReturnUrls().filter(([name]) => tricks.has(name))) {
      const page = await signInAfterFollowing(returnUrl);
      await waitForHydration(page);
      expect(new URL(page.url()).origin, trick).toBe(site.url);
      expect(new URL(page.url()).pathname, trick).toBe('/en/information/about');
      expect(await sessionUserId(page), trick).not.toBeNull();
    }
    expect(attacker.stolenVisits).toBe(0);
  });
});
