// The stablecoin: decimals (read once), balance and allowance of the connected wallet.
import type { Address } from 'viem';
import {
  useReadTestUsdtAllowance,
  useReadTestUsdtBalanceOf,
  useReadTestUsdtDecimals,
} from '../../generated/wagmi.ts';
import { contractAddresses } from '../config/contracts.ts';

/** USDT on BSC and the test stablecoin both use 18 decimals; the contract is asked anyway. */
export const DEFAULT_USDT_DECIMALS = 18;

export function useUsdtDecimals(): number {
  const { data } = useReadTestUsdtDecimals({
    address: contractAddresses().USDT,
    query: { staleTime: Number.POSITIVE_INFINITY },
  });
  return data ?? DEFAULT_USDT_DECIMALS;
}

export function useUsdtBalance(account: Address | null | undefined) {
  return useReadTestUsdtBalanceOf({
    address: contractAddresses().USDT,
    args: account ? [account] : undefined,
    query: { enabled: Boolean(account) },
  });
}

export function useUsdtAllowance(owner: Address | null | undefined, spender: Address) {
  return useReadTestUsdtAllowance({
    address: contractAddresses().USDT,
    args: owner ? [owner, spender] : undefined,
    query: { enabled: Boolean(owner) },
  });
}
