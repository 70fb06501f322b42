import { registrationResponseSchema, type SiteConfig } from '@parlay/contract';
import { referralCookieNames } from '@parlay/domain';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { userIdRange } from '../../../src/modules/identity/user-ids.ts';
import { useTestApp } from '../../helpers/test-app.ts';
import { testDatabaseKinds } from '../../helpers/test-databases.ts';
import { authClient, latestCode, registerFast, sqlResult } from './auth-client.ts';

let counter = 0;
function unique(): string {
  counter += 1;
  return `${Date.now() % 1_000_000}${counter}`;
}

function yearsAgo(years: number, days = 0): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

describe.each(testDatabaseKinds)('registration on %s', (kind) => {
  const context = useTestApp(kind);

  async function withConfig(change: Partial<SiteConfig>): Promise<() => Promise<void>> {
    const original = await context.app.siteConfig.getSiteConfig('en');
    if (original === undefined) throw new Error('no en config');
    await context.app.siteConfig.updateSiteConfig('en', { ...original, ...change });
    return () => context.app.siteConfig.updateSiteConfig('en', original);
  }
  let restore: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await restore?.();
    restore = undefined;
  });

  async function countUsers(): Promise<number> {
    const rows = await sqlResult(context.app, sql`select count(*)::int as n from users`);
    return (rows.rows[0] as { n: number }).n;
  }

  describe('fast_reg', () => {
    it('creates a player with a generated digit login and a readable 12-character password, signed in', async () => {
      const client = authClient(context.app);
      await client.obtainFingerprint();
      client.cookies.set('btag', 'partner-42');
      client.cookies.set('utm_source', 'newsletter');
      const response = await client.post('/web-api/registration', {
        type: 'fast_reg',
        country_id: 1,
        currency: 'RUB',
        bonus_choice: 1,
        return_url: '/en/line',
      });
      expect(response.statusCode).toBe(200);
      const body = registrationResponseSchema.parse(response.json());
      expect(body.login).toMatch(/^[1-9]\d{8}$/);
      expect(body.password).toMatch(/^[a-km-zA-HJ-NP-Z2-9]{12}$/);
      expect(body.return_url).toBe('/en/line');
      expect(body.user_id).toBeGreaterThanOrEqual(userIdRange.min);
      expect(body.user_id).toBeLessThanOrEqual(userIdRange.max);
      expect((await client.get('/web-api/user/check')).json().user_id).toBe(body.user_id);
      const rows = await sqlResult(
        context.app,
        sql`select bonus_choice, referral, currency, registration_type from users where id = ${body.user_id}`,
      );
      expect(rows.rows[0]).toEqual({
        bonus_choice: 1,
        referral: { btag: 'partner-42', utm_source: 'newsletter' },
        currency: 'RUB',
        registration_type: 'fast_reg',
      });
      // The generated password works.
      expect((await authClient(context.app).login(body.login, body.password ?? '')).statusCode).toBe(200);
    });

    it('keeps every referral cookie the site sets with the new player', async () => {
      const client = authClient(context.app);
      await client.obtainFingerprint();
      for (const name of referralCookieNames) client.cookies.set(name, `${name}-7`);
      const body = registrationResponseSchema.parse(
        (
          await client.post('/web-api/registration', {
            type: 'fast_reg',
            country_id: 1,
            currency: 'RUB',
            bonus_choice: 0,
          })
        ).json(),
      );
      const rows = await sqlResult(context.app, sql`select referral from users where id = ${body.user_id}`);
      expect(rows.rows[0]).toEqual({
        referral: Object.fromEntries(referralCookieNames.map((name) => [name, `${name}-7`])),
      });
    });

    it('mails the login and password on request, with a link that confirms the email once', async () => {
      const client = authClient(context.app);
      const player = await registerFast(client);
      const email = `fast${unique()}@example.com`;
      const sent = await client.post('/web-api/registration/send-credentials', { email });
      expect(sent.json()).toEqual({ success: true });
      const outbox = (await context.app.inject({ url: `/web-api/debugger/outbox?to=${email}` })).json()
        .messages;
      expect(outbox[0].text).toContain(player.login);
      expect(outbox[0].text).toContain(player.password);
      const token = decodeURIComponent(/activatefast\?token=([^\s]+)/.exec(outbox[0].text)?.[1] ?? '');
      const activated = await authClient(context.app).post('/web-api/user/activatefast', { token });
      expect(activated.json()).toEqual({ success: true });
      const again = await authClient(context.app).post('/web-api/user/activatefast', { token });
      expect(again.statusCode).toBe(400);
      expect(again.json().code).toBe('INVALID_TOKEN');
      const rows = await sqlResult(context.app, sql`select email from users where id = ${player.userId}`);
      expect(rows.rows[0]).toEqual({ email });
    });
  });

  describe('phone_reg', () => {
    it('registers with the code sent to the phone', async () => {
      const phone = `91${unique().padStart(8, '0')}`;
      const client = authClient(context.app);
      await client.obtainFingerprint();
      const sent = await client.post('/web-api/registration/send-sms', {
        phone_code: '+7',
        phone_number: phone,
      });
      expect(sent.json()).toEqual({ success: true, resend_after: 60 });
      const code = await latestCode(context.app, `7${phone}`);
      const wrong = await client.post('/web-api/registration', {
        type: 'phone_reg',
        country_id: 1,
        currency: 'RUB',
        bonus_choice: 0,
        phone_code: '7',
        phone_number: phone,
        sms_code: code === '000000' ? '111111' : '000000',
        password: 'my-phone-pass-1',
      });
      expect(wrong.json().code).toBe('INVALID_CODE');
      const response = await client.post('/web-api/registration', {
        type: 'phone_reg',
        country_id: 1,
        currency: 'RUB',
        bonus_choice: 0,
        phone_code: '7',
        phone_number: phone,
        sms_code: code,
        password: 'my-phone-pass-1',
      });
      expect(response.statusCode).toBe(200);
      const user = await context.app.identity.users.findByPhone('7', phone);
      expect(user?.id).toBe(response.json().user_id);
      expect(user?.activationType).toBe(3);
    });
  });

  describe('full_reg', () => {
    const fullBody = (email: string, birthday = yearsAgo(30)) => ({
      type: 'full_reg',
      country_id: 12,
      currency: 'EUR',
      bonus_choice: 2,
      email,
      password: 'full-reg-pass-1',
      name: 'Ana',
      surname: 'García',
      birthday,
    });

    it('registers, mails an activation link and code, and the link confirms the email once', async () => {
      const email = `Full${unique()}@Example.com`;
      const client = authClient(context.app);
      await client.obtainFingerprint();
      const response = await client.post('/web-api/registration?lang=es', fullBody(email));
      expect(response.statusCode).toBe(200);
      expect(response.json().return_url).toBe('/es');
      const mail = (
        await context.app.inject({ url: `/web-api/debugger/outbox?to=${email.toLowerCase()}` })
      ).json().messages[0];
      expect(mail.subject).toBe('Confirma tu correo');
      expect(mail.text).toContain(mail.code);
      const token = decodeURIComponent(/\/es\/user\/activate\?token=([^\s]+)/.exec(mail.text)?.[1] ?? '');
      expect((await authClient(context.app).post('/web-api/user/activate', { token })).json()).toEqual({
        success: true,
      });
      const replay = await authClient(context.app).post('/web-api/user/activate', { token });
      expect(replay.json().code).toBe('INVALID_TOKEN');
      const config = (await client.get('/web-api/user/config')).json().result;
      expect(config.user_email).toBe(email.toLowerCase());
      expect(config.remaining_days_to_activate).toBeNull();
    });

    it('confirms the email with the mailed code typed by the signed-in player', async () => {
      const email = `code${unique()}@example.com`;
      const client = authClient(context.app);
      await client.obtainFingerprint();
      await client.post('/web-api/registration', fullBody(email));
      expect((await client.get('/web-api/user/config')).json().result.remaining_days_to_activate).toBe(30);
      const code = await latestCode(context.app, email);
      expect((await client.post('/web-api/user/activate', { token: code })).json()).toEqual({
        success: true,
      });
      expect((await client.get('/web-api/user/config')).json().result.remaining_days_to_activate).toBeNull();
    });

    it('refuses a player under the minimum age and a taken email, creating nobody', async () => {
      const email = `taken${unique()}@example.com`;
      const client = authClient(context.app);
      await client.obtainFingerprint();
      await client.post('/web-api/registration', fullBody(email));
      const before = await countUsers();

      const young = authClient(context.app);
      await young.obtainFingerprint();
      const underAge = await young.post(
        '/web-api/registration',
        fullBody(`young${unique()}@example.com`, yearsAgo(18, 1)),
      );
      expect(underAge.statusCode).toBe(400);
      expect(underAge.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        fields: { birthday: 'auth_error_min_age' },
      });
      const taken = await young.post('/web-api/registration', fullBody(email.toUpperCase()));
      expect(taken.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        fields: { email: 'auth_error_email_taken' },
      });
      expect(await countUsers()).toBe(before);
    });
  });

  describe('refusals', () => {
    it('answers 403 REGISTRATION_DISABLED when registration is off or the domain is VIP', async () => {
      for (const change of [{ isRegistrationAllowed: false }, { isVipDomain: true }]) {
        restore = await withConfig(change);
        const client = authClient(context.app);
        await client.obtainFingerprint();
        const response = await client.post('/web-api/registration', {
          type: 'fast_reg',
          country_id: 1,
          currency: 'RUB',
          bonus_choice: 0,
        });
        expect(response.statusCode).toBe(403);
        expect(response.json().code).toBe('REGISTRATION_DISABLED');
        await restore();
        restore = undefined;
      }
    });

    it('needs the fingerprint', async () => {
      const response = await authClient(context.app).post('/web-api/registration', {
        type: 'fast_reg',
        country_id: 1,
        currency: 'RUB',
        bonus_choice: 0,
      });
      expect(response.json().code).toBe('FINGERPRINT_REQUIRED');
    });

    it('answers soc_reg without a pending social identity with SOCIAL_IDENTITY_MISSING', async () => {
      const client = authClient(context.app);
      await client.obtainFingerprint();
      const response = await client.post('/web-api/registration', {
        type: 'soc_reg',
        country_id: 1,
        currency: 'RUB',
        bonus_choice: 0,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('SOCIAL_IDENTITY_MISSING');
    });

    it.each([
      ['an unknown type', { type: 'admin_reg', country_id: 1, currency: 'RUB', bonus_choice: 0 }],
      ['an unknown bonus', { type: 'fast_reg', country_id: 1, currency: 'RUB', bonus_choice: 7 }],
      ['an unknown country', { type: 'fast_reg', country_id: 99_999, currency: 'RUB', bonus_choice: 0 }],
      [
        'a currency that is not ISO',
        { type: 'fast_reg', country_id: 1, currency: "RUB'; DROP TABLE users;--", bonus_choice: 0 },
      ],
      [
        'a script as a name',
        {
          type: 'full_reg',
          country_id: 1,
          currency: 'RUB',
          bonus_choice: 0,
          email: 'x@example.com',
          password: 'long-enough-1',
          name: '<script>alert(1)</script>',
          surname: 'X',
          birthday: '1990-01-01',
        },
      ],
      [
        'an open redirect as return_url',
        { type: 'fast_reg', country_id: 1, currency: 'RUB', bonus_choice: 0, return_url: '//evil.example/' },
      ],
      [
        'a return_url that browsers read as another site (/\\host)',
        { type: 'fast_reg', country_id: 1, currency: 'RUB', bonus_choice: 0, return_url: '/\\evil.example' },
      ],
      [
        'a return_url hiding a second slash behind encoding',
        {
          type: 'fast_reg',
          country_id: 1,
          currency: 'RUB',
          bonus_choice: 0,
          return_url: '/%2F/evil.example',
        },
      ],
      [
        'a return_url with a full-width slash, read as "/" once normalised',
        {
          type: 'fast_reg',
          country_id: 1,
          currency: 'RUB',
          bonus_choice: 0,
          return_url: '/\uFF0F/evil.example',
        },
      ],
      [
        'a short password',
        {
          type: 'full_reg',
          country_id: 1,
          currency: 'RUB',
          bonus_choice: 0,
          email: 'y@example.com',
          password: 'short',
          name: 'A',
          surname: 'B',
          birthday: '1990-01-01',
        },
      ],
      [
        'an oversized promo code',
        { type: 'fast_reg', country_id: 1, currency: 'RUB', bonus_choice: 0, promo_code: 'P'.repeat(5000) },
      ],
    ])('refuses %s with 400 and creates nobody', async (_case, body) => {
      const client = authClient(context.app);
      await client.obtainFingerprint();
      const before = await countUsers();
      const response = await client.post('/web-api/registration', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION_ERROR');
      expect(await countUsers()).toBe(before);
    });

    it('refuses a body over the size limit with 413', async () => {
      const client = authClient(context.app);
      const response = await client.post('/web-api/registration', {
        type: 'fast_reg',
        filler: 'x'.repeat(1_100_000),
      });
      expect(response.statusCode).toBe(413);
    });
  });
});
