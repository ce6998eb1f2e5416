// react-query defaults (docs/constants.md#refresh-intervals): no refetch on window focus, 1 retry, 5-minute
// stale time.
import { QueryClient } from '@tanstack/react-query';

const STALE_TIME_MS = 5 * 60 * 1000;
/** Dashboard, bucket and liquidity data refetch every 30 s (docs/constants.md#refresh-intervals). */
export const LIVE_REFETCH_MS = 30_000;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { refetchOnWindowFocus: false, retry: 1, staleTime: STALE_TIME_MS },
      mutations: { retry: 0 },
    },
  });
}

export const queryClient = createQueryClient();
