// One Intl formatter per locale and fraction digits, made once and formatting as Intl does.
import { describe, expect, it } from 'vitest';
import { decimalSeparator, numberFormat, warmNumberFormats } from './numberFormats.ts';

describe('numberFormats', () => {
  it('makes each formatter once and formats like Intl', () => {
    expect(numberFormat('en', 0)).toBe(numberFormat('en', 0));
    expect(numberFormat('en', 0)).not.toBe(numberFormat('en', 2));
    expect(numberFormat('ru', 2).format(1234.567)).toBe(
      new Intl.NumberFormat('ru', { maximumFractionDigits: 2 }).format(1234.567),
    );
    expect(numberFormat('en').format(0.12345)).toBe(new Intl.NumberFormat('en').format(0.12345));
  });

  it('knows the decimal separator, and warming leaves the same formatters in place', () => {
    expect(decimalSeparator('en')).toBe('.');
    expect(decimalSeparator('ru')).toBe(',');
    const whole = numberFormat('de', 0);
    warmNumberFormats('de');
    expect(numberFormat('de', 0)).toBe(whole);
    expect(numberFormat('de', 2).format(1.5)).toBe('1,5');
  });
});
