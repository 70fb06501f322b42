import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/test-app.ts';
import { testDatabaseKinds } from '../helpers/test-databases.ts';
import { authClient, registerFast } from '../modules/identity/auth-client.ts';

/** The page's embedded initial data (window.__PARLAY__). */
function initialData(html: string): { session: Record<string, unknown> | null; oneTap: boolean } {
  const json = /window\.__PARLAY__=(.*?);window\.__staticRouterHydrationData=/s.exec(html)?.[1];
  if (!json) throw new Error('no initial data in the page');
  return JSON.parse(json) as { session: Record<string, unknown> | null; oneTap: boolean };
}

/** The labels of the header's sign-in buttons. */
function signInButtons(html: string): string[] {
  const area = /<div class="shell-sign-in">(.*?)<\/div>/.exec(html)?.[1] ?? '';
  return [...area.matchAll(/<span class="pl-button__label">([^<]*)<\/span>/g)].map((match) => match[1] ?? '');
}

describe.each(testDatabaseKinds)('pages rendered for the visitor’s session (%s)', (kind) => {
  const context = useTestApp(kind, { pages: { reactBuild: 'production' } });

  it('renders an anonymous visitor’s header with sign-in and registration, and an anonymous session', async () => {
    const response = await context.app.inject({ url: '/en' });
    expect(response.statusCode).toBe(200);
    expect(signInButtons(response.body)).toEqual(['Sign in', 'Registration']);
    expect(initialData(response.body).session).toMatchObject({ userId: null, csrfToken: null });
  });

  it('renders a signed-in user’s header with their login, and embeds their session and CSRF token', async () => {
    const client = authClient(context.app);
    const player = await registerFast(client);
    const response = await client.get('/en', { bare: true });
    expect(response.statusCode).toBe(200);
    expect(signInButtons(response.body)).toEqual([]);
    expect(response.body.includes(`<span class="shell-account__login">${player.login}</span>`)).toBe(true);
    expect(initialData(response.body).session).toEqual({
      userId: player.userId,
      login: player.login,
      banLevel: 0,
      banVersion: expect.any(Number),
      termsChanged: false,
      csrfToken: client.cookies.get('parlay_csrf'),
      autoLogoffMinutes: expect.toSatisfy((value: unknown) => value === null || typeof value === 'number'),
    });
  });

  it('offers no Google One Tap where Google is not configured, though the demo site enables it', async () => {
    const anonymous = await context.app.inject({ url: '/en' });
    expect(String(anonymous.headers['content-security-policy'])).not.toContain('accounts.google.com');
    expect(initialData(anonymous.body).oneTap).toBe(false);
  });

  it('opens an office page for a signed-in user and asks an anonymous one to sign in', async () => {
    const client = authClient(context.app);
    await registerFast(client);
    expect((await client.get('/en/office/account', { bare: true })).statusCode).toBe(200);
    expect((await context.app.inject({ url: '/en/office/account' })).statusCode).toBe(401);
  });

  it('sends a signed-in user away from the registration page', async () => {
    const client = authClient(context.app);
    await registerFast(client);
    const response = await client.get('/en/registration', { bare: true });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/en');
  });

  it('sends a signed-in user to the return URL only when it is a path of this site, else to the language root', async () => {
    const client = authClient(context.app);
    await registerFast(client);
    const locationFor = async (query: string) => {
      const response = await client.get(`/en/registration?${query}`, { bare: true });
      expect(response.statusCode, query).toBe(302);
      return response.headers.location;
    };
    expect(await locationFor('return_url=%2Fen%2Fslots%3Ftab%3D2')).toBe('/en/slots?tab=2');
    for (const attack of [
      'return_url=%2F%5Cevil.example',
      'return_url=%2F%2Fevil.example',
      'redirect_url=%2F%09%2Fevil.example',
      'from_url=%2F%252F%2Fevil.example',
      'return_url=https%3A%2F%2Fevil.example',
      'return_url=javascript%3Aalert(1)',
      'return_url=%2F%E3%80%80',
      'return_url=%2F%EF%BC%8F%2Fevil.example',
      'return_url=%2F%25EF%25BC%258F%2Fevil.example',
      'return_url=%2F%255Cevil.example',
      'return_url=%2Fen%2F..%2F%2Fevil.example',
    ]) {
      const location = await locationFor(attack);
      expect(location, attack).toBe('/en');
      expect(new URL(String(location), 'https://parlay.example').origin).toBe('https://parlay.example');
    }
  });
});

describe.each(testDatabaseKinds)('Google One Tap on the server’s pages (%s)', (kind) => {
  // Google configured (discovery happens on first use, never in these tests).
  const context = useTestApp(kind, {
    pages: { reactBuild: 'production' },
    env: {
      OIDC_PROVIDERS: 'google',
      OIDC_GOOGLE_ISSUER: 'https://accounts.google.com',
      OIDC_GOOGLE_CLIENT_ID: 'google-client',
      OIDC_GOOGLE_CLIENT_SECRET: 'google-secret',
    },
  });

  it('lets Google’s script run only on an anonymous visitor’s pages of a site that enables One Tap', async () => {
    const anonymous = await context.app.inject({ url: '/en' });
    const policy = String(anonymous.headers['content-security-policy']);
    expect(policy).toMatch(/script-src [^;]*https:\/\/accounts\.google\.com\/gsi\/client/);
    expect(policy).toMatch(/frame-src 'self' https:\/\/accounts\.google\.com\/gsi\//);
    expect(initialData(anonymous.body).oneTap).toBe(true);

    const client = authClient(context.app);
    await registerFast(client);
    const signedIn = await client.get('/en', { bare: true });
    expect(String(signedIn.headers['content-security-policy'])).not.toContain('accounts.google.com');
    expect(initialData(signedIn.body).oneTap).toBe(false);
  });

  it('keeps Google out where the site turns One Tap off', async () => {
    const before = await context.app.siteConfig.getValues('isOneTapAuthEnabled');
    await context.app.siteConfig.setValue('isOneTapAuthEnabled', false);
    try {
      const page = await context.app.inject({ url: '/en' });
      expect(String(page.headers['content-security-policy'])).not.toContain('accounts.google.com');
    } finally {
      for (const [lang, stored] of Object.entries(before))
        await context.app.siteConfig.setValue('isOneTapAuthEnabled', stored, lang);
    }
  });
});
