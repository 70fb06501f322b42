import { type LanguageCode, type SiteConfig, siteConfigSchema } from '@parlay/contract';

export type SiteConfigValidation =
  | { success: true; config: SiteConfig }
  | { success: false; issues: { path: string; message: string }[] };

/**
 * Checks a candidate configuration for a language: the contract schema, then what a schema of one
 * row cannot say — it is this language's row, and the languages it names exist.
 */
export function validateSiteConfig(lang: LanguageCode, candidate: unknown): SiteConfigValidation {
  const parsed = siteConfigSchema.safeParse(candidate);
  if (!parsed.success) {
    return {
      success: false,
      issues: parsed.error.issues.map((issue) => ({
        path: issue.path.map(String).join('.') || '(root)',
        message: issue.message,
      })),
    };
  }
  const config = parsed.data;
  const issues: { path: string; message: string }[] = [];
  const codes = config.languages.map(({ code }) => code);
  const ids = config.languages.map(({ id }) => id);
  if (new Set(codes).size !== codes.length)
    issues.push({ path: 'languages', message: 'language codes repeat' });
  if (new Set(ids).size !== ids.length) issues.push({ path: 'languages', message: 'language ids repeat' });
  if (config.currentLanguage !== lang) {
    issues.push({
      path: 'currentLanguage',
      message: `must be "${lang}", the language of this configuration`,
    });
  }
  const current = config.languages.find(({ code }) => code === config.currentLanguage);
  if (current === undefined) {
    issues.push({ path: 'languages', message: `must list the current language "${config.currentLanguage}"` });
  } else if (current.id !== config.currentLanguageId) {
    issues.push({ path: 'currentLanguageId', message: `must be ${current.id}, the id of "${current.code}"` });
  }
  if (!codes.includes(config.defaultLanguage)) {
    issues.push({
      path: 'defaultLanguage',
      message: `"${config.defaultLanguage}" is not among the languages`,
    });
  }
  if (config.langHiddenUnauthorized.includes(config.defaultLanguage)) {
    issues.push({ path: 'langHiddenUnauthorized', message: 'cannot hide the default language' });
  }
  return issues.length > 0 ? { success: false, issues } : { success: true, config };
}

/** One line per issue, for logs and the operator CLI. */
export function describeIssues(issues: readonly { path: string; message: string }[]): string {
  return issues.map(({ path, message }) => `${path}: ${message}`).join('; ');
}
