import type { Breadcrumb, RedirectCode } from '@parlay/contract';
import type { RedirectMatch } from './schema.ts';

// Pure redirect resolution: no I/O, so it can move to packages/domain when another caller needs it.

export interface RedirectRule {
  match: RedirectMatch;
  /** Without the language prefix, no trailing slash: `/live-casino`. */
  path: string;
  /** A path on this site (`/` is the language root), optionally with a query to add. */
  target: string;
  code: RedirectCode;
  reason: string;
}

/** Enabled rules indexed for lookup: a URL's exact rule, else its longest prefix rule. */
export interface RedirectRuleSet {
  readonly exact: ReadonlyMap<string, RedirectRule>;
  readonly prefix: ReadonlyMap<string, RedirectRule>;
}

/** A rule's target that matches another rule is followed, this many rules in all at most. */
export const maxRedirectHops = 5;

export function compileRedirectRules(rules: readonly RedirectRule[]): RedirectRuleSet {
  const exact = new Map<string, RedirectRule>();
  const prefix = new Map<string, RedirectRule>();
  for (const rule of rules) (rule.match === 'exact' ? exact : prefix).set(rule.path, rule);
  return { exact, prefix };
}

/** A site URL taken apart: the language prefix, the path after it and the query. */
export interface SiteUrlParts {
  /** Two lowercase letters, or null when the URL has no language prefix. */
  language: string | null;
  /** Starts with `/`; `/` for the language root; never ends with `/` otherwise. */
  path: string;
  /** Without the `?`; empty when there is none. */
  query: string;
}

const languagePrefix = /^\/([a-z]{2})(?=\/|$)/;

/** Any first segment of two lowercase letters is taken for the language, as the route table does. */
export function parseSiteUrl(url: string): SiteUrlParts {
  const queryStart = url.indexOf('?');
  const fullPath = queryStart === -1 ? url : url.slice(0, queryStart);
  const query = queryStart === -1 ? '' : url.slice(queryStart + 1);
  const language = languagePrefix.exec(fullPath)?.[1] ?? null;
  const afterLanguage = language === null ? fullPath : fullPath.slice(language.length + 1);
  // Trailing slashes do not make another page (the router ignores them too).
  const path = afterLanguage.replace(/\/+$/, '') || '/';
  return { language, path, query };
}

export function formatSiteUrl({ language, path, query }: SiteUrlParts): string {
  const base = language === null ? path : path === '/' ? `/${language}` : `/${language}${path}`;
  return query === '' ? base : `${base}?${query}`;
}

/** The rule for a path: its exact rule, else the prefix rule of its longest matching prefix. */
export function findRedirectRule(rules: RedirectRuleSet, path: string): RedirectRule | undefined {
  const exact = rules.exact.get(path);
  if (exact !== undefined) return exact;
  // Walk up segment by segment: `/a/b/c`, `/a/b`, `/a` (a prefix never splits a segment).
  for (
    let candidate = path;
    candidate.length > 1;
    candidate = candidate.slice(0, candidate.lastIndexOf('/'))
  ) {
    const rule = rules.prefix.get(candidate);
    if (rule !== undefined) return rule;
  }
  return undefined;
}

/**
 * Where a rule sends a URL: the target, then (prefix rules) the rest of the path below the rule's
 * path; the target's own query first, then the URL's. The language prefix stays.
 */
export function applyRedirectRule(rule: RedirectRule, url: SiteUrlParts): SiteUrlParts {
  const rest = rule.match === 'prefix' ? url.path.slice(rule.path.length) : '';
  const queryStart = rule.target.indexOf('?');
  const targetPath = queryStart === -1 ? rule.target : rule.target.slice(0, queryStart);
  const targetQuery = queryStart === -1 ? '' : rule.target.slice(queryStart + 1);
  const base = targetPath.replace(/\/+$/, '');
  return {
    language: url.language,
    path: `${base}${rest}` || '/',
    query: [targetQuery, url.query].filter((part) => part !== '').join('&'),
  };
}

export type RedirectResolution =
  | { kind: 'none' }
  | { kind: 'redirect'; url: string; code: RedirectCode; rules: RedirectRule[] }
  /** The rules lead back to a URL already visited, or on past `maxRedirectHops`: misconfigured. */
  | { kind: 'loop'; rules: RedirectRule[] };

/**
 * Follows the rules from a URL: each rule's result is checked against the rules again, up to
 * `maxRedirectHops` rules. The chain answers 301 only when every rule in it is permanent.
 */
export function resolveRedirect(rules: RedirectRuleSet, url: string): RedirectResolution {
  const start = parseSiteUrl(url);
  const visited = new Set([formatSiteUrl(start)]);
  const applied: RedirectRule[] = [];
  let current = start;
  for (;;) {
    const rule = findRedirectRule(rules, current.path);
    if (rule === undefined) break;
    if (applied.length === maxRedirectHops) return { kind: 'loop', rules: applied };
    const next = applyRedirectRule(rule, current);
    const key = formatSiteUrl(next);
    applied.push(rule);
    if (visited.has(key)) return { kind: 'loop', rules: applied };
    visited.add(key);
    current = next;
  }
  if (applied.length === 0) return { kind: 'none' };
  const code = applied.every((rule) => rule.code === 301) ? 301 : 302;
  return { kind: 'redirect', url: formatSiteUrl(current), code, rules: applied };
}

/**
 * Home, then one crumb per path segment with the segment as its title (`live-casino` → "Live
 * casino"); the shell replaces titles of known routes with their translated names.
 */
export function breadcrumbsFor(url: string): Breadcrumb[] {
  const { language, path } = parseSiteUrl(url);
  const home = language === null ? '/' : `/${language}`;
  const crumbs: Breadcrumb[] = [{ title: 'Home', url: home }];
  let href = language === null ? '' : home;
  for (const segment of path.split('/')) {
    if (segment === '') continue;
    href = `${href}/${segment}`;
    crumbs.push({ title: segmentTitle(segment), url: href });
  }
  return crumbs;
}

function segmentTitle(segment: string): string {
  let text = segment;
  try {
    text = decodeURIComponent(segment);
  } catch {
    // A malformed escape: show the segment as it is.
  }
  const words = text.replace(/[-_]+/g, ' ').trim();
  return words === '' ? text : words.charAt(0).toUpperCase() + words.slice(1);
}
