// Token and stablecoin amounts: M2 are 18-decimal token units (sold M2 / 10^18, docs/constants.md#units);
// prices and values are stablecoin base units of the USDT contract's decimals.
import { formatUnits, parseUnits } from 'viem';
import { decimalSeparator, numberFormat } from './numberFormats.ts';

export const M2_DECIMALS = 18;

/** Formats base units for display in `locale` with up to `maxFraction` decimals (exact, no float maths). */
function formatUnitsLocale(value: bigint, decimals: number, locale: string, maxFraction = 2): string {
  const text = formatUnits(value, decimals);
  const [whole = '0', fraction = ''] = text.replace('-', '').split('.');
  const cut = fraction.slice(0, maxFraction).replace(/0+$/, '');
  const grouped = numberFormat(locale, 0).format(BigInt(whole));
  const separator = decimalSeparator(locale);
  return `${value < 0n ? '-' : ''}${grouped}${cut ? `${separator}${cut}` : ''}`;
}

export const formatM2 = (units: bigint, locale: string, maxFraction = 2): string =>
  formatUnitsLocale(units, M2_DECIMALS, locale, maxFraction);

export const formatUsdt = (units: bigint, decimals: number, locale: string, maxFraction = 2): string =>
  formatUnitsLocale(units, decimals, locale, maxFraction);

/** Decimals an income amount is shown with wherever it appears (rent is counted in millionths of a USDT, so a
 *  cent is too coarse: docs/income.md#books-and-rounding). */
export const INCOME_FRACTION_DIGITS = 4;

/**
 * A price per M2 in stablecoin base units, always with exactly 2 decimals (docs/constants.md#display):
 * '2,100.00' / '2 100,00'; further decimals are cut, not rounded (exact, no float maths).
 */
export function formatPrice(units: bigint, decimals: number, locale: string): string {
  const text = formatUnitsLocale(units, decimals, locale, 2);
  const separator = decimalSeparator(locale);
  const [whole, fraction = ''] = text.split(separator);
  return `${whole}${separator}${fraction.padEnd(2, '0')}`;
}

/**
 * True for a number written with thousands separators ("1,000,000", "1 000 000", "12'500.50"). Such
 * input is refused with its own message rather than read: "1,500" would otherwise be 1.5 (the comma
 * is also taken as a decimal separator) where the writer may have meant 1500.
 */
export function hasThousandsSeparators(input: string): boolean {
  return /^\d{1,3}(?:[,\s'’]\d{3})+(?:[.,]\d+)?$/.test(input.trim());
}

/** Parses a user-typed decimal ("1,5" or "1.5") into base units; undefined when not a positive number. */
export function parseAmount(input: string, decimals: number): bigint | undefined {
  const text = input.trim().replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(text)) return undefined;
  const [, fraction = ''] = text.split('.');
  if (fraction.length > decimals) return undefined;
  const value = parseUnits(text, decimals);
  return value > 0n ? value : undefined;
}

/** Decimal strings from the API (uint256-safe) to bigint. */
export const toBigInt = (value: string | number | bigint | null | undefined): bigint => {
  if (value === null || value === undefined || value === '') return 0n;
  try {
    return BigInt(value);
  } catch {
    return 0n;
  }
};

/** `part / whole` as a percentage with one decimal, or null when `whole` is zero. */
export function percentOf(part: bigint, whole: bigint): number | null {
  if (whole === 0n) return null;
  return Number((part * 1000n) / whole) / 10;
}

/** A plain number (APY, percentages) in the UI language: '8.5' / '8,5'. */
export const formatNumber = (value: number, locale: string, maxFraction = 2): string =>
  numberFormat(locale, maxFraction).format(value);
