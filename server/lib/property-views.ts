// Shapes of on-chain property figures in API responses (spec §3 On-chain property view).
import type { Address } from 'viem';
import type { OnchainProperty } from '../schemas/properties.ts';

/** PropertyLens.PropertyView as viem decodes it. */
export type PropertyView = {
  token: Address;
  name: string;
  initialPrice: bigint;
  currentPrice: bigint;
  totalM2: bigint;
  lockDuration: bigint;
  soldM2: bigint;
  availableM2: bigint;
  bucketBalance: bigint;
  soldValue: bigint;
  availableValue: bigint;
  hasActiveBucket: boolean;
  hasUserInvestments: boolean;
  isSellEnabled: boolean;
  isListed: boolean;
  refund: boolean;
  isLiquidityInsufficient: boolean;
};

/** The figures the catalogue card and the admin cards share. */
export const chainFigures = (v: PropertyView) => ({
  initial_price: v.initialPrice.toString(),
  current_price: v.currentPrice.toString(),
  total_m2: Number(v.totalM2),
  lock_duration: Number(v.lockDuration),
  sold_m2: v.soldM2.toString(),
  available_m2: v.availableM2.toString(),
  is_sell_enabled: v.isSellEnabled,
  is_listed: v.isListed,
});

export const onchainProperty = (v: PropertyView, backendId: number | null): OnchainProperty => ({
  address: v.token,
  name: v.name,
  ...chainFigures(v),
  bucket_balance: v.bucketBalance.toString(),
  sold_value: v.soldValue.toString(),
  available_value: v.availableValue.toString(),
  has_active_bucket: v.hasActiveBucket,
  has_user_investments: v.hasUserInvestments,
  refund: v.refund,
  is_liquidity_insufficient: v.isLiquidityInsufficient,
  backend_id: backendId,
});

/** Spec §4: delisted with sell enabled = with refunds; with sell disabled = without refunds. */
export const listingStatus = (v: Pick<PropertyView, 'isListed' | 'isSellEnabled'>) =>
  v.isListed
    ? ('listed' as const)
    : v.isSellEnabled
      ? ('delisted_with_refunds' as const)
      : ('delisted_without_refunds' as const);
