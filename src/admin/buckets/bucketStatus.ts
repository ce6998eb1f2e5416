// Bucket status labels and the liquidity warning of spec §4, from one lens PropertyView:
// 'Active Bucket' while the bucket holds stablecoin; otherwise, with sold M2, 'User Investments (Empty
// Bucket)' or, when selling back is disabled, 'User Investments (Sells Disabled)'; else 'No Activity'.
// 'INSUFFICIENT LIQUIDITY' when the bucket is below the value of the sold M2 and sell is enabled.

export type BucketStatus =
  | 'activeBucket'
  | 'investmentsEmptyBucket'
  | 'investmentsSellsDisabled'
  | 'noActivity';

export interface BucketFigures {
  bucketBalance: bigint;
  soldValue: bigint;
  hasActiveBucket: boolean;
  hasUserInvestments: boolean;
  isSellEnabled: boolean;
}

export function bucketStatus(view: BucketFigures): BucketStatus {
  if (view.hasActiveBucket) return 'activeBucket';
  if (view.hasUserInvestments)
    return view.isSellEnabled ? 'investmentsEmptyBucket' : 'investmentsSellsDisabled';
  return 'noActivity';
}

export const isLiquidityInsufficient = (view: BucketFigures): boolean =>
  view.isSellEnabled && view.bucketBalance < view.soldValue;
