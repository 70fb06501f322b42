import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import {
  accountButton,
  asNewVisitor,
  choose,
  dialog,
  headerSignIn,
  labelled,
  openRegistration,
  openSignIn,
  readShownCredentials,
  signInWithPassword,
  signOut,
  uniqueEmail,
  uniqueUkMobile,
} from './support/auth.ts';
import { allProblems, useBrowser } from './support/browser.ts';
import { waitForHydration } from './support/hydration.ts';
import { readNewestCode, readNewestMessage } from './support/outbox.ts';
import { useSite } from './support/site.ts';

// Registration as a person does it in Chromium: the header's Registration button, each registration
// type, codes and links read from the outbox on /debugger, then signing in with what they got.

// Each journey is its own visitor with an address of its own (asNewVisitor), behind a trusted proxy.
const site = useSite({ demoSocialProvider: true, trustProxy: '127.0.0.1' });
const browser = useBrowser();

async function open(page: Page, path: string): Promise<void> {
  await asNewVisitor(page);
  await site.open(page, path);
}

/** A birthday `years` years ago today (YYYY-MM-DD), minus a day so the age is reached. */
function birthdayYearsAgo(years: number): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

interface FullRegistration {
  email: string;
  password: string;
  name: string;
  surname: string;
  birthday: string;
}

/** The full form's texts on an English page. */
const englishFullForm = {
  registrationButton: 'Registration',
  title: 'Create account',
  tab: 'Full',
  email: 'E-mail',
  password: 'Password',
  name: 'First name',
  surname: 'Last name',
  birthday: 'Date of birth',
  country: 'Country',
  countryOption: 'United Kingdom',
  submit: 'Register',
};

/** Header → Registration → Full: fills every field of the full form and presses Register. */
async function submitFullRegistration(page: Page, person: FullRegistration, texts = englishFullForm) {
  const registration = await openRegistration(page, texts);
  await registration.getByRole('tab', { name: texts.tab }).click();
  await labelled(registration, texts.email).fill(person.email);
  await labelled(registration, texts.password).fill(person.password);
  await labelled(registration, texts.name).fill(person.name);
  await labelled(registration, texts.surname).fill(person.surname);
  await labelled(registration, texts.birthday).fill(person.birthday);
  await choose(page, registration, texts.country, texts.countryOption);
  await registration.getByRole('button', { name: texts.submit, exact: true }).click();
  return registration;
}

describe('one-click registration', () => {
  test('shows the generated login and password, downloads them, and they sign in again', async () => {
    const page = await browser.newPage();
    await open(page, '/en');

    const registration = await openRegistration(page);
    await registration.getByRole('tab', { name: 'One click' }).click();
    await choose(page, registration, 'Country', 'United Kingdom');
    await choose(page, registration, 'Currency', /^EUR/);
    await registration.getByRole('radio', { name: 'Casino bonus' }).check();
    await registration.getByRole('button', { name: 'Register', exact: true }).click();

    const done = dialog(page, 'Your account is ready');
    await done.waitFor();
    const { login, password } = await readShownCredentials(done);
    expect(login).not.toBe('');
    expect(password.length).toBeGreaterThanOrEqual(6);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      done.getByRole('button', { name: 'Download as a file' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('parlay-account.txt');
    const file = await readFile(await download.path(), 'utf8');
    expect(file).toContain(`Login: ${login}`);
    expect(file).toContain(`Password: ${password}`);
    await done.getByRole('status').filter({ hasText: 'The file is downloaded.' }).waitFor();

    await done.getByRole('button', { name: 'Continue' }).click();
    await done.waitFor({ state: 'detached' });
    await accountButton(page, login).waitFor();

    await signOut(page);
    expect(await accountButton(page).count()).toBe(0);

    await signInWithPassword(page, login, password);
    await accountButton(page, login).waitFor();
    expect(allProblems(page)).toEqual([]);
  });
});

describe('phone registration', () => {
  test('the code sent by SMS, read from /debugger, and a password register and sign the player in', async () => {
    const page = await browser.newPage();
    await open(page, '/en');
    const number = uniqueUkMobile();

    const registration = await openRegistration(page);
    await registration.getByRole('tab', { name: 'By phone' }).click();
    await choose(page, registration, 'Country code', '+44 United Kingdom');
    await labelled(registration, 'Phone number').fill(number);
    await registration.getByRole('button', { name: 'Send code' }).click();
    const codeField = labelled(registration, 'Code from the SMS');
    await codeField.waitFor();

    const code = await readNewestCode(browser, {
      siteUrl: site.url,
      recipient: `44${number}`,
      subject: 'Registration code',
    });
    await page.bringToFront();
    await codeField.fill(code);
    await labelled(registration, 'Password').fill('Phone-journey-7');
    await choose(page, registration, 'Country', 'United Kingdom');
    await registration.getByRole('button', { name: 'Register', exact: true }).click();

    // Every registration ends on the prompt to set a deposit limit (RTS 12A).
    const done = dialog(page, 'Your account is ready');
    await done.getByRole('link', { name: 'Set a deposit limit' }).waitFor();
    await done.getByRole('button', { name: 'Continue' }).click();
    await done.waitFor({ state: 'detached' });
    await accountButton(page).waitFor();
    expect(await headerSignIn(page).count()).toBe(0);
    expect(allProblems(page)).toEqual([]);
  });
});

describe('full registration', () => {
  test('asks to check the e-mail, and the activation link from /debugger confirms it', async () => {
    const page = await browser.newPage();
    await open(page, '/en');
    const email = uniqueEmail('full');

    const registration = await submitFullRegistration(page, {
      email,
      password: 'Full-journey-7',
      name: 'Ada',
      surname: 'Lovelace',
      birthday: birthdayYearsAgo(30),
    });
    const done = dialog(page, 'Your account is ready');
    await done.getByRole('status').filter({ hasText: 'we sent an activation link to your e-mail' }).waitFor();
    expect(await registration.count()).toBe(0);
    await done.getByRole('button', { name: 'Continue' }).click();
    await done.waitFor({ state: 'detached' });
    await accountButton(page).waitFor();
    expect(allProblems(page)).toEqual([]);

    const mail = await readNewestMessage(browser, {
      siteUrl: site.url,
      recipient: email,
      subject: 'Confirm your email',
    });
    const link = mail.message.getByRole('link', { name: /\/en\/user\/activate\?token=/ });
    await link.click();
    await mail.tab.waitForURL(/\/en\/user\/activate\?token=/);
    await mail.tab.getByRole('heading', { name: 'Your email is confirmed' }).waitFor();
    expect(allProblems(mail.tab)).toEqual([]);
  });

  test('refuses someone under the minimum age with the error in the page language', async () => {
    const page = await browser.newPage();
    // Ukrainian sites register from 21 (site configuration minAge).
    await open(page, '/uk');
    await submitFullRegistration(
      page,
      {
        email: uniqueEmail('young'),
        password: 'Young-journey-7',
        name: 'Олена',
        surname: 'Коваль',
        birthday: birthdayYearsAgo(19),
      },
      {
        registrationButton: 'Реєстрація',
        title: 'Реєстрація',
        tab: 'Повна',
        email: 'E-mail',
        password: 'Пароль',
        name: "Ім'я",
        surname: 'Прізвище',
        birthday: 'Дата народження',
        country: 'Країна',
        countryOption: 'Україна',
        submit: 'Зареєструватися',
      },
    );

    const registration = dialog(page, 'Реєстрація');
    const birthday = labelled(registration, 'Дата народження');
    await expect.poll(() => birthday.getAttribute('aria-invalid')).toBe('true');
    const describedBy = await birthday.getAttribute('aria-describedby');
    expect(describedBy).toBeTruthy();
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe(
      'Для реєстрації вам має бути щонайменше 21 років.',
    );
    // Still a visitor once the dialog is closed: nobody was registered.
    await page.keyboard.press('Escape');
    await registration.waitFor({ state: 'detached' });
    expect(await page.getByRole('banner').getByRole('button', { name: 'Увійти', exact: true }).count()).toBe(
      1,
    );
    expect(await accountButton(page).count()).toBe(0);
    expect(allProblems(page)).toEqual([]);
  });
});

describe('social registration with the demo provider', () => {
  test("registers from the provider's identity, then the provider alone signs the player in", async () => {
    const page = await browser.newPage();
    await open(page, '/en');
    const email = uniqueEmail('social');

    const registration = await openRegistration(page);
    await registration.getByRole('link', { name: 'Continue with Demo provider' }).click();
    await continueAtDemoProvider(page, email);

    await page.waitForURL(`${site.url}/en/registration/socialregistration`);
    await waitForHydration(page);
    const social = dialog(page, 'Create account');
    await social.waitFor();
    expect(await social.getByRole('tab', { name: 'Social network' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    await social.getByText(email).waitFor();
    await choose(page, social, 'Country', 'United Kingdom');
    await choose(page, social, 'Currency', /^GBP/);
    await social.getByRole('button', { name: 'Register', exact: true }).click();
    // Signed in, the page moves on from the registration route to the one before it (home), and
    // the dialog goes along with the result until the player closes it.
    const done = dialog(page, 'Your account is ready');
    await page.waitForURL(`${site.url}/en`);
    await done.getByRole('link', { name: 'Set a deposit limit' }).waitFor();
    await done.getByRole('button', { name: 'Continue' }).click();
    await done.waitFor({ state: 'detached' });
    await accountButton(page).waitFor();
    expect(page.url()).toBe(`${site.url}/en`);
    expect(allProblems(page)).toEqual([]);

    await signOut(page);
    const signIn = await openSignIn(page);
    await signIn.getByRole('link', { name: 'Continue with Demo provider' }).click();
    await continueAtDemoProvider(page, email);
    await page.waitForURL(`${site.url}/en`);
    await waitForHydration(page);
    await accountButton(page).waitFor();
    expect(await dialog(page, 'Create account').count()).toBe(0);
    expect(allProblems(page)).toEqual([]);
  });
});

/** The demo provider's page: it says it is a demo; the person signs in there as `email`. */
async function continueAtDemoProvider(page: Page, email: string): Promise<void> {
  await page.waitForURL(/\/demo-oidc\/authorize/);
  await page.getByText('Demo sign-in provider built into Parlay — not a real account provider.').waitFor();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
}

describe('forgot password', () => {
  test('a code sent by e-mail sets a new password that signs the player in', async () => {
    const page = await browser.newPage();
    await open(page, '/en');
    const email = uniqueEmail('recovery');
    await submitFullRegistration(page, {
      email,
      password: 'Forgotten-pass-7',
      name: 'Grace',
      surname: 'Hopper',
      birthday: birthdayYearsAgo(40),
    });
    const done = dialog(page, 'Your account is ready');
    await done.getByRole('button', { name: 'Continue' }).click();
    await signOut(page);

    const signIn = await openSignIn(page);
    await signIn.getByRole('button', { name: 'Forgot password?' }).click();
    const recovery = dialog(page, 'Password recovery');
    await labelled(recovery, 'E-mail').fill(email);
    await recovery.getByRole('button', { name: 'Send code' }).click();
    const codeField = labelled(recovery, 'Code');
    await codeField.waitFor();

    const code = await readNewestCode(browser, {
      siteUrl: site.url,
      recipient: email,
      subject: 'Password recovery',
    });
    await page.bringToFront();
    await codeField.fill(code);
    await recovery.getByRole('button', { name: 'Continue' }).click();
    await labelled(recovery, 'New password').fill('Remembered-pass-8');
    await labelled(recovery, 'Repeat the new password').fill('Remembered-pass-8');
    await recovery.getByRole('button', { name: 'Save password' }).click();
    await recovery.getByRole('heading', { name: 'Password changed' }).waitFor();
    await recovery.getByRole('button', { name: 'Sign in', exact: true }).click();

    const again = dialog(page, 'Sign in');
    await labelled(again, 'Login').fill(email);
    await labelled(again, 'Password').fill('Remembered-pass-8');
    await again.getByRole('button', { name: 'Sign in', exact: true }).click();
    await again.waitFor({ state: 'detached' });
    await accountButton(page).waitFor();
    expect(allProblems(page)).toEqual([]);
  });
});
