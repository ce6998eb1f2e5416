import { describe, expect, it } from 'vitest';
import {
  COUNTRY_CODES,
  countryChoices,
  countryFromNumeric,
  countryLabel,
  countryName,
  countryNumeric,
  isCountryCode,
  parseCountryCode,
} from './countries.ts';

describe('ISO 3166-1 alpha-2 and numeric', () => {
  it('maps the demo countries both ways', () => {
    const demo = { DE: 276, FR: 250, NL: 528, AE: 784, GB: 826, CH: 756, ES: 724, US: 840, RU: 643 } as const;
    for (const [code, numeric] of Object.entries(demo)) {
      expect(isCountryCode(code)).toBe(true);
      if (!isCountryCode(code)) continue;
      expect(countryNumeric(code)).toBe(numeric);
      expect(countryFromNumeric(numeric)).toBe(code);
      expect(countryFromNumeric(BigInt(numeric))).toBe(code);
    }
  });

  it('holds the 249 assigned codes, each numeric code once, round trip', () => {
    expect(COUNTRY_CODES).toHaveLength(249);
    expect(new Set(COUNTRY_CODES.map(countryNumeric)).size).toBe(249);
    for (const code of COUNTRY_CODES) {
      expect(code).toMatch(/^[A-Z]{2}$/);
      const numeric = countryNumeric(code);
      expect(numeric).toBeGreaterThan(0);
      expect(numeric).toBeLessThan(1000);
      expect(countryFromNumeric(numeric)).toBe(code);
    }
    expect([...COUNTRY_CODES].sort()).toEqual(COUNTRY_CODES);
  });

  it('gives no country for 0 (none given), an unassigned number or nothing', () => {
    expect(countryFromNumeric(0)).toBeNull();
    expect(countryFromNumeric(999)).toBeNull();
    expect(countryFromNumeric(65_535)).toBeNull();
    expect(countryFromNumeric(null)).toBeNull();
    expect(countryFromNumeric(undefined)).toBeNull();
  });

  it('accepts assigned capitals only, and parses what a person types', () => {
    for (const bad of ['XX', 'de', 'DEU', 'D', '', ' DE', '276', 'UK', 'toString', 'constructor', 42, null]) {
      expect(isCountryCode(bad), String(bad)).toBe(false);
    }
    expect(parseCountryCode(' de ')).toBe('DE');
    expect(parseCountryCode('gb')).toBe('GB');
    expect(parseCountryCode('uk')).toBeNull();
    expect(parseCountryCode('XX')).toBeNull();
    expect(parseCountryCode('')).toBeNull();
  });
});

describe('country names', () => {
  it('names a country in English and in Russian', () => {
    expect(countryName('DE', 'en')).toBe('Germany');
    expect(countryName('DE', 'ru')).toBe('Германия');
    expect(countryName('CH', 'en')).toBe('Switzerland');
    expect(countryName('CH', 'ru')).toBe('Швейцария');
    expect(countryLabel('FR', 'en')).toBe('France (FR)');
    expect(countryLabel('FR', 'ru')).toBe('Франция (FR)');
  });

  it('offers every country as a choice, sorted by its name in the language', () => {
    for (const language of ['en', 'ru']) {
      const choices = countryChoices(language);
      expect(choices).toHaveLength(249);
      const names = choices.map((c) => c.name);
      const collator = new Intl.Collator(language);
      expect([...names].sort(collator.compare)).toEqual(names);
    }
    expect(countryChoices('en').find((c) => c.id === 'DE')?.name).toBe('Germany (DE)');
    expect(countryChoices('ru')[0]?.name).toMatch(/^А/);
  });
});
