import {
  errorEnvelopeSchema,
  outboxResponseSchema,
  sessionCheckResponseSchema,
  signInResultSchema,
} from '@parlay/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../helpers/test-app.ts';
import { testDatabaseKinds } from '../../../helpers/test-databases.ts';
import { type AuthClient, authClient } from '../auth-client.ts';

const endpoint = '/web-api/auth/send-link';
const publicUrl = 'https://parlay.example';

let emailNumber = 0;
function freshEmail(): string {
  emailNumber += 1;
  return `link-${Date.now()}-${emailNumber}@example.com`;
}

describe.each(testDatabaseKinds)('POST /web-api/auth/send-link on %s', (kind) => {
  const context = useTestApp(kind, { env: { PUBLIC_URL: publicUrl } });

  async function playerWithEmail(email: string): Promise<number> {
    const user = await context.app.identity.users.create({
      email,
      password: 'a-long-password-1',
      countryId: 1,
      currency: 'EUR',
      registrationType: 'full_reg',
    });
    return user.id;
  }

  async function mailsTo(email: string) {
    const response = await authClient(context.app).get(
      `/web-api/debugger/outbox?to=${encodeURIComponent(email)}`,
    );
    return outboxResponseSchema.parse(response.json()).messages;
  }

  /** The link's query as the shell reads it on load and sends to POST /web-api/auth/token. */
  function linkIn(text: string): URL {
    const match = /^https:\/\/parlay\.example\/\S+$/m.exec(text);
    if (match === null) throw new Error(`no sign-in link in: ${text}`);
    return new URL(match[0]);
  }

  const signedInUser = async (client: AuthClient) =>
    sessionCheckResponseSchema.parse((await client.get('/web-api/user/check')).json()).user_id;

  it('mails a sign-in link to a known email, in the asked language, that signs the player in once', async () => {
    const email = freshEmail();
    const userId = await playerWithEmail(email);
    const response = await authClient(context.app).post(endpoint, { email: email.toUpperCase(), lng: 'ru' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });

    const [mail, ...others] = await mailsTo(email);
    expect(others).toEqual([]);
    expect(mail).toMatchObject({ channel: 'email', to: email, subject: 'Ссылка для входа в Parlay' });
    expect(mail?.text).toContain('в течение 15 минут');
    const link = linkIn(mail?.text ?? '');
    expect(`${link.origin}${link.pathname}`).toBe(`${publicUrl}/ru`);
    expect([...link.searchParams.keys()].sort()).toEqual(['method_id', 'sign', 'token']);
    expect(link.searchParams.get('method_id')).toBe('1');

    const body = {
      method_id: link.searchParams.get('method_id'),
      token: link.searchParams.get('token'),
      sign: link.searchParams.get('sign'),
      lng: 'ru',
    };
    const browser = authClient(context.app);
    const signIn = await browser.post('/web-api/auth/token', body);
    expect(signIn.statusCode).toBe(200);
    expect(signInResultSchema.parse(signIn.json())).toEqual({ status: 'signed_in', user_id: userId });
    expect(await signedInUser(browser)).toBe(userId);

    const again = await authClient(context.app).post('/web-api/auth/token', body);
    expect(again.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(again.json())).toMatchObject({
      code: 'INVALID_TOKEN',
      messageKey: 'auth_error_token',
    });
  });

  it('answers an unknown email exactly the same and sends nothing', async () => {
    const known = freshEmail();
    await playerWithEmail(known);
    const unknown = freshEmail();
    const forKnown = await authClient(context.app).post(endpoint, { email: known, lng: 'en' });
    const forUnknown = await authClient(context.app).post(endpoint, { email: unknown, lng: 'en' });
    expect(forUnknown.statusCode).toBe(forKnown.statusCode);
    expect(forUnknown.body).toBe(forKnown.body);
    expect(forUnknown.headers['content-type']).toBe(forKnown.headers['content-type']);
    expect(await mailsTo(unknown)).toEqual([]);
  });

  it('writes the mail in English when no language is given, with the link on the English home page', async () => {
    const email = freshEmail();
    await playerWithEmail(email);
    await authClient(context.app).post(endpoint, { email });
    const [mail] = await mailsTo(email);
    expect(mail?.subject).toBe('Your Parlay sign-in link');
    expect(mail?.text).toContain('It works once, for 15 minutes.');
    expect(linkIn(mail?.text ?? '').pathname).toBe('/en');
  });

  it('asks for the hard captcha before mailing the same address again within ten minutes', async () => {
    const email = freshEmail();
    await playerWithEmail(email);
    const first = await authClient(context.app).post(endpoint, { email, lng: 'en' });
    expect(first.statusCode).toBe(200);
    const second = await authClient(context.app).post(endpoint, { email, lng: 'en' });
    expect(second.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(second.json())).toMatchObject({ code: 'CAPTCHA_REQUIRED' });
    expect(second.json()).toMatchObject({ captchaCode: 113 });
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('refuses a malformed email and a call without X-Requested-With', async () => {
    const invalid = await authClient(context.app).post(endpoint, { email: 'not-an-email' });
    expect(invalid.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(invalid.json()).code).toBe('VALIDATION_ERROR');
    const bare = await authClient(context.app).post(endpoint, { email: freshEmail() }, { bare: true });
    expect(bare.statusCode).toBe(403);
    expect(errorEnvelopeSchema.parse(bare.json()).code).toBe('CSRF_FAILED');
  });
});
