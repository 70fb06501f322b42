import { describe, expect, it } from 'vitest';
import { countryById, countryByIso, siteCountries } from './countries.ts';

describe('the site country table', () => {
  it('gives every country its own id and ISO code, and a currency and dialling code', () => {
    expect(new Set(siteCountries.map((country) => country.id)).size).toBe(siteCountries.length);
    expect(new Set(siteCountries.map((country) => country.iso)).size).toBe(siteCountries.length);
    for (const country of siteCountries) {
      expect(country.currency).toMatch(/^[A-Z]{3}$/);
      expect(country.telCode).toMatch(/^\d{1,3}$/);
    }
  });

  it('finds a country by id and by ISO code in any case', () => {
    expect(countryById(1)).toEqual({ id: 1, iso: 'RU', currency: 'RUB', telCode: '7' });
    expect(countryByIso('gb')?.id).toBe(13);
    expect(countryById(0)).toBeUndefined();
    expect(countryByIso('ZZ')).toBeUndefined();
  });
});
