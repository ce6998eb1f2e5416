// Countries in the console (docs/investors.md#countries): alpha-2 codes shown as "Germany (DE)" in the console's
// language, a choice of every country for the filters, and the check of a typed code, all from the one mapping of
// src/core/countries.ts (which the API uses too).
import { useMemo } from 'react';
import { useLocale } from 'react-admin';
import { countryChoices, countryLabel, isCountryCode, parseCountryCode } from '#core/countries.ts';

/** "Germany (DE)" for a code ISO assigns, the value itself for anything else, '—' for none. */
export function useCountryLabel(): (code: string | null | undefined) => string {
  const locale = useLocale();
  return useMemo(
    () => (code) => (code ? (isCountryCode(code) ? countryLabel(code, locale) : code) : '—'),
    [locale],
  );
}

/** Every country as react-admin choices, sorted by name in the console's language. */
export function useCountryChoices() {
  const locale = useLocale();
  return useMemo(() => countryChoices(locale), [locale]);
}

/** A react-admin validator: empty, or an alpha-2 code ISO assigns ('admin.investors.countryCode' otherwise). */
export const countryCodeValidator = (value: unknown) =>
  value === null || value === undefined || value === '' || (typeof value === 'string' && isCountryCode(value))
    ? undefined
    : 'admin.investors.countryCode';

/** What a person typed, as the code it stands for ("de " → "DE"), or the text as typed when it is none. */
export const normaliseCountryInput = (value: string) => parseCountryCode(value) ?? value.toUpperCase();
