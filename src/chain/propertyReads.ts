// On-chain property figures through the PropertyLens. The lists are read page by page (registry
// propertyCount, then PropertyLens pages of 100, src/core/pages.ts). Bucket and liquidity figures refetch
// every 30 s (docs/constants.md#refresh-intervals).
import { useQuery } from '@tanstack/react-query';
import type { Address } from 'viem';
import { useChainId, useConfig } from 'wagmi';
import { readAllPages } from '#core/pages.ts';
import {
  readMasterRegistryPropertyCount,
  readPropertyLensGetAccountPositionsPage,
  readPropertyLensGetPropertyViewsPage,
  useReadMasterRegistryPendingClosure,
  useReadPropertyLensGetPropertyView,
  useReadPropertyLensGetSystemStatus,
  useReadPropertyTokenBuyingClosed,
  useReadPropertyTokenGetLockInfo,
  useReadPropertyTokenPendingPrice,
  useReadVaultTraderGeneralAllowance,
  useReadVaultTraderWithdrawable,
} from '../../generated/wagmi.ts';
import { LIVE_REFETCH_MS } from '../config/queryClient.ts';

// The keys start with 'readContract' like wagmi's own reads, so the console's refresh after a write
// (src/admin/shared/useChainAction.ts) refreshes them too.
export function useAllPropertyViews() {
  const config = useConfig();
  const chainId = useChainId();
  return useQuery({
    queryKey: ['readContract', { functionName: 'getPropertyViewsPage', pages: 'all', chainId }],
    queryFn: async () =>
      readAllPages(await readMasterRegistryPropertyCount(config, {}), (offset, limit) =>
        readPropertyLensGetPropertyViewsPage(config, { args: [offset, limit] }),
      ),
    refetchInterval: LIVE_REFETCH_MS,
  });
}

export function usePropertyView(token: Address | undefined) {
  return useReadPropertyLensGetPropertyView({
    args: token ? [token] : undefined,
    query: { enabled: token !== undefined, refetchInterval: LIVE_REFETCH_MS },
  });
}

/** The announced price of `token` and the chain time it applies from (0, 0: none announced). */
export function usePendingPrice(token: Address) {
  return useReadPropertyTokenPendingPrice({ address: token, query: { refetchInterval: LIVE_REFETCH_MS } });
}

/** The announced closure of `token` (docs/flows.md#announced-closures): [kind, effectiveAt] — kind 0 none, 1 the end of
 *  selling back, 2 a delisting without refund. */
export function usePendingClosure(token: Address) {
  return useReadMasterRegistryPendingClosure({ args: [token], query: { refetchInterval: LIVE_REFETCH_MS } });
}

/** Whether buys of `token` are closed while its delisting is announced (PropertyToken.buyingClosed). */
export function useBuyingClosed(token: Address) {
  return useReadPropertyTokenBuyingClosed({ address: token, query: { refetchInterval: LIVE_REFETCH_MS } });
}

/** What may leave the bucket of `token` now and the withdrawal announced from it: [now, announced, effectiveAt]
 *  (docs/flows.md#deposits-and-withdrawals; zeros when none announced). */
export function useBucketWithdrawal(token: Address) {
  return useReadVaultTraderWithdrawable({ args: [token], query: { refetchInterval: LIVE_REFETCH_MS } });
}

/** What the general bucket may still pay `token` in its 7-day period (VaultTrader.generalAllowance), not the whole
 *  general bucket (docs/money-rules.md#buckets-and-the-general-bucket). */
export function useGeneralAllowance(token: Address) {
  return useReadVaultTraderGeneralAllowance({ args: [token], query: { refetchInterval: LIVE_REFETCH_MS } });
}

/** The lock of `account` on `token`: locked M2, unlock time and unlocked balance. */
export function useLockInfo(token: Address, account: Address | null | undefined) {
  return useReadPropertyTokenGetLockInfo({
    address: token,
    args: account ? [account] : undefined,
    query: { enabled: Boolean(account), refetchInterval: LIVE_REFETCH_MS },
  });
}

export function useAccountPositions(account: Address | null | undefined) {
  const config = useConfig();
  const chainId = useChainId();
  return useQuery({
    queryKey: ['readContract', { functionName: 'getAccountPositionsPage', pages: 'all', account, chainId }],
    queryFn: async () => {
      if (!account) return [];
      return readAllPages(await readMasterRegistryPropertyCount(config, {}), (offset, limit) =>
        readPropertyLensGetAccountPositionsPage(config, { args: [account, offset, limit] }),
      );
    },
    enabled: Boolean(account),
    refetchInterval: LIVE_REFETCH_MS,
  });
}

export function useSystemStatus() {
  return useReadPropertyLensGetSystemStatus({ query: { refetchInterval: LIVE_REFETCH_MS } });
}
