// The stablecoin: decimals (read once) and balance of the connected wallet.
import type { Address } from 'viem';
import { useReadUsdtBalanceOf, useReadUsdtDecimals } from '../../generated/wagmi.ts';

/** USDT on BSC and the test stablecoin both use 18 decimals; the contract is asked anyway. */
const DEFAULT_USDT_DECIMALS = 18;

export function useUsdtDecimals(): number {
  // The default as placeholder: when the contract answers 18, `data` does not change and the components that
  // format amounts (every catalogue card) are not drawn again as the page loads.
  const { data } = useReadUsdtDecimals({
    query: { staleTime: Number.POSITIVE_INFINITY, placeholderData: DEFAULT_USDT_DECIMALS },
  });
  return data ?? DEFAULT_USDT_DECIMALS;
}

export function useUsdtBalance(account: Address | null | undefined) {
  return useReadUsdtBalanceOf({
    args: account ? [account] : undefined,
    query: { enabled: Boolean(account) },
  });
}
