import type { LanguageCode, SiteConfig, SiteLanguage } from '@parlay/contract';
import type { Executor } from '../../db/database.ts';
import { createSiteConfigRepository } from './site-config-repository.ts';

const languages: SiteLanguage[] = [
  { code: 'en', name: 'English' },
  { code: 'ru', name: 'Русский' },
  { code: 'uk', name: 'Українська' },
  { code: 'kk', name: 'Қазақ тілі' },
  { code: 'az', name: 'Azərbaycan dili' },
  { code: 'es', name: 'Español' },
];

const countryByLanguage: Record<string, string> = {
  en: 'GB',
  ru: 'RU',
  uk: 'UA',
  kk: 'KZ',
  az: 'AZ',
  es: 'ES',
};

/** Route ids enabled on the demo site (47: the rules section). */
const availableRoutes = [1, 2, 3, 4, 5, 10, 11, 12, 20, 21, 30, 31, 40, 47];

function demoConfig(language: LanguageCode): SiteConfig {
  return {
    languages,
    currentLanguage: language,
    defaultLanguage: 'en',
    countryCode: countryByLanguage[language] ?? 'GB',
    companyName: 'Parlay',
    isRegistrationAllowed: true,
    minAge: 18,
    availableRoutes,
    maintenance: {
      started_at: null,
      ended_at: null,
      notify_started_at: null,
      notify_ended_at: null,
      isActive: false,
      web_state: 0,
    },
  };
}

export const demoSiteConfigs = languages.map(({ code }) => ({
  languageCode: code,
  config: demoConfig(code),
}));

/** Demo configuration for every language; languages already configured are left alone. */
export async function seedSiteConfig(executor: Executor): Promise<void> {
  await createSiteConfigRepository(executor).insertMissing(demoSiteConfigs);
}

/** Whether no language is configured yet: the sign of a database nobody has filled. */
export async function hasNoSiteConfig(executor: Executor): Promise<boolean> {
  return (await createSiteConfigRepository(executor).count()) === 0;
}
