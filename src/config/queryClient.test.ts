import { describe, expect, it } from 'vitest';
import { createQueryClient, STALE_TIME_MS } from './queryClient.ts';

describe('query defaults', () => {
  it('has no refetch on focus, 1 retry and a 5-minute stale time', () => {
    const defaults = createQueryClient().getDefaultOptions().queries;
    expect(defaults?.refetchOnWindowFocus).toBe(false);
    expect(defaults?.retry).toBe(1);
    expect(defaults?.staleTime).toBe(STALE_TIME_MS);
    expect(STALE_TIME_MS).toBe(300_000);
  });
});
