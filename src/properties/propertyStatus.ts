import { percentOf } from '../lib/amounts.ts';

// Spec §4: listed; delisted with sell enabled = 'delisted with refunds'; delisted with sell disabled =
// 'delisted without refunds'.
export type ListingStatus = 'listed' | 'delistedWithRefunds' | 'delistedWithoutRefunds';

export function listingStatus({
  isListed,
  isSellEnabled,
}: {
  isListed: boolean;
  isSellEnabled: boolean;
}): ListingStatus {
  if (isListed) return 'listed';
  return isSellEnabled ? 'delistedWithRefunds' : 'delistedWithoutRefunds';
}

/** Liquidity coverage of a property's bucket: bucket ÷ value of the sold M2, in percent (null when nothing is sold). */
export const liquidityCoverage = (bucketBalance: bigint, soldValue: bigint): number | null =>
  percentOf(bucketBalance, soldValue);
