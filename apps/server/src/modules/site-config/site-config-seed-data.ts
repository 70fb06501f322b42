import { type LanguageCode, routeIds, type SiteConfig, type SiteLanguage } from '@parlay/contract';
import { type LimitTypeId, siteLanguages } from '@parlay/domain';
import { findGeoCountry } from './countries.ts';

/**
 * The site configuration every language starts with: versioned data. Raise `siteConfigSeedVersion`
 * whenever these values or the schema change; at the next start each stored language older than it
 * is upgraded by a three-way merge (see config-merge.ts and the README of this module):
 *
 * - a value the operator never changed (still equal to the seed it came from) takes the new seed's value;
 * - a value the operator changed is kept, even when the new seed changes it too;
 * - keys new in the seed are added; keys the seed dropped go unless the operator changed them.
 *
 * History: 1, the minimal start (languages, maintenance, registration, minAge, availableRoutes);
 * 2, every field of seed 001 §3 and the shell flags of seed 000 §3; 3, isRechargeModal (off).
 */
export const siteConfigSeedVersion = 3;

const languages: SiteLanguage[] = siteLanguages.map(({ id, code, nativeName }) => ({
  id,
  code,
  name: nativeName,
}));

/** Countries where the 12-hour clock is the custom (customizeConfig.geo_with_twelve_format). */
const twelveHourCountries = ['US', 'GB', 'CA', 'AU', 'IN', 'PH', 'EG', 'PK'];

/** What differs between the languages; everything else is shared (`sharedConfig`). */
interface LanguageSpecific {
  country: string;
  group_id: number;
  minAge: number;
  isOneTapAuthEnabled: boolean;
  isIdentificationEnabled: boolean;
  paymentPageAuthOnly: boolean;
  autoLogoff: SiteConfig['autoLogoff'];
  showVipBet: boolean;
  isAvailableCouponBonusBet: boolean;
  promoBonusToOffer: boolean;
  availableResponsibleGamingLimitsIds: LimitTypeId[];
  consultSystem: SiteConfig['consultSystem'];
  copyright: string;
}

/** All limits: wagering, loss, deposit, self-exclusion, session, reality check, timeout. */
const allLimits: LimitTypeId[] = [1, 2, 3, 10, 11, 12, 20, 21, 22, 30, 31, 32, 33];
/** Deposit limits, self-exclusion and timeout: what CIS licences ask for. */
const basicLimits: LimitTypeId[] = [20, 21, 22, 30, 33];

const specific: Record<string, LanguageSpecific> = {
  en: {
    country: 'GB',
    group_id: 2,
    minAge: 18,
    isOneTapAuthEnabled: true,
    isIdentificationEnabled: false,
    paymentPageAuthOnly: false,
    autoLogoff: { enabled: false, minutes: 60 },
    showVipBet: false,
    isAvailableCouponBonusBet: true,
    promoBonusToOffer: false,
    availableResponsibleGamingLimitsIds: [20, 21, 22, 30, 31, 32, 33],
    consultSystem: { provider: 'livechat', consultantId: '14587623' },
    copyright: '© Parlay. Licensed betting operator. Gambling can be addictive: play responsibly. 18+',
  },
  ru: {
    country: 'RU',
    group_id: 1,
    minAge: 18,
    isOneTapAuthEnabled: false,
    isIdentificationEnabled: true,
    paymentPageAuthOnly: true,
    autoLogoff: { enabled: false, minutes: 60 },
    showVipBet: true,
    isAvailableCouponBonusBet: true,
    promoBonusToOffer: false,
    availableResponsibleGamingLimitsIds: basicLimits,
    consultSystem: { provider: 'suphelper_v3', consultantId: 'parlay-ru' },
    copyright: '© Parlay. Лицензированный букмекер. Азартные игры могут вызывать зависимость. 18+',
  },
  uk: {
    country: 'UA',
    group_id: 1,
    // Ukraine allows gambling from 21.
    minAge: 21,
    isOneTapAuthEnabled: false,
    isIdentificationEnabled: true,
    paymentPageAuthOnly: false,
    autoLogoff: { enabled: true, minutes: 60 },
    showVipBet: false,
    isAvailableCouponBonusBet: true,
    promoBonusToOffer: false,
    availableResponsibleGamingLimitsIds: allLimits,
    consultSystem: { provider: 'suphelper_v3', consultantId: 'parlay-ua' },
    copyright: '© Parlay. Ліцензований букмекер. Азартні ігри можуть викликати залежність. 21+',
  },
  kk: {
    country: 'KZ',
    group_id: 1,
    // Kazakhstan allows betting from 21.
    minAge: 21,
    isOneTapAuthEnabled: false,
    isIdentificationEnabled: true,
    paymentPageAuthOnly: true,
    autoLogoff: { enabled: false, minutes: 60 },
    showVipBet: true,
    isAvailableCouponBonusBet: true,
    promoBonusToOffer: false,
    availableResponsibleGamingLimitsIds: basicLimits,
    consultSystem: { provider: 'suphelper', consultantId: 'parlay-kz' },
    copyright: '© Parlay. Лицензиясы бар букмекер. Құмар ойындар тәуелділік тудыруы мүмкін. 21+',
  },
  az: {
    country: 'AZ',
    group_id: 1,
    minAge: 18,
    isOneTapAuthEnabled: false,
    isIdentificationEnabled: false,
    paymentPageAuthOnly: false,
    autoLogoff: { enabled: false, minutes: 60 },
    showVipBet: true,
    isAvailableCouponBonusBet: true,
    promoBonusToOffer: false,
    availableResponsibleGamingLimitsIds: basicLimits,
    consultSystem: { provider: 'chatra', consultantId: 'pQ3xk8LbzRm2TfA7' },
    copyright: '© Parlay. Lisenziyalı bukmeker. Qumar oyunları asılılıq yarada bilər. 18+',
  },
  es: {
    country: 'ES',
    group_id: 2,
    minAge: 18,
    isOneTapAuthEnabled: true,
    isIdentificationEnabled: true,
    paymentPageAuthOnly: true,
    // Spanish rules ask for session control: sign out after 30 idle minutes.
    autoLogoff: { enabled: true, minutes: 30 },
    showVipBet: false,
    isAvailableCouponBonusBet: false,
    // Advertising "bonuses" is restricted in Spain: the same pages are served as "offers".
    promoBonusToOffer: true,
    availableResponsibleGamingLimitsIds: allLimits,
    consultSystem: { provider: 'helpcrunch', consultantId: 'parlay-es' },
    copyright: '© Parlay. Operador de juego con licencia. Juega con responsabilidad. +18',
  },
};

function seedConfig(language: SiteLanguage): SiteConfig {
  const own = specific[language.code];
  const geo = own && findGeoCountry(own.country);
  if (own === undefined || geo === undefined) throw new Error(`no seed for language ${language.code}`);
  return {
    languages,
    currentLanguage: language.code,
    currentLanguageId: language.id,
    defaultLanguage: 'en',
    langHiddenUnauthorized: [],
    countryCode: geo.countryCode,
    geoCountryId: geo.geoCountryId,
    geoCurrency: geo.geoCurrency,
    maintenance: {
      started_at: null,
      ended_at: null,
      notify_started_at: null,
      notify_ended_at: null,
      isActive: false,
      web_state: 0,
    },
    group_id: own.group_id,
    companyName: 'Parlay',
    fatmanApiKey: 'fm_pub_7c1e0b52a9d44e3f',
    ref_id: 1,
    isPwa: true,
    pwaManifest: { themeColor: '#0b1628' },
    isSnowEnabled: false,
    licenceConfig: { domains: ['parlay.com', 'www.parlay.com'], name: 'copyright', content: own.copyright },
    customizeConfig: {
      geo_with_twelve_format: twelveHourCountries,
      has_twelve_h_by_geo: twelveHourCountries.includes(geo.countryCode),
    },
    consultSystem: own.consultSystem,
    isRegistrationAllowed: true,
    isVipDomain: false,
    isMainVipDomainAuthNeed: false,
    geoAuthReqVip: false,
    isOneTapAuthEnabled: own.isOneTapAuthEnabled,
    isAvailableConfirmTerms: true,
    isIdentificationEnabled: own.isIdentificationEnabled,
    minAge: own.minAge,
    autoLogoff: own.autoLogoff,
    // First reminder two minutes after arrival, then at most once a day.
    registrationReminder: { delay: 120, interval: 86_400 },
    show_one_click: true,
    showVipBet: own.showVipBet,
    isAvailableCouponBonusBet: own.isAvailableCouponBonusBet,
    // Single, express and system show their minimum stake; single and express their maximum.
    couponTypesWithMinAmount: [0, 1, 2],
    couponTypesWithMaxAmount: [0, 1],
    availableResponsibleGamingLimitsIds: own.availableResponsibleGamingLimitsIds,
    promoBonusToOffer: own.promoBonusToOffer,
    availableRoutes: [...routeIds],
    paymentPageAuthOnly: own.paymentPageAuthOnly,
    isRechargeModal: false,
    forbiddenUrlStrings: ['wp-admin', 'wp-login', 'phpmyadmin', 'xmlrpc', '/.env', '/.git'],
  };
}

/** The current seed: one configuration per language. */
export const siteConfigSeed: ReadonlyMap<LanguageCode, SiteConfig> = new Map(
  languages.map((language) => [language.code, seedConfig(language)]),
);

/**
 * Version 1 of the seed, for rows stored before versions were recorded (they hold no copy of the
 * seed they came from): what the three-way merge compares them with.
 */
export function seedVersionOneConfig(language: LanguageCode): Record<string, unknown> | undefined {
  const countries: Record<string, string> = { en: 'GB', ru: 'RU', uk: 'UA', kk: 'KZ', az: 'AZ', es: 'ES' };
  const countryCode = countries[language];
  if (countryCode === undefined) return undefined;
  return {
    languages: [
      { code: 'en', name: 'English' },
      { code: 'ru', name: 'Русский' },
      { code: 'uk', name: 'Українська' },
      { code: 'kk', name: 'Қазақ тілі' },
      { code: 'az', name: 'Azərbaycan dili' },
      { code: 'es', name: 'Español' },
    ],
    currentLanguage: language,
    defaultLanguage: 'en',
    countryCode,
    companyName: 'Parlay',
    isRegistrationAllowed: true,
    minAge: 18,
    availableRoutes: [1, 2, 3, 4, 5, 10, 11, 12, 20, 21, 30, 31, 40, 47],
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
