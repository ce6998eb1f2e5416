// Address shortening (docs/constants.md#display): 10 characters or fewer shown whole; otherwise the first 7,
// an ellipsis and the last 3. Account and contract addresses are always shown checksummed (EIP-55), whatever
// case they arrived in.
import { getAddress, isAddress } from 'viem';

/** An account or contract address in its checksummed form; anything else (a tx hash) unchanged. */
export function checksummed(address: string): string {
  return isAddress(address, { strict: false }) ? getAddress(address) : address;
}

export function shortenAddress(address: string | null | undefined): string {
  if (!address) return '';
  const shown = checksummed(address);
  if (shown.length <= 10) return shown;
  return `${shown.slice(0, 7)}...${shown.slice(-3)}`;
}
