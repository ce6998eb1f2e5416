// The catalogue a page at a time under the visitor's filters (src/pages/catalog/catalogQuery.ts): the cards of
// every page loaded so far, the total the filters match, and the next page on demand.
import { useInfiniteQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import type { CatalogProperty } from '../../../generated/api/model/index.ts';
import type { useAllPropertyViews } from '../../chain/propertyReads.ts';
import { type CatalogFilters, catalogQueryOptions } from './catalogQuery.ts';

/** One property as the lens reports it (the property page reads it live). */
export type PropertyView = NonNullable<ReturnType<typeof useAllPropertyViews>['data']>[number];

export interface CatalogItem {
  property: CatalogProperty;
}

export function useCatalog(filters: CatalogFilters) {
  // Deferred: a page of cards arriving is drawn by a background render React slices, not in one long task, so a
  // slow phone stays responsive while the catalogue fills in (docs/architecture.md#first-paint).
  const query = useDeferredValue(useInfiniteQuery(catalogQueryOptions(filters)));
  const pages = query.data?.pages ?? [];
  const items: CatalogItem[] = pages.flatMap((page) => page.items.map((property) => ({ property })));
  return {
    items,
    total: pages[0]?.total,
    isLoading: query.isLoading,
    error: query.error,
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    loadMore: () => void query.fetchNextPage(),
  };
}
