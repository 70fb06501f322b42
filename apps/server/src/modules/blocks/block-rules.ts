import type { BlockCheckResult } from '@parlay/contract';

// Pure block decisions: no I/O, so they can move to packages/domain when another caller needs them.

export interface BlockRule {
  name: string;
  priority: number;
  country: string | null;
  auth: boolean | null;
  urlPrefix: string | null;
  displayTypeId: number;
  templateTypeId: number;
}

/** What the rules look at. Unknown country or page: rules with that condition do not hold. */
export interface BlockVisitor {
  country: string | null;
  auth: boolean;
  /** The page's path without language prefix and query (`/casino/roulette`), or null when unknown. */
  path: string | null;
}

export const notBlocked: BlockCheckResult = { displayTypeId: 0, templateTypeId: 0 };

export function blockRuleHolds(rule: BlockRule, visitor: BlockVisitor): boolean {
  if (rule.country !== null && rule.country !== visitor.country) return false;
  if (rule.auth !== null && rule.auth !== visitor.auth) return false;
  if (rule.urlPrefix !== null) {
    const { path } = visitor;
    if (path === null) return false;
    if (path !== rule.urlPrefix && !path.startsWith(`${rule.urlPrefix}/`)) return false;
  }
  return true;
}

/** The answer of the first rule that holds, rules in priority order; not blocked when none does. */
export function decideBlock(rules: readonly BlockRule[], visitor: BlockVisitor): BlockCheckResult {
  const rule = rules.find((candidate) => blockRuleHolds(candidate, visitor));
  return rule === undefined
    ? notBlocked
    : { displayTypeId: rule.displayTypeId, templateTypeId: rule.templateTypeId };
}

/** Whether any rule needs the visitor's country (else the address need not be looked up). */
export function needsCountry(rules: readonly BlockRule[]): boolean {
  return rules.some((rule) => rule.country !== null);
}

/**
 * The path a block rule's URL prefix is compared with: language prefix, query, fragment and
 * trailing slashes removed (`/en/casino/?x=1` → `/casino`).
 */
export function pagePathOf(url: string): string {
  const path = url.replace(/[?#].*$/, '');
  const withoutLanguage = path.replace(/^\/[a-z]{2}(?=\/|$)/, '');
  return withoutLanguage.replace(/\/+$/, '') || '/';
}
