import { describe, expect, it } from 'vitest';
import {
  formatM2,
  formatNumber,
  formatPrice,
  formatUsdt,
  hasThousandsSeparators,
  parseAmount,
  percentOf,
  toBigInt,
} from './amounts.ts';

describe('typed amounts', () => {
  it('recognises numbers written with thousands separators', () => {
    for (const grouped of [
      '1,000',
      '1,000,000',
      '1 000 000',
      '1\u00a0000',
      '1\u202f000',
      "12'500",
      '1,000.50',
    ])
      expect(hasThousandsSeparators(grouped)).toBe(true);
    expect(hasThousandsSeparators(' 1,000 ')).toBe(true);
    for (const plain of ['1000', '1,5', '1.5', '0.001', '12,50', '1,0000', 'abc', '', '12345,000', '1,000x'])
      expect(hasThousandsSeparators(plain)).toBe(false);
  });

  it('reads a decimal point or comma into base units, positive amounts only', () => {
    expect(parseAmount('1,5', 2)).toBe(150n);
    expect(parseAmount(' 2500.25 ', 2)).toBe(250025n);
    expect(parseAmount('0', 2)).toBeUndefined();
    expect(parseAmount('1.001', 2)).toBeUndefined();
  });
});

describe('displayed amounts', () => {
  it('divides M2 by 10^18 and shows at most 2 decimals, cut not rounded, grouped in the UI language', () => {
    expect(formatM2(1_500_000_000_000_000_000n, 'en')).toBe('1.5');
    expect(formatM2(10n ** 18n, 'en')).toBe('1');
    expect(formatM2(1_239_999_000_000_000_000_000n, 'en')).toBe('1,239.99');
    expect(formatM2(1_239_999_000_000_000_000_000n, 'ru')).toBe('1\u00a0239,99');
    expect(formatM2(1_239_999_000_000_000_000_000n, 'en', 3)).toBe('1,239.999');
    expect(formatM2(1_000_000_000_000_000n, 'en')).toBe('0');
    expect(formatM2(50_000_000_000_000_000n, 'en')).toBe('0.05');
    expect(formatM2(0n, 'en')).toBe('0');
    expect(formatM2(-2_500_000_000_000_000_000n, 'en')).toBe('-2.5');
  });

  it('shows stablecoin units with the decimals the contract reports', () => {
    expect(formatUsdt(1_234_560_000n, 6, 'en')).toBe('1,234.56');
    expect(formatUsdt(1_234_560_000n, 6, 'ru')).toBe('1\u00a0234,56');
    expect(formatUsdt(100n, 2, 'en')).toBe('1');
    // At most 2 decimals, cut not rounded.
    expect(formatUsdt(1_234_567_890n, 6, 'en')).toBe('1,234.56');
  });

  it('formats plain numbers with up to 2 decimals by default', () => {
    expect(formatNumber(8.5, 'en')).toBe('8.5');
    expect(formatNumber(8.5, 'ru')).toBe('8,5');
    expect(formatNumber(1.23456, 'en')).toBe('1.23');
    expect(formatNumber(1.23456, 'en', 3)).toBe('1.235');
  });
});

describe('amount helpers', () => {
  it('reads API decimal strings as bigint, 0 for nothing or garbage', () => {
    expect(toBigInt('1000000000000000000000')).toBe(10n ** 21n);
    expect(toBigInt(7)).toBe(7n);
    expect(toBigInt(9n)).toBe(9n);
    expect(toBigInt('')).toBe(0n);
    expect(toBigInt(null)).toBe(0n);
    expect(toBigInt(undefined)).toBe(0n);
    expect(toBigInt('1.5')).toBe(0n);
  });

  it('gives a percentage with one decimal, cut, or null of nothing', () => {
    expect(percentOf(1n, 3n)).toBe(33.3);
    expect(percentOf(2n, 3n)).toBe(66.6);
    expect(percentOf(5n, 5n)).toBe(100);
    expect(percentOf(1n, 0n)).toBeNull();
  });

  it('refuses typed amounts that are not plain positive decimals', () => {
    expect(parseAmount('1e3', 2)).toBeUndefined();
    expect(parseAmount('-1', 2)).toBeUndefined();
    expect(parseAmount('1.', 2)).toBeUndefined();
    expect(parseAmount('.5', 2)).toBeUndefined();
    expect(parseAmount('1.5 x', 2)).toBeUndefined();
    expect(parseAmount('1.25', 2)).toBe(125n);
    expect(parseAmount('3', 0)).toBe(3n);
    expect(parseAmount('1,000,5', 2)).toBeUndefined();
  });
});

describe('formatPrice', () => {
  it('always shows a price per M2 with exactly 2 decimals, cut not rounded', () => {
    expect(formatPrice(2_100n * 10n ** 18n, 18, 'en')).toBe('2,100.00');
    expect(formatPrice(2_100n * 10n ** 18n, 18, 'ru')).toBe('2\u00a0100,00');
    expect(formatPrice(25n * 10n ** 17n, 18, 'en')).toBe('2.50');
    expect(formatPrice(3_333_339n, 6, 'en')).toBe('3.33');
    expect(formatPrice(0n, 6, 'en')).toBe('0.00');
  });
});
