import { describe, expect, it } from 'vitest';
import { createQueryClient, LIVE_REFETCH_MS } from './queryClient.ts';

describe('query defaults', () => {
  it('has no refetch on focus, 1 retry and a 5-minute stale time', () => {
    const defaults = createQueryClient().getDefaultOptions().queries;
    expect(defaults?.refetchOnWindowFocus).toBe(false);
    expect(defaults?.retry).toBe(1);
    expect(defaults?.staleTime).toBe(300_000);
  });

  it('refetches bucket, liquidity and dashboard figures every 30 s', () => {
    expect(LIVE_REFETCH_MS).toBe(30_000);
  });
});
