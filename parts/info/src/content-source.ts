import {
  type ContentPage,
  contentPageSchema,
  type RulesContent,
  rulesContentSchema,
} from './content-schema.ts';
import type { ContentSource } from './resolve-view.ts';

type JsonModules = Record<string, { default: unknown }>;

/**
 * Content files keyed by language and page, validated once when the part's server bundle loads:
 * a malformed file fails the build's smoke test rather than a visitor's page.
 */
export function contentSourceFromModules(modules: JsonModules): ContentSource {
  const pages = new Map<string, ContentPage>();
  const rules = new Map<string, RulesContent>();
  for (const [file, module] of Object.entries(modules)) {
    const match = /content\/([a-z]{2})\/([a-z_-]+)\.json$/.exec(file);
    if (!match) continue;
    const [, language, page] = match as unknown as [string, string, string];
    if (page === 'rules') rules.set(language, rulesContentSchema.parse(module.default));
    else pages.set(`${language}/${page}`, contentPageSchema.parse(module.default));
  }
  const withFallback = <T>(lookup: (language: string) => T | undefined, language: string) => {
    for (const candidate of [language, 'en']) {
      const content = lookup(candidate);
      if (content) return { language: candidate, content };
    }
    return null;
  };
  return {
    page: (language, page) => withFallback((candidate) => pages.get(`${candidate}/${page}`), language),
    rules: (language) => withFallback((candidate) => rules.get(candidate), language),
  };
}
