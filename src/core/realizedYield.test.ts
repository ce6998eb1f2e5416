import { describe, expect, it } from 'vitest';
import { realizedYieldPercent, YIELD_WINDOW_SECONDS } from './realizedYield.ts';

const E18 = 10n ** 18n;

describe('realizedYieldPercent', () => {
  it('is the income of the window over total M2 × price, in percent', () => {
    // 1,000 M2 at 2,500 USDT = 2,500,000 USDT; 150,000 USDT paid = 6 %.
    expect(realizedYieldPercent(150_000n * E18, 1_000n, 2_500n * E18)).toBe(6);
  });

  it('rounds down to hundredths of a percent', () => {
    // 1 / 3 of a percent.
    expect(realizedYieldPercent(1n * E18, 3n, 100n * E18)).toBe(0.33);
  });

  it('is 0 without income or without value', () => {
    expect(realizedYieldPercent(0n, 1_000n, 2_500n * E18)).toBe(0);
    expect(realizedYieldPercent(5n * E18, 0n, 2_500n * E18)).toBe(0);
  });

  it('looks back 365 days', () => {
    expect(YIELD_WINDOW_SECONDS).toBe(31_536_000);
  });
});
