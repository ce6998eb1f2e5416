import { describe, expect, it } from 'vitest';
import { formatPrice, hasThousandsSeparators, parseAmount } from './amounts.ts';

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
    for (const plain of ['1000', '1,5', '1.5', '0.001', '12,50', '1,0000', 'abc', ''])
      expect(hasThousandsSeparators(plain)).toBe(false);
  });

  it('reads a decimal point or comma into base units, positive amounts only', () => {
    expect(parseAmount('1,5', 2)).toBe(150n);
    expect(parseAmount(' 2500.25 ', 2)).toBe(250025n);
    expect(parseAmount('0', 2)).toBeUndefined();
    expect(parseAmount('1.001', 2)).toBeUndefined();
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
