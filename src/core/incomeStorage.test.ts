import { describe, expect, it } from 'vitest';
import { nextStartsUnpaidSlot, PREPAID_DISTRIBUTIONS, prepayThrough } from './incomeStorage.ts';

describe('income storage paid ahead', () => {
  it('pays a year of monthly distributions ahead', () => {
    expect(PREPAID_DISTRIBUTIONS).toBe(12n);
    expect(prepayThrough(0n)).toBe(12n);
    expect(prepayThrough(5n)).toBe(17n);
  });

  it('says when the next distribution starts a slot not written yet', () => {
    // A new token: slot 0 holds points 0 and 1, so distribution 1 writes into it.
    expect(nextStartsUnpaidSlot(0n, 1n)).toBe(false);
    // One made: distribution 2 would start slot 1.
    expect(nextStartsUnpaidSlot(1n, 1n)).toBe(true);
    expect(nextStartsUnpaidSlot(1n, 3n)).toBe(false);
    expect(nextStartsUnpaidSlot(13n, 13n)).toBe(true);
  });
});
