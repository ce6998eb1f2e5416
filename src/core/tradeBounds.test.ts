import { describe, expect, it } from 'vitest';
import { maxUnlockTimeFor, minPayoutFor, tradeDeadline } from './tradeBounds.ts';

describe('trade bounds', () => {
  it('gives a trade 20 minutes (1,200 s) to be mined', () => {
    expect(tradeDeadline(1_000n)).toBe(2_200n);
  });

  it('accepts the displayed lock counted from the deadline', () => {
    expect(maxUnlockTimeFor(1_000n, 86_400n, 0n)).toBe(1_000n + 1_200n + 86_400n);
  });

  it('counts the lock from an announced price change that is still ahead of the deadline', () => {
    // A buy during the notice is locked from the change (PropertyToken.releaseTo).
    expect(maxUnlockTimeFor(1_000n, 86_400n, 0n, 173_800n)).toBe(173_800n + 86_400n);
    // A change that applies before the deadline: the lock may start at the deadline at the latest.
    expect(maxUnlockTimeFor(1_000n, 86_400n, 0n, 1_500n)).toBe(2_200n + 86_400n);
  });

  it('keeps a running lock that already ends later', () => {
    expect(maxUnlockTimeFor(1_000n, 86_400n, 500_000n)).toBe(500_000n);
  });

  it('accepts a sale 1 % below its quoted payout', () => {
    // 1 % = 100 basis points, by value (docs/money-rules.md#trading-bounds).
    expect(minPayoutFor(10_000n)).toBe(9_900n);
    expect(minPayoutFor(2_500n * 10n ** 18n)).toBe(2_475n * 10n ** 18n);
    // The 1 % is rounded down: the bound is never below 99 % of the quote, nor above the quote.
    expect(minPayoutFor(199n)).toBe(198n);
    expect(minPayoutFor(0n)).toBe(0n);
  });
});
