// A property's bucket and its liquidity (docs/product.md#buckets-and-liquidity). PropertyLens computes the
// flags (hasActiveBucket, hasUserInvestments, isSellEnabled) and the warning itself (isLiquidityInsufficient:
// selling back is enabled and the bucket holds less than the value of the sold M2); these rules only name
// what the lens reports.

const BUCKET_STATUSES = [
  'activeBucket',
  'investmentsEmptyBucket',
  'investmentsSellsDisabled',
  'noActivity',
] as const;
export type BucketStatus = (typeof BUCKET_STATUSES)[number];

/**
 * 'Active Bucket' while the bucket holds stablecoin; otherwise, with sold M2, 'User Investments (Empty
 * Bucket)' or, when selling back is disabled, 'User Investments (Sells Disabled)'; else 'No Activity'.
 */
export function bucketStatus(view: {
  hasActiveBucket: boolean;
  hasUserInvestments: boolean;
  isSellEnabled: boolean;
}): BucketStatus {
  if (view.hasActiveBucket) return 'activeBucket';
  if (view.hasUserInvestments)
    return view.isSellEnabled ? 'investmentsEmptyBucket' : 'investmentsSellsDisabled';
  return 'noActivity';
}

/** Bucket ÷ value of the sold M2 in percent, one decimal (null when nothing is sold). */
export function liquidityCoverage(view: { bucketBalance: bigint; soldValue: bigint }): number | null {
  if (view.soldValue === 0n) return null;
  return Number((view.bucketBalance * 1000n) / view.soldValue) / 10;
}

/**
 * What a sale back can draw now (VaultTrader.sell, docs/money-rules.md#buckets-and-the-general-bucket): the
 * property's bucket, then the general bucket within what it may still pay this property in its 7-day period
 * (`VaultTrader.generalAllowance`: 20 % of the general bucket), never the whole general bucket.
 */
export const saleLiquidity = (bucket: bigint, generalAllowance: bigint): bigint => bucket + generalAllowance;
