// Intl number formatters, made once per locale and fraction digits (src/lib/amounts.ts formats with them).
// Making one costs far more than formatting with it, and the first one for a locale costs tens of milliseconds on
// a slow phone (docs/architecture.md#first-paint): warmNumberFormats makes them in a task of their own once the
// language is known, instead of in the middle of a page's first render.

const formatters = new Map<string, Intl.NumberFormat>();

/** The formatter of `locale` with at most `maxFraction` decimals (Intl's default without it). */
export function numberFormat(locale: string, maxFraction?: number): Intl.NumberFormat {
  const key = `${locale}|${maxFraction ?? ''}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(
      locale,
      maxFraction === undefined ? undefined : { maximumFractionDigits: maxFraction },
    );
    formatters.set(key, format);
  }
  return format;
}

/** The decimal separator of `locale` ('.' / ','). */
export const decimalSeparator = (locale: string): string =>
  numberFormat(locale)
    .formatToParts(1.5)
    .find((p) => p.type === 'decimal')?.value ?? '.';

/** Makes the formatters the amounts of the pages use in `locale` (whole numbers, the separator, 1 and 2 decimals). */
export function warmNumberFormats(locale: string): void {
  numberFormat(locale, 0);
  decimalSeparator(locale);
  numberFormat(locale, 1);
  numberFormat(locale, 2);
}
