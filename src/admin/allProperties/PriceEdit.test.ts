import { describe, expect, it } from 'vitest';
import { parsePrice } from './PriceEdit.tsx';

describe('inline price (docs/validation.md#inline-edits: min 0, step 0.01)', () => {
  it('reads a positive price into stablecoin base units', () => {
    expect(parsePrice('2150.25', 18)).toEqual({ ok: true, value: 215025n * 10n ** 16n });
    expect(parsePrice('0', 18)).toEqual({ ok: false, error: 'admin.allProperties.errors.pricePositive' });
  });

  it('refuses thousands separators instead of reading "1,000" as 1', () => {
    expect(parsePrice('1,000', 18)).toEqual({ ok: false, error: 'admin.allProperties.errors.priceGrouped' });
    expect(parsePrice('2 500.50', 18)).toEqual({
      ok: false,
      error: 'admin.allProperties.errors.priceGrouped',
    });
  });
});
