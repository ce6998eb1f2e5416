import { describe, expect, it } from 'vitest';
import { maxUnlockTimeFor, tradeDeadline } from './tradeBounds.ts';

describe('trade bounds', () => {
  it('gives a trade 20 minutes (1,200 s) to be mined', () => {
    expect(tradeDeadline(1_000n)).toBe(2_200n);
  });

  it('accepts the displayed lock counted from the deadline', () => {
    expect(maxUnlockTimeFor(1_000n, 86_400n, 0n)).toBe(1_000n + 1_200n + 86_400n);
  });

  it('keeps a running lock that already ends later', () => {
    expect(maxUnlockTimeFor(1_000n, 86_400n, 500_000n)).toBe(500_000n);
  });
});
