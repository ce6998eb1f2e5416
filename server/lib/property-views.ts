// Shapes of on-chain property figures in API responses (docs/api.md#on-chain-figures), from the lens's views.
import { type ListingState, listingState } from '#core/listing.ts';
import type { OnchainProperty } from '../schemas/properties.ts';
import type { Closure } from './closures.ts';
import type { PropertyView } from './contracts.ts';

export type { PropertyView };

/** A property's figures as the indexer stores them: the lens's view and a closure announced on the registry. */
export type StoredFigures = PropertyView & {
  pendingClosure: Closure | null;
  /** Chain time (s) from which the pending closure may be applied; null without one. */
  closureEffectiveAt: bigint | null;
};

/** The figures the catalogue card and the admin cards share. The flags are the chain's in force; a closure
 *  announced and not applied yet is served apart (docs/api.md#on-chain-figures). */
export const chainFigures = (v: StoredFigures) => ({
  initial_price: v.initialPrice.toString(),
  current_price: v.currentPrice.toString(),
  total_m2: Number(v.totalM2),
  lock_duration: Number(v.lockDuration),
  sold_m2: v.soldM2.toString(),
  available_m2: v.availableM2.toString(),
  is_sell_enabled: v.isSellEnabled,
  is_listed: v.isListed,
  pending_closure: v.pendingClosure,
  closure_effective_at: v.closureEffectiveAt === null ? null : Number(v.closureEffectiveAt),
});

export const onchainProperty = (v: StoredFigures, backendId: number | null): OnchainProperty => ({
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

/** The listing state (src/core/listing.ts) as the API writes it. */
const API_LISTING_STATUS = {
  listed: 'listed',
  delistedWithRefunds: 'delisted_with_refunds',
  delistedWithoutRefunds: 'delisted_without_refunds',
} as const satisfies Record<ListingState, string>;

export const listingStatus = (v: Pick<PropertyView, 'isListed' | 'refund'>) =>
  API_LISTING_STATUS[listingState(v)];
