import { z } from 'zod';

/** A two-letter language code as it appears in URLs and the `lang` query (seed 001 §9). */
export const languageCodeSchema = z.string().regex(/^[a-z]{2}$/, 'two lowercase letters');
export type LanguageCode = z.infer<typeof languageCodeSchema>;

/** A point in time in the configuration: ISO 8601 with offset, or null when not planned. */
const configInstantSchema = z.iso.datetime({ offset: true }).nullable();

/**
 * Maintenance block of the site configuration (seed 001 §3). Field names follow the
 * specification's wire format, hence the snake_case.
 */
export const maintenanceSchema = z.object({
  started_at: configInstantSchema,
  ended_at: configInstantSchema,
  notify_started_at: configInstantSchema,
  notify_ended_at: configInstantSchema,
  isActive: z.boolean(),
  /** 0: the site is online; 1: the whole web site is in maintenance. */
  web_state: z.union([z.literal(0), z.literal(1)]),
});
export type Maintenance = z.infer<typeof maintenanceSchema>;

export const siteLanguageSchema = z.object({
  code: languageCodeSchema,
  /** The language's own name, shown in the language switcher ("Русский"). */
  name: z.string().min(1),
});
export type SiteLanguage = z.infer<typeof siteLanguageSchema>;

/**
 * Per-language site configuration (seed 001 §3 "Site configuration"). This is the minimal start;
 * issue 3 completes it.
 */
export const siteConfigSchema = z.object({
  languages: z.array(siteLanguageSchema).min(1),
  currentLanguage: languageCodeSchema,
  defaultLanguage: languageCodeSchema,
  countryCode: z.string().regex(/^[A-Z]{2}$/),
  companyName: z.string().min(1),
  isRegistrationAllowed: z.boolean(),
  minAge: z.int().min(18).max(21),
  /** Route ids enabled on this site; a route marked with an id not listed here answers 404. */
  availableRoutes: z.array(z.int().nonnegative()),
  maintenance: maintenanceSchema,
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;

/** `GET /bff-api/config/all.json` query. */
export const siteConfigQuerySchema = z.object({
  lang: languageCodeSchema,
});
export type SiteConfigQuery = z.infer<typeof siteConfigQuerySchema>;

/**
 * Pub/sub message on `config.changed`: every server instance drops its cached configuration for
 * `lang`, or for every language when `lang` is absent.
 */
export const configChangedMessageSchema = z.object({
  lang: languageCodeSchema.optional(),
});
export type ConfigChangedMessage = z.infer<typeof configChangedMessageSchema>;
