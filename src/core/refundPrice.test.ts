import { describe, expect, it } from 'vitest';
import { refundPriceAccepted, refundPriceRange } from './refundPrice.ts';

describe('refund price range', () => {
  it('runs from one 20 % step below the price in force to the price in force', () => {
    expect(refundPriceRange(2_500n, 2_000n)).toEqual({ min: 2_000n, max: 2_500n });
    expect(refundPriceAccepted(2_000n, 2_500n, 2_000n)).toBe(true);
    expect(refundPriceAccepted(1_999n, 2_500n, 2_000n)).toBe(false);
    expect(refundPriceAccepted(2_501n, 2_500n, 2_000n)).toBe(false);
  });

  it('rounds the lowest price up, as the contract compares exactly', () => {
    // 7 × 0.8 = 5.6: 6 is the least refund price the registry accepts.
    expect(refundPriceRange(7n, 2_000n).min).toBe(6n);
    expect(refundPriceAccepted(5n, 7n, 2_000n)).toBe(false);
    expect(refundPriceAccepted(0n, 1n, 2_000n)).toBe(false);
  });
});
