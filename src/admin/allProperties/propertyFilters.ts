// Filters and sorts of the "All properties" tab (spec §2, §4): all, active, delisted with refunds
// (delisted with sell enabled), delisted without refunds (delisted with sell disabled); sorted by
// liquidity (bucket balance), sold M2 or name.

export const PROPERTY_FILTERS = ['all', 'active', 'delistedWithRefunds', 'delistedWithoutRefunds'] as const;
export type PropertyFilter = (typeof PROPERTY_FILTERS)[number];

export const PROPERTY_SORTS = ['liquidity', 'soldM2', 'name'] as const;
export type PropertySort = (typeof PROPERTY_SORTS)[number];

export interface FilterableProperty {
  name: string;
  soldM2: bigint;
  bucketBalance: bigint;
  isListed: boolean;
  isSellEnabled: boolean;
}

export type ListingState = 'active' | 'delistedWithRefunds' | 'delistedWithoutRefunds';

export function listingState(property: FilterableProperty): ListingState {
  if (property.isListed) return 'active';
  return property.isSellEnabled ? 'delistedWithRefunds' : 'delistedWithoutRefunds';
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
