import { currencyCodes, isLimitTypeId, languagePattern, siteLanguageCodes } from '@parlay/domain';
import { z } from 'zod';

/** A two-letter language code as it appears in URLs and the `lang` query (seed 001 §9). */
export const languageCodeSchema = z.string().regex(languagePattern, 'two lowercase letters');
export type LanguageCode = z.infer<typeof languageCodeSchema>;

/** One of the languages the site speaks (packages/domain `siteLanguages`). */
export const siteLanguageCodeSchema = z.enum(siteLanguageCodes);

/** ISO 3166-1 alpha-2 country code, upper case ("RU", "GB"). */
export const countryCodeSchema = z.string().regex(/^[A-Z]{2}$/, 'two capital letters');
export type CountryCode = z.infer<typeof countryCodeSchema>;

/** A currency of the site's table (packages/domain `currencies`): ISO 4217 codes ("RUB", "EUR") and USDT. */
export const currencyCodeSchema = z.enum(currencyCodes);

/** A point in time in the configuration: ISO 8601 with offset, or null when not planned. */
const configInstantSchema = z.iso.datetime({ offset: true }).nullable();

/**
 * Maintenance block of the site configuration (seed 001 §3). Field names follow the
 * specification's wire format, hence the snake_case.
 */
export const maintenanceSchema = z.object({
  started_at: configInstantSchema,
  ended_at: configInstantSchema,
  /** The warning banner ("maintenance on … from … to …") shows between these two instants. */
  notify_started_at: configInstantSchema,
  notify_ended_at: configInstantSchema,
  isActive: z.boolean(),
  /** 0: the site is online; 1: the whole web site is in maintenance. */
  web_state: z.union([z.literal(0), z.literal(1)]),
});
export type Maintenance = z.infer<typeof maintenanceSchema>;

export const siteLanguageSchema = z.object({
  /** The language's numeric id (the "current language id" of seed 001 §3 is one of these). */
  id: z.int().positive(),
  code: siteLanguageCodeSchema,
  /** The language's own name, shown in the language switcher ("Русский"). */
  name: z.string().min(1).max(60),
});
export type SiteLanguage = z.infer<typeof siteLanguageSchema>;

/** 12-hour clock by geography (seed 001 §9: "12-hour time set by cookie or geography config"). */
export const customizeConfigSchema = z.object({
  /** Countries whose visitors see times in the 12-hour format unless their cookie says otherwise. */
  geo_with_twelve_format: z.array(countryCodeSchema),
  /** Whether the visitor's country (the geo country of the request) is one of them. */
  has_twelve_h_by_geo: z.boolean(),
});
export type CustomizeConfig = z.infer<typeof customizeConfigSchema>;

/**
 * The copyright meta tag (seed 001 §3 licenceConfig): `<meta name={name} content={content}>` on
 * pages served from one of `domains` (host names; empty: on every domain).
 */
export const licenceConfigSchema = z.object({
  domains: z.array(z.string().regex(/^[a-z0-9.-]{1,253}$/, 'a host name')),
  name: z.string().min(1).max(100),
  content: z.string().max(1000),
});
export type LicenceConfig = z.infer<typeof licenceConfigSchema>;

/** Chat providers of seed 001 §3 "Other entities". */
export const chatProviderSchema = z.enum(['livechat', 'suphelper', 'suphelper_v3', 'chatra', 'helpcrunch']);
export type ChatProvider = z.infer<typeof chatProviderSchema>;

/** The support chat: the support button offers "online chat" only when a consultant id is set (seed 000 §2). */
export const consultSystemSchema = z.object({
  provider: chatProviderSchema,
  consultantId: z.string().min(1).max(200).nullable(),
});
export type ConsultSystem = z.infer<typeof consultSystemSchema>;

/** Coupon type ids (seed 001 §3 "Coupon types"): 0 single … 9 many singles. */
const couponTypeIdSchema = z.int().min(0).max(9);

/** Responsible-gaming limit type ids (packages/domain `limitTypeIds`). */
export const limitTypeIdSchema = z.int().refine(isLimitTypeId, 'a limit type id');

/**
 * Per-language site configuration: every field of seed 001 §3 "Site configuration (per
 * language)" and the shell flags of seed 000 §3, under the specification's own names (camelCase
 * or snake_case as it writes them). Times and durations in seconds unless a name says otherwise.
 */
export const siteConfigSchema = z.object({
  // Languages.
  /** Languages of the site, in the switcher's order. */
  languages: z.array(siteLanguageSchema).min(1).max(50),
  /** Code of the language this configuration is for. */
  currentLanguage: siteLanguageCodeSchema,
  /** Id of that language (its entry in `languages`). */
  currentLanguageId: z.int().positive(),
  /** The language a visitor gets when neither URL, cookie nor browser give an allowed one. */
  defaultLanguage: siteLanguageCodeSchema,
  /** Languages the switcher hides from anonymous visitors (and left out of hreflang and the sitemap). */
  langHiddenUnauthorized: z.array(siteLanguageCodeSchema),

  // Geography: the language's own defaults; `all.json` answers those of the visitor's geo country.
  countryCode: countryCodeSchema,
  geoCountryId: z.int().positive(),
  geoCurrency: currencyCodeSchema,

  maintenance: maintenanceSchema,

  // The site.
  group_id: z.int().nonnegative(),
  companyName: z.string().min(1).max(100),
  /** Public key of the analytics collector ("fatman"). Not a secret: the browser sends it. */
  fatmanApiKey: z.string().max(200),
  ref_id: z.int().nonnegative(),
  isPwa: z.boolean(),
  pwaManifest: z.object({ themeColor: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'a #rrggbb colour') }),
  isSnowEnabled: z.boolean(),
  licenceConfig: licenceConfigSchema,
  customizeConfig: customizeConfigSchema,
  consultSystem: consultSystemSchema,

  // Sign-in, registration and terms.
  isRegistrationAllowed: z.boolean(),
  /** A VIP domain never offers registration (seed 000 §5-6). */
  isVipDomain: z.boolean(),
  isMainVipDomainAuthNeed: z.boolean(),
  geoAuthReqVip: z.boolean(),
  isOneTapAuthEnabled: z.boolean(),
  isAvailableConfirmTerms: z.boolean(),
  isIdentificationEnabled: z.boolean(),
  minAge: z.int().min(18).max(21),
  /** Signs a player out after `minutes` without activity (seed 000 §4 "Auto-logoff"). */
  autoLogoff: z.object({ enabled: z.boolean(), minutes: z.int().min(1).max(1440) }),
  /** Registration reminder popup: first shown `delay` seconds after arrival, then at most every `interval`. */
  registrationReminder: z.object({
    delay: z.int().min(0).max(86_400),
    interval: z.int().min(60).max(31_536_000),
  }),

  // Betting.
  show_one_click: z.boolean(),
  showVipBet: z.boolean(),
  isAvailableCouponBonusBet: z.boolean(),
  /** Coupon types whose form shows the minimum stake. */
  couponTypesWithMinAmount: z.array(couponTypeIdSchema),
  /** Coupon types whose form shows the maximum stake. */
  couponTypesWithMaxAmount: z.array(couponTypeIdSchema),
  availableResponsibleGamingLimitsIds: z.array(limitTypeIdSchema),
  /** Bonus routes are served under their "offer" names (seed 001 §5). */
  promoBonusToOffer: z.boolean(),

  // Routing.
  /** Route ids enabled on this site; a route marked with an id not listed here answers 404. */
  availableRoutes: z.array(z.int().nonnegative()).max(1000),
  /** The payment information page needs a signed-in player (seed 000 §5). */
  paymentPageAuthOnly: z.boolean(),
  /**
   * Deposits open in the recharge modal over the page (the header's Deposit), and the recharge
   * route is not opened directly: it opens the modal instead (seed 001 §2 "recharge navigation", §5).
   */
  isRechargeModal: z.boolean(),
  /** A page URL containing any of these strings answers 404. */
  forbiddenUrlStrings: z.array(z.string().min(1).max(200)).max(200),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;

/** The top-level keys of the configuration: the "groups" `config/group/get` answers. */
export type SiteConfigGroupName = keyof SiteConfig;
export const siteConfigGroupNames = Object.keys(siteConfigSchema.shape) as SiteConfigGroupName[];

export function isSiteConfigGroupName(name: string): name is SiteConfigGroupName {
  return Object.hasOwn(siteConfigSchema.shape, name);
}

/** Request header naming the visitor's country (set by the CDN or proxy in front); default `ru`. */
export const geoCountryHeader = 'x-geo-country';

/** `GET /bff-api/config/all.json` query. */
export const siteConfigQuerySchema = z.object({
  lang: languageCodeSchema,
});
export type SiteConfigQuery = z.infer<typeof siteConfigQuerySchema>;

/** `GET /bff-api/config/group/get` query: comma-separated top-level keys (`maintenance,licenceConfig`). */
export const siteConfigGroupsQuerySchema = z.object({
  groups: z
    .string()
    .max(2000)
    .regex(/^[A-Za-z_][A-Za-z0-9_]{0,63}(,[A-Za-z_][A-Za-z0-9_]{0,63})*$/, 'comma-separated group names'),
  lang: languageCodeSchema,
});
export type SiteConfigGroupsQuery = z.infer<typeof siteConfigGroupsQuerySchema>;

/** The asked-for groups only, under their names. */
export const siteConfigGroupsSchema = siteConfigSchema.partial();
export type SiteConfigGroups = z.infer<typeof siteConfigGroupsSchema>;

/**
 * Pub/sub message on `config.changed`: every server instance drops its cached configuration for
 * `lang`, or for every language when `lang` is absent.
 */
export const configChangedMessageSchema = z.object({
  lang: languageCodeSchema.optional(),
});
export type ConfigChangedMessage = z.infer<typeof configChangedMessageSchema>;

/** A dotted path into the configuration (`npm run config`): `maintenance.isActive`, `languages.0.name`. */
export const configKeySchema = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[A-Za-z0-9_]+(\.[A-Za-z0-9_]+)*$/, 'a dotted path such as maintenance.isActive');
