// Filters and sorts of the "All properties" tab (docs/admin.md#all-properties): all, or one listing state
// (src/core/listing.ts: listed, delisted with refunds, delisted without refunds); sorted by liquidity
// (bucket balance), sold M2 or name. The API applies them (GET /custom_admin/chain-properties/): these are its
// parameters.
import { LISTING_STATES, type ListingState } from '#core/listing.ts';
import { BY_NAME } from '../shared/chainProperties.ts';

export const PROPERTY_FILTERS = ['all', ...LISTING_STATES] as const;
export type PropertyFilter = (typeof PROPERTY_FILTERS)[number];

/** A stored filter from an older version (or a hand-edited store) counts as 'all'. */
export const knownFilter = (value: unknown): PropertyFilter =>
  (PROPERTY_FILTERS as readonly unknown[]).includes(value) ? (value as PropertyFilter) : 'all';

export const PROPERTY_SORTS = ['liquidity', 'soldM2', 'name'] as const;
export type PropertySort = (typeof PROPERTY_SORTS)[number];

/** A stored sort from an older version counts as liquidity. */
export const knownSort = (value: unknown): PropertySort =>
  (PROPERTY_SORTS as readonly unknown[]).includes(value) ? (value as PropertySort) : 'liquidity';

/** The API filter of a listing state (listingState: listed, else refund or not). */
const STATE_FILTERS: Record<ListingState, Record<string, boolean>> = {
  listed: { is_listed: true },
  delistedWithRefunds: { is_listed: false, refund: true },
  delistedWithoutRefunds: { is_listed: false, refund: false },
};

export function apiFilter(filter: PropertyFilter): Record<string, boolean> {
  return filter === 'all' ? {} : STATE_FILTERS[filter];
}

/** Largest first for liquidity and sold M2, A→Z for names (without regard to case); ties keep creation order. */
export function apiSort(sort: PropertySort): [string, 'ASC' | 'DESC'] {
  if (sort === 'liquidity') return ['bucket_balance', 'DESC'];
  if (sort === 'soldM2') return ['sold_m2', 'DESC'];
  return BY_NAME;
}

export { pageRange } from '../shared/chainProperties.ts';
