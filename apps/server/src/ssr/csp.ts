import type { CspAdditions } from '@parlay/contract';

/**
 * The policy with more sources in some directives. A directive the policy does not name falls back
 * to default-src in the browser, so it is written out from default-src's sources plus the new ones.
 */
export function extendContentSecurityPolicy(policy: string, additions: CspAdditions): string {
  const directives = policy
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => part.split(/\s+/));
  const defaults = directives.find(([name]) => name === 'default-src')?.slice(1) ?? [];
  for (const [name, sources] of Object.entries(additions)) {
    if (!sources || sources.length === 0) continue;
    const directive = directives.find(([existing]) => existing === name);
    if (directive) {
      for (const source of sources) if (!directive.includes(source)) directive.push(source);
    } else {
      directives.push([name, ...defaults, ...sources]);
    }
  }
  return directives.map((parts) => parts.join(' ')).join(';');
}
