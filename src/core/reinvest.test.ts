import { describe, expect, it } from 'vitest';
import { purchaseCost, reinvestment } from './reinvest.ts';

const E18 = 10n ** 18n;

describe('reinvestment', () => {
  it('buys the most 0.0001 M2 steps the income covers', () => {
    // 1,000 USDT at 2,500 per M2: 0.4 M2 for exactly 1,000.
    expect(reinvestment(1_000n * E18, 2_500n * E18, 100n * E18)).toEqual({
      m2: 4n * 10n ** 17n,
      cost: 1_000n * E18,
    });
    // 1,000 USDT at 3,000 per M2: 0.3333 M2 (not 0.33333…), costing 999.9 USDT.
    const { m2, cost } = reinvestment(1_000n * E18, 3_000n * E18, 100n * E18);
    expect(m2).toBe(3_333n * 10n ** 14n);
    expect(cost).toBe(9_999n * 10n ** 17n);
    expect(cost).toBeLessThanOrEqual(1_000n * E18);
  });

  it('never costs more than the income, whatever the price', () => {
    for (const price of [1n, 7n, 10n ** 15n + 3n, 3n * E18 + 1n, 12_345_678_901n * E18]) {
      const { m2, cost } = reinvestment(10n ** 20n + 17n, price, 10n ** 30n);
      expect(cost).toBeLessThanOrEqual(10n ** 20n + 17n);
      expect(cost).toBe(purchaseCost(m2, price));
    }
  });

  it('is capped by the M2 still for sale', () => {
    expect(reinvestment(1_000_000n * E18, 1n * E18, 5n * E18).m2).toBe(5n * E18);
  });

  it('buys nothing with too little income or no price', () => {
    expect(reinvestment(1n, 2_500n * E18, 100n * E18)).toEqual({ m2: 0n, cost: 0n });
    expect(reinvestment(0n, 2_500n * E18, 100n * E18)).toEqual({ m2: 0n, cost: 0n });
    expect(reinvestment(5n * E18, 0n, 100n * E18)).toEqual({ m2: 0n, cost: 0n });
  });
});

describe('purchaseCost', () => {
  it('rounds up like the vault', () => {
    expect(purchaseCost(1n, 1n)).toBe(1n);
    expect(purchaseCost(E18, 2_500n * E18)).toBe(2_500n * E18);
    expect(purchaseCost(3n, E18 / 2n)).toBe(2n);
  });
});
