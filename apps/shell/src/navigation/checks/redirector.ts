import { fillPath, languageHref } from '../href.ts';
import { type NavigationCheck, type NavigationOutcome, proceed } from '../navigation-types.ts';

function withQuery(
  base: string,
  search: URLSearchParams,
  add: Readonly<Record<string, string>> = {},
): string {
  const query = new URLSearchParams(search);
  for (const [name, value] of Object.entries(add)) query.set(name, value);
  const text = query.toString();
  return text ? `${base}?${text}` : base;
}

/**
 * Redirects of the route table (legacy paths, conditional ones such as user/action.php), then the
 * operator's redirect service: the page goes where the service says when that differs.
 */
export const redirector: NavigationCheck = {
  name: 'redirector',
  async run({ request, env, language }): Promise<NavigationOutcome> {
    const rule = request.route?.redirect;
    if (rule) {
      const query = request.url.searchParams;
      const match = rule.cases?.find(
        (entry) =>
          Object.entries(entry.params ?? {}).every(([name, value]) => request.params[name] === value) &&
          Object.entries(entry.query ?? {}).every(([name, value]) => query.get(name) === value),
      );
      const target = match?.to ?? rule.to;
      if (target !== undefined) {
        const base = languageHref(language, fillPath(target, request.params));
        return { kind: 'redirect', to: withQuery(base, query, rule.addQuery), status: rule.status ?? 302 };
      }
    }
    const path = `${request.url.pathname}${request.url.search}`;
    if (!env.services.resolveRedirect) return proceed;
    try {
      const answer = await env.services.resolveRedirect(path);
      if (answer.redirect && answer.url !== path)
        return { kind: 'redirect', to: answer.url, status: answer.code === 301 ? 301 : 302 };
    } catch (error) {
      // The redirect service is advisory: the page still opens when it fails (already retried).
      console.error('[navigation] redirect check failed', error);
    }
    return proceed;
  },
};
