/**
 * Path prefixes that belong to the API rather than to pages. An unknown path under one of them is
 * answered with the JSON 404 envelope; every other unknown path is a page for the SSR catch-all.
 */
export const apiPathPrefixes = [
  '/bff-api',
  '/web-api',
  '/social-api',
  '/limit-service-api',
  '/redirects-api',
  '/blocks-api',
  '/coupon-api',
  '/fatman-api',
  '/api',
  '/mf',
  '/ws',
  '/healthz',
  '/readyz',
  '/openapi.json',
] as const;

/** Whether a request URL (path with or without query) is an API path. */
export function isApiPath(url: string): boolean {
  const queryStart = url.indexOf('?');
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  return apiPathPrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}
