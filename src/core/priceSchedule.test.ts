import { describe, expect, it } from 'vitest';
import { announcedPrice, stillScheduled } from './priceSchedule.ts';

const USDT = 10n ** 18n;

describe('price schedule', () => {
  it('test_announcedPrice_reads_the_contracts_answer_by_position_or_by_name', () => {
    expect(announcedPrice([1100n * USDT, 1_800_000_000n])).toEqual({
      price: 1100n * USDT,
      effectiveAt: 1_800_000_000n,
    });
    expect(announcedPrice({ price: 5n, effectiveAt: 1n })).toEqual({ price: 5n, effectiveAt: 1n });
  });

  it('test_announcedPrice_is_null_when_nothing_waits_or_the_chain_has_not_answered', () => {
    expect(announcedPrice([0n, 0n])).toBeNull();
    expect(announcedPrice(undefined)).toBeNull();
  });

  it('test_stillScheduled_only_for_the_same_price_and_time', () => {
    const pending = [1100n, 1000n] as const;
    expect(stillScheduled(pending, 1100n, 1000n)).toBe(true);
    expect(stillScheduled(pending, 1200n, 1000n)).toBe(false);
    expect(stillScheduled(pending, 1100n, 1001n)).toBe(false);
    expect(stillScheduled([0n, 0n], 0n, 0n)).toBe(false);
  });
});
