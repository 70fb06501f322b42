import type { CountryCode, SiteConfig } from '@parlay/contract';
import { type CurrencyCode, countryById, countryByIso, type SiteCountry } from '@parlay/domain';

/** What the configuration says about a visitor's country. */
export interface GeoCountry {
  countryCode: CountryCode;
  /** Our country id (packages/domain's country table). */
  geoCountryId: number;
  geoCurrency: CurrencyCode;
}

/** The country a request without a geo header is served as (seed 001 §7: default ru). */
export const defaultGeoCountryCode = 'RU';

/** The table entry for a country code in any case, or undefined when the site does not know it. */
export function findGeoCountry(code: string): GeoCountry | undefined {
  return geoCountryOf(countryByIso(code));
}

/** The table entry with a country id (registration and the user config name countries by id). */
export function findGeoCountryById(id: number): GeoCountry | undefined {
  return geoCountryOf(countryById(id));
}

function geoCountryOf(country: SiteCountry | undefined): GeoCountry | undefined {
  return country === undefined
    ? undefined
    : { countryCode: country.iso, geoCountryId: country.id, geoCurrency: country.currency };
}

/**
 * The country a request is served as: the geo header's when the site knows it, else the default
 * (an unknown or absent country gets the same answer, so caches keyed on the header stay small).
 */
export function resolveGeoCountry(header: string | undefined): GeoCountry {
  const found = header === undefined ? undefined : findGeoCountry(header);
  return found ?? (findGeoCountry(defaultGeoCountryCode) as GeoCountry);
}

/**
 * The configuration as a visitor from `geo` gets it: the country, its id and currency, and the
 * 12-hour clock flag for that country.
 */
export function withGeoCountry(config: SiteConfig, geo: GeoCountry): SiteConfig {
  return {
    ...config,
    countryCode: geo.countryCode,
    geoCountryId: geo.geoCountryId,
    geoCurrency: geo.geoCurrency,
    customizeConfig: {
      ...config.customizeConfig,
      has_twelve_h_by_geo: config.customizeConfig.geo_with_twelve_format.includes(geo.countryCode),
    },
  };
}
