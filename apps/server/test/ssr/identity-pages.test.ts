import { descriptorSchema } from '@parlay/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/test-app.ts';
import { testDatabaseKinds } from '../helpers/test-databases.ts';

describe.each(testDatabaseKinds)('identity part and debugger pages, rendered on the server (%s)', (kind) => {
  const context = useTestApp(kind, { pages: { reactBuild: 'production' } });

  it.each([
    ['/en/user/activate?token=abc.def', 'Email confirmation'],
    ['/en/user/activatefast?token=abc.def', 'Email confirmation'],
    ['/en/user/accountverify?token=abc.def', 'Account verification'],
    ['/en/user/stopnewsletter?token=abc.def', 'Unsubscribe from the newsletter'],
    ['/en/user/passwordreset?code=abcdef123', 'New password'],
  ])('%s renders the identity part with its heading, its bundle and no referrer', async (url, heading) => {
    const response = await context.app.inject({ url });
    expect(response.statusCode).toBe(200);
    const body = response.body;
    expect(body.includes('data-part-host="identity"')).toBe(true);
    expect(new RegExp(`<h1 id="identity-title"[^>]*>${heading}</h1>`).test(body)).toBe(true);
    expect(/<link rel="modulepreload" href="\/parts\/identity\/[^"]+\.js">/.test(body)).toBe(true);
    expect(body.includes('<meta name="referrer" content="no-referrer">')).toBe(true);
  });

  it('explains a reset link without a code in the page’s language', async () => {
    const response = await context.app.inject({ url: '/ru/user/passwordreset' });
    expect(response.statusCode).toBe(200);
    expect(response.body.includes('нет кода восстановления')).toBe(true);
  });

  it('answers 404 for a user page the table does not know', async () => {
    const response = await context.app.inject({ url: '/en/user/unknownpage' });
    expect(response.statusCode).toBe(404);
  });

  it('sends anonymous visitors of confirm-terms to sign in (401)', async () => {
    const response = await context.app.inject({ url: '/en/confirm-terms' });
    expect(response.statusCode).toBe(401);
  });

  it('gives the part’s descriptor with its bundle and styles', async () => {
    const response = await context.app.inject({ url: '/mf/identity/en/user/activate?token=abc.def' });
    expect(response.statusCode).toBe(200);
    const descriptor = descriptorSchema.parse(response.json());
    expect(descriptor.appName).toBe('identity');
    expect(descriptor.scriptsToLoad[0]).toMatch(/^\/parts\/identity\/.+\.js$/);
    expect(descriptor.cssToLoad[0]?.href).toMatch(/^\/parts\/identity\/.+\.css$/);
    expect(descriptor.body).toContain('Checking your link');
  });

  it('renders /debugger outside production, without its chunk on the home page', async () => {
    const page = await context.app.inject({ url: '/en/debugger' });
    expect(page.statusCode).toBe(200);
    expect(page.body.includes('data-route="debugger"')).toBe(true);
    expect(page.body.includes('<h1 id="status-title">Debugger</h1>')).toBe(true);
    const home = await context.app.inject({ url: '/en' });
    expect(home.statusCode).toBe(200);
    expect(home.body.includes('debugger-page')).toBe(false);
  });
});
