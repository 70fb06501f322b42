import type { Locator, Page, Request } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import {
  accountButton,
  dialog,
  headerSignIn,
  labelled,
  openSignIn,
  sessionUserId,
  signOut,
  uniqueEmail,
} from './support/auth.ts';
import { allProblems, useBrowser } from './support/browser.ts';
import { waitForHydration } from './support/hydration.ts';
import { readNewestCode, readNewestMessage } from './support/outbox.ts';
import {
  asNewPerson,
  authenticatorCode,
  registerPlayer,
  registerPlayerWithEmail,
  registerPlayerWithPhone,
  registerPlayerWithTwoStep,
  sendRegistrationSms,
  withoutExpectedFailures,
} from './support/sign-in.ts';
import { useSite } from './support/site.ts';

// Every way of signing in, in Chromium, as a person does it: the header's "Sign in", the dialog's
// tabs and fields, codes read on /debugger in another tab, links followed from the email. The
// accounts are made through the API first (the registration journeys test making them in the UI).
// Each journey is a person of their own address (see asNewPerson): the site trusts 127.0.0.1 as
// its proxy, as behind a CDN.

const site = useSite({ demoSocialProvider: true, trustProxy: '127.0.0.1' });
const browser = useBrowser();
const app = () => site.server.app;

async function openAsNewPerson(path = '/en/information/about'): Promise<Page> {
  const page = await browser.newPage();
  await asNewPerson(page);
  const response = await page.goto(`${site.url}${path}`);
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
  return page;
}

/** The texts that describe an input (hint, error), as a screen reader reads them with it. */
function description(input: Locator): Promise<string> {
  return input.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .map((id) => (id ? (document.getElementById(id)?.textContent ?? '') : ''))
      .join(' '),
  );
}

function submitButton(scope: Locator, name = 'Sign in'): Locator {
  return scope.getByRole('button', { name, exact: true });
}

/** Marks, in the page, that a text was ever on screen: a check that passes in a blink still counts. */
async function watchForText(page: Page, text: string): Promise<() => Promise<boolean>> {
  const flag = `__e2eSaw_${Math.random().toString(36).slice(2)}`;
  await page.evaluate(
    ({ flag, text }) => {
      const record = window as unknown as Record<string, boolean>;
      record[flag] = false;
      const observer = new MutationObserver(() => {
        if (document.body.textContent?.includes(text)) {
          record[flag] = true;
          observer.disconnect();
        }
      });
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    },
    { flag, text },
  );
  return () => page.evaluate((flag) => (window as unknown as Record<string, boolean>)[flag] === true, flag);
}

describe('with a password', () => {
  test('login and password: a wrong password is refused in the dialog, the right one signs in', async () => {
    const player = await registerPlayer(app());
    const page = await openAsNewPerson();
    const signIn = await openSignIn(page);
    const login = signIn.getByRole('textbox', { name: 'Login' });
    const password = labelled(signIn, 'Password');

    await login.fill(player.login);
    await password.fill(`${player.password}-wrong`);
    await submitButton(signIn).click();
    await signIn.getByRole('alert').filter({ hasText: 'Wrong login or password.' }).waitFor();
    await expect.poll(() => password.getAttribute('aria-invalid')).toBe('true');
    expect(await description(password)).toContain('Check the password.');
    expect(await sessionUserId(page)).toBeNull();

    await password.fill(player.password);
    await submitButton(signIn).click();
    await signIn.waitFor({ state: 'detached' });
    await accountButton(page, player.login).waitFor();
    expect(await sessionUserId(page)).toBe(player.userId);
    expect(withoutExpectedFailures(allProblems(page), [400])).toEqual([]);
  });

  test('phone and password: the Phone tab signs in the account registered with that phone', async () => {
    const player = await registerPlayerWithPhone(app());
    const page = await openAsNewPerson();
    const signIn = await openSignIn(page);
    await signIn.getByRole('tab', { name: 'Phone' }).click();
    // The visitor's country (Russia, the default) gives the calling code.
    expect(await signIn.getByRole('combobox', { name: 'Country code' }).textContent()).toContain('+7');
    await signIn.getByRole('textbox', { name: 'Phone number' }).fill(player.phoneNumber);
    await labelled(signIn, 'Password').fill(player.password);
    await submitButton(signIn).click();

    await signIn.waitFor({ state: 'detached' });
    await accountButton(page, player.login).waitFor();
    expect(await sessionUserId(page)).toBe(player.userId);
    expect(allProblems(page)).toEqual([]);
  });
});

describe('with a code', () => {
  test('SMS code: the code sent to the phone, read on /debugger, signs in', async () => {
    const player = await registerPlayerWithPhone(app());
    const page = await openAsNewPerson();
    const signIn = await openSignIn(page);
    await signIn.getByRole('tab', { name: 'SMS code' }).click();
    await signIn.getByRole('textbox', { name: 'Phone number' }).fill(player.phoneNumber);
    // The registration code went to this phone moments ago: a second code to the same number
    // within 10 minutes costs the hard proof of work (113), which the browser solves by itself.
    const sawCheck = await watchForText(page, 'Checking your browser…');
    await submitButton(signIn, 'Send code').click();
    await signIn
      .getByRole('status')
      .filter({ hasText: `We sent a code to +7 ${player.phoneNumber}.` })
      .waitFor();
    expect(await sawCheck()).toBe(true);

    const code = await readNewestCode(browser, {
      siteUrl: site.url,
      recipient: `7${player.phoneNumber}`,
      subject: 'Sign-in code',
    });
    await signIn.getByRole('textbox', { name: 'Code from the SMS' }).fill(code);
    await submitButton(signIn).click();

    await signIn.waitFor({ state: 'detached' });
    await accountButton(page, player.login).waitFor();
    expect(await sessionUserId(page)).toBe(player.userId);
    // The first send answered 400 CAPTCHA_REQUIRED before the check.
    expect(withoutExpectedFailures(allProblems(page), [400])).toEqual([]);
  });

  test('two-step: after the password the dialog asks for the authenticator code, which signs in', async () => {
    const player = await registerPlayerWithTwoStep(app());
    const page = await openAsNewPerson();
    const signIn = await openSignIn(page);
    await signIn.getByRole('textbox', { name: 'Login' }).fill(player.login);
    await labelled(signIn, 'Password').fill(player.password);
    await submitButton(signIn).click();

    const twoStep = dialog(page, 'Two-step verification');
    await twoStep.getByText('Enter the 6-digit code from your authenticator app.').waitFor();
    // The password alone signs nobody in.
    expect(await sessionUserId(page)).toBeNull();
    await twoStep
      .getByRole('textbox', { name: 'Verification code' })
      .fill(await authenticatorCode(player.secret));
    await submitButton(twoStep, 'Confirm').click();

    await twoStep.waitFor({ state: 'detached' });
    await accountButton(page, player.login).waitFor();
    expect(await sessionUserId(page)).toBe(player.userId);
    expect(allProblems(page)).toEqual([]);
  });
});

describe('with a link or a provider', () => {
  test('sign-in link: asked for in the sign-in dialog, the link in the email signs in once; followed again the dialog says it cannot', async () => {
    const player = await registerPlayerWithEmail(app());
    const person = await openAsNewPerson();
    const signIn = await openSignIn(person);
    await signIn.getByRole('button', { name: 'Email me a sign-in link' }).click();
    await signIn.getByRole('textbox', { name: 'E-mail' }).fill(player.email);
    await submitButton(signIn, 'Send link').click();
    await signIn
      .getByRole('status')
      .filter({ hasText: "If an account uses this e-mail, we've sent a sign-in link there." })
      .waitFor();
    expect(allProblems(person)).toEqual([]);

    const email = await readNewestMessage(browser, {
      siteUrl: site.url,
      recipient: player.email,
      subject: 'Your Parlay sign-in link',
    });
    const link = email.message.getByRole('link', { name: /method_id=1/ });
    const href = await link.getAttribute('href');
    expect(href).toMatch(new RegExp(`^${site.url}/en\\?method_id=1&token=[\\w-]+&sign=[\\w-]+$`));
    const page = email.tab;
    await link.click();

    await accountButton(page, player.login).waitFor();
    expect(await sessionUserId(page)).toBe(player.userId);
    // The one-time link does not stay in the address bar (nor in the history, for the next person).
    await expect.poll(() => page.url()).toBe(`${site.url}/en`);
    expect(allProblems(page)).toEqual([]);

    await signOut(page);
    await page.goto(href ?? '');
    await waitForHydration(page);
    // A used link says so in the sign-in dialog, which offers the other ways in.
    const again = dialog(page, 'Sign in');
    await expect
      .poll(() => again.getByRole('alert').textContent())
      .toBe('This sign-in link is not valid or was already used. Ask for a new one.');
    await expect.poll(() => page.url()).toBe(`${site.url}/en`);
    await again.getByRole('button', { name: 'Close' }).click();
    await headerSignIn(page).waitFor();
    expect(await sessionUserId(page)).toBeNull();
    expect(withoutExpectedFailures(allProblems(page), [400])).toEqual([]);
  });

  test('demo provider: a player registered through it signs in again with Continue', async () => {
    const page = await openAsNewPerson();
    const email = uniqueEmail('demo-social');

    async function continueWithDemoProvider(): Promise<void> {
      const signIn = await openSignIn(page);
      await signIn.getByRole('link', { name: 'Continue with Demo provider' }).click();
      await page
        .getByText('Demo sign-in provider built into Parlay — not a real account provider.')
        .waitFor();
      await page.getByLabel('Email').fill(email);
      await page.getByRole('button', { name: 'Continue' }).click();
    }

    // The first time, the identity is new: the site offers to register with it.
    await continueWithDemoProvider();
    await page.waitForURL(`${site.url}/en/registration/socialregistration`);
    await waitForHydration(page);
    const registration = dialog(page, 'Create account');
    await registration.getByText(email).waitFor();
    await submitButton(registration, 'Register').click();
    // Registered and signed in: the page moves on to home, the dialog says the account is ready.
    await page.waitForURL(`${site.url}/en`);
    const done = dialog(page, 'Your account is ready');
    await done.getByRole('button', { name: 'Continue' }).click();
    await done.waitFor({ state: 'detached' });
    const account = accountButton(page);
    await account.waitFor();
    const userId = await sessionUserId(page);
    expect(userId).not.toBeNull();
    const accountName = await account.getAttribute('aria-label');

    await signOut(page);
    expect(await sessionUserId(page)).toBeNull();

    // Linked now: Continue signs the same account in, back on the page the sign-in started from.
    await continueWithDemoProvider();
    await page.waitForURL(`${site.url}/en`);
    await waitForHydration(page);
    await account.waitFor();
    expect(await account.getAttribute('aria-label')).toBe(accountName);
    expect(await sessionUserId(page)).toBe(userId);
    // The registration dialog looked for a pending identity before there was one (404).
    expect(withoutExpectedFailures(allProblems(page), [404])).toEqual([]);
  });
  test('demo provider: Cancel at the provider comes back to the page, where the sign-in dialog says so', async () => {
    const page = await browser.newPage();
    await page.goto(`${site.url}/en/information/about`);
    await waitForHydration(page);
    const signIn = await openSignIn(page);
    await signIn.getByRole('link', { name: 'Continue with Demo provider' }).click();
    await page.getByRole('button', { name: 'Cancel' }).click();

    // The callback sends the browser back with ?social_error=denied, which the page reads and drops.
    const back = dialog(page, 'Sign in');
    await expect
      .poll(() => back.getByRole('alert').textContent())
      .toBe('The sign-in through the social network was cancelled.');
    // The error is about that attempt: it leaves the address, so a reload does not say it again.
    await expect.poll(() => page.url()).toBe(`${site.url}/en/information/about`);
    expect(await sessionUserId(page)).toBeNull();
    expect(allProblems(page)).toEqual([]);
  });
});

describe('when something stands in the way', () => {
  test('after three wrong passwords the browser check runs by itself; after six a longer check that says it takes a few seconds, and closing it abandons the sign-in', async () => {
    const player = await registerPlayer(app());
    const page = await openAsNewPerson();
    const signIn = await openSignIn(page);
    const password = labelled(signIn, 'Password');
    await signIn.getByRole('textbox', { name: 'Login' }).fill(player.login);

    const signInRequests: Request[] = [];
    const challenges: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/web-api/auth/login') signInRequests.push(request);
      if (url.pathname === '/web-api/captcha/update') challenges.push(url.searchParams.get('code') ?? '');
    });
    const wrongPasswordShown = signIn.getByRole('alert').filter({ hasText: 'Wrong login or password.' });

    async function tryWrongPassword(attempt: number): Promise<void> {
      await password.fill(`wrong-${attempt}`);
      // From the fourth attempt on, the answer that counts is the one to the repeated request.
      const [response] = await Promise.all([
        page.waitForResponse(
          (response) =>
            new URL(response.url()).pathname === '/web-api/auth/login' &&
            (response.request().headers()['x-captcha'] !== undefined) === attempt > 3,
        ),
        submitButton(signIn).click(),
      ]);
      expect(response.status()).toBe(400);
      expect(((await response.json()) as { code: string }).code).toBe('INVALID_CREDENTIALS');
      await wrongPasswordShown.waitFor();
    }

    for (let attempt = 1; attempt <= 3; attempt++) await tryWrongPassword(attempt);
    expect(signInRequests.map((request) => request.headers()['x-captcha'])).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
    expect(challenges).toEqual([]);

    // Attempts 4 to 6: the server asks for the proof of work, the browser solves it while
    // "Checking your browser…" shows, and the same sign-in goes again with the captcha token.
    for (let attempt = 4; attempt <= 6; attempt++) {
      const sawCheck = await watchForText(page, 'Checking your browser…');
      await tryWrongPassword(attempt);
      expect(await sawCheck()).toBe(true);
      await dialog(page, 'Security check').waitFor({ state: 'detached' });
    }
    expect(challenges).toEqual(['100', '100', '100']);
    expect(signInRequests).toHaveLength(3 + 3 * 2);

    // The seventh attempt: the longer check (111), a memory-hard proof of work with nothing to read
    // or type. Its answer is held on the way to the server, so the dialog is still open to close.
    let releaseAnswer = () => {};
    const answerHeld = new Promise<void>((resolve) => {
      releaseAnswer = resolve;
    });
    await page.route('**/web-api/captcha/validate', async (route) => {
      await answerHeld;
      await route.continue();
    });
    const answerSent = page.waitForRequest(
      (request) => new URL(request.url()).pathname === '/web-api/captcha/validate',
    );
    await password.fill(player.password);
    await submitButton(signIn).click();
    const captcha = dialog(page, 'Security check');
    await captcha
      .getByText('Your device is solving a short puzzle that keeps programs from guessing passwords.', {
        exact: false,
      })
      .waitFor();
    expect(await captcha.getByRole('textbox').count()).toBe(0);
    // The browser found it by itself: the answer is the 32-byte scrypt key, in hex.
    expect((await answerSent).postDataJSON()).toMatchObject({
      captcha: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(challenges.at(-1)).toBe('111');
    const sentBeforeClosing = signInRequests.length;

    await captcha.getByRole('button', { name: 'Close' }).click();
    await captcha.waitFor({ state: 'detached' });
    // The answer arrives after the dialog has gone: the page ignores it.
    const answered = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/web-api/captcha/validate',
    );
    releaseAnswer();
    await answered;
    // Abandoned: the sign-in is not sent again, nobody is signed in, the form is there to try again.
    await signIn.waitFor();
    // The form stops waiting once the abandoned call has given up: nothing is sent after that.
    await expect.poll(() => submitButton(signIn).getAttribute('aria-busy')).toBeNull();
    expect(signInRequests).toHaveLength(sentBeforeClosing);
    expect(await sessionUserId(page)).toBeNull();
    expect(await submitButton(signIn).isEnabled()).toBe(true);
    expect(withoutExpectedFailures(allProblems(page), [400])).toEqual([]);
  });

  test('a token-carrying call answered 401 gets a fresh token and is sent once more; the page shows its data', async () => {
    const player = await registerPlayer(app());
    const recipient = await sendRegistrationSms(app());
    const page = await openAsNewPerson();
    const signIn = await openSignIn(page);
    await signIn.getByRole('textbox', { name: 'Login' }).fill(player.login);
    await labelled(signIn, 'Password').fill(player.password);
    await submitButton(signIn).click();
    await accountButton(page, player.login).waitFor();

    // The signed-in page fetches the user's token on load; calls after that carry it.
    const firstToken = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/web-api/user/gettoken' && response.ok(),
    );
    await page.goto(`${site.url}/en/debugger`);
    await waitForHydration(page);
    await firstToken;
    await page.getByText(/^Updated at /).waitFor();
    await page.getByRole('checkbox', { name: /Refresh every/ }).uncheck();
    await page.getByRole('searchbox', { name: 'Recipient' }).fill(recipient);

    const seen: { path: string; authorization: string | undefined; status?: number }[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/web-api/debugger/outbox' || url.pathname === '/web-api/user/gettoken')
        seen.push({ path: `${url.pathname}${url.search}`, authorization: request.headers().authorization });
    });
    let refused = false;
    await page.route('**/web-api/debugger/outbox*', async (route) => {
      if (refused) return route.fallback();
      refused = true;
      // As the server answers a token it no longer takes (expired, or its session rotated).
      await route.fulfill({
        status: 401,
        contentType: 'application/json',
        body: JSON.stringify({ status: 401, code: 'UNAUTHORIZED', messageKey: 'main_unauthorized' }),
      });
    });

    await page.getByRole('button', { name: 'Refresh', exact: true }).click();
    const list = page.getByRole('list', { name: 'Messages' });
    await list.getByRole('article').filter({ hasText: 'Registration code' }).waitFor();
    await expect.poll(() => seen.length).toBe(3);

    expect(seen.map((entry) => entry.path)).toEqual([
      '/web-api/debugger/outbox',
      '/web-api/user/gettoken?force_refresh=true',
      '/web-api/debugger/outbox',
    ]);
    const [refusedCall, refresh, retry] = seen;
    expect(refusedCall?.authorization).toMatch(/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/);
    expect(refresh?.authorization).toBeUndefined();
    expect(retry?.authorization).toMatch(/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/);
    expect(await page.getByRole('alert').filter({ hasText: 'The outbox could not be loaded.' }).count()).toBe(
      0,
    );
    expect(await sessionUserId(page)).toBe(player.userId);
    expect(withoutExpectedFailures(allProblems(page), [401])).toEqual([]);
  });
});
