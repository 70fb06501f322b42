/**
 * The calls the page itself makes (navigation checks, SEO head, keep-alive, version), fetched with
 * the first of them: rendering a page makes none, and the home page's JavaScript budget has no
 * room for the call machinery (retries, token, captcha).
 */
export const apiClient = () => import('./api-calls.ts');
