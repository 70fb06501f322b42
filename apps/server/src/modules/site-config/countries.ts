import type { CountryCode, SiteConfig } from '@parlay/contract';

/** What the configuration says about a visitor's country. */
export interface GeoCountry {
  countryCode: CountryCode;
  /** Our country id (the ids of seed 000 §6's policy-logo rule: 1 is Russia). */
  geoCountryId: number;
  geoCurrency: string;
}

/**
 * The countries the site knows by the geo header, with their id and currency. The ids are the
 * site's own numbering (the specification names ids without a table), stable once published.
 */
const countries: Readonly<Record<string, Omit<GeoCountry, 'countryCode'>>> = {
  RU: { geoCountryId: 1, geoCurrency: 'RUB' },
  UA: { geoCountryId: 2, geoCurrency: 'UAH' },
  BY: { geoCountryId: 3, geoCurrency: 'BYN' },
  KZ: { geoCountryId: 4, geoCurrency: 'KZT' },
  AZ: { geoCountryId: 5, geoCurrency: 'AZN' },
  UZ: { geoCountryId: 6, geoCurrency: 'UZS' },
  GE: { geoCountryId: 7, geoCurrency: 'GEL' },
  AM: { geoCountryId: 8, geoCurrency: 'AMD' },
  KG: { geoCountryId: 9, geoCurrency: 'KGS' },
  MD: { geoCountryId: 10, geoCurrency: 'MDL' },
  TR: { geoCountryId: 11, geoCurrency: 'TRY' },
  ES: { geoCountryId: 12, geoCurrency: 'EUR' },
  GB: { geoCountryId: 13, geoCurrency: 'GBP' },
  DE: { geoCountryId: 14, geoCurrency: 'EUR' },
  FR: { geoCountryId: 15, geoCurrency: 'EUR' },
  IT: { geoCountryId: 16, geoCurrency: 'EUR' },
  PL: { geoCountryId: 17, geoCurrency: 'PLN' },
  US: { geoCountryId: 18, geoCurrency: 'USD' },
  CA: { geoCountryId: 19, geoCurrency: 'CAD' },
  MX: { geoCountryId: 20, geoCurrency: 'MXN' },
  AR: { geoCountryId: 21, geoCurrency: 'ARS' },
  BR: { geoCountryId: 22, geoCurrency: 'BRL' },
  IN: { geoCountryId: 23, geoCurrency: 'INR' },
};

/** The country a request without a geo header is served as (seed 001 §7: default ru). */
export const defaultGeoCountryCode = 'RU';

/** The table entry for a country code in any case, or undefined when the site does not know it. */
export function findGeoCountry(code: string): GeoCountry | undefined {
  const countryCode = code.toUpperCase();
  const entry = Object.hasOwn(countries, countryCode) ? countries[countryCode] : undefined;
  return entry === undefined ? undefined : { countryCode, ...entry };
}

/** The table entry with a country id (registration and the user config name countries by id). */
export function findGeoCountryById(id: number): GeoCountry | undefined {
  const found = Object.entries(countries).find(([, entry]) => entry.geoCountryId === id);
  return found === undefined ? undefined : { countryCode: found[0], ...found[1] };
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
