// On-chain property figures through the PropertyLens (one RPC round trip each). Bucket and liquidity
// figures refetch every 30 s (docs/constants.md#refresh-intervals).
import type { Address } from 'viem';
import {
  useReadPropertyLensGetAccountPositions,
  useReadPropertyLensGetAllPropertyViews,
  useReadPropertyLensGetPropertyView,
  useReadPropertyLensGetSystemStatus,
} from '../../generated/wagmi.ts';
import { LIVE_REFETCH_MS } from '../config/queryClient.ts';

export function useAllPropertyViews() {
  return useReadPropertyLensGetAllPropertyViews({ query: { refetchInterval: LIVE_REFETCH_MS } });
}

export function usePropertyView(token: Address | undefined) {
  return useReadPropertyLensGetPropertyView({
    args: token ? [token] : undefined,
    query: { enabled: token !== undefined, refetchInterval: LIVE_REFETCH_MS },
  });
}

export function useAccountPositions(account: Address | null | undefined) {
  return useReadPropertyLensGetAccountPositions({
    args: account ? [account] : undefined,
    query: { enabled: Boolean(account), refetchInterval: LIVE_REFETCH_MS },
  });
}

export function useSystemStatus() {
  return useReadPropertyLensGetSystemStatus({ query: { refetchInterval: LIVE_REFETCH_MS } });
}
