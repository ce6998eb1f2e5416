// Filters and sorts of the "All properties" tab (docs/admin.md#all-properties): all, or one listing state
// (src/core/listing.ts: listed, delisted with refunds, delisted without refunds); sorted by liquidity
// (bucket balance), sold M2 or name.
import { LISTING_STATES, listingState } from '../../core/listing.ts';

export const PROPERTY_FILTERS = ['all', ...LISTING_STATES] as const;
export type PropertyFilter = (typeof PROPERTY_FILTERS)[number];

/** A stored filter from an older version (or a hand-edited store) counts as 'all'. */
export const knownFilter = (value: unknown): PropertyFilter =>
  (PROPERTY_FILTERS as readonly unknown[]).includes(value) ? (value as PropertyFilter) : 'all';

export const PROPERTY_SORTS = ['liquidity', 'soldM2', 'name'] as const;
export type PropertySort = (typeof PROPERTY_SORTS)[number];

export interface FilterableProperty {
  name: string;
  soldM2: bigint;
  bucketBalance: bigint;
  isListed: boolean;
  refund: boolean;
}

export function matchesFilter(property: FilterableProperty, filter: PropertyFilter): boolean {
  return filter === 'all' || listingState(property) === filter;
}

const descending = (a: bigint, b: bigint): number => (a === b ? 0 : a > b ? -1 : 1);

/** Largest first for liquidity and sold M2, A→Z for names (in `locale`); ties keep creation order. */
export function compareProperties(sort: PropertySort, locale: string) {
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  return (a: FilterableProperty, b: FilterableProperty): number => {
    if (sort === 'liquidity') return descending(a.bucketBalance, b.bucketBalance);
    if (sort === 'soldM2') return descending(a.soldM2, b.soldM2);
    return collator.compare(a.name, b.name);
  };
}

export function filterAndSort<T extends FilterableProperty>(
  properties: readonly T[],
  filter: PropertyFilter,
  sort: PropertySort,
  locale: string,
): T[] {
  return properties.filter((p) => matchesFilter(p, filter)).sort(compareProperties(sort, locale));
}
