// Number, amount and duration formatting for the console in its current language: stablecoin amounts in the
// USDT contract's decimals, M2 from 18-decimal token units (docs/constants.md#units), durations in the units
// of docs/constants.md#display.
import { useMemo } from 'react';
import { useLocale } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { useUsdtDecimals } from '../../chain/usdtReads.ts';
import { formatM2, formatPrice, formatUsdt } from '../../lib/amounts.ts';
import { formatDuration, SECONDS_PER_DAY } from '../../lib/duration.ts';

export interface AdminFormat {
  locale: string;
  usdtDecimals: number;
  /** '1 234.5 USDT' */
  usdt(units: bigint): string;
  /** A price per M2, exactly 2 decimals: '2,100.00 USDT' */
  price(units: bigint): string;
  /** '12.5 M2' ('12,5 М2' in Russian) from token units */
  m2(units: bigint): string;
  /** '120 M2' from whole M2 */
  wholeM2(value: bigint | number): string;
  duration(seconds: bigint | number): string;
  /** Whole days of a duration in seconds (the lock-days inputs). */
  days(seconds: bigint | number): number;
}

export function useAdminFormat(): AdminFormat {
  const locale = useLocale();
  const usdtDecimals = useUsdtDecimals();
  const { t } = useTranslation();
  return useMemo(() => {
    const integer = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
    return {
      locale,
      usdtDecimals,
      usdt: (units) => `${formatUsdt(units, usdtDecimals, locale)} USDT`,
      price: (units) => `${formatPrice(units, usdtDecimals, locale)} USDT`,
      m2: (units) => t('units.m2', { value: formatM2(units, locale) }),
      wholeM2: (value) => t('units.m2', { value: integer.format(BigInt(value)) }),
      duration: (seconds) => formatDuration(Number(seconds), t),
      days: (seconds) => Math.floor(Number(seconds) / SECONDS_PER_DAY),
    };
  }, [locale, usdtDecimals, t]);
}
