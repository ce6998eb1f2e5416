// The catalogue, a page at a time (docs/routes.md#catalogue, docs/api.md#lists): GET
// /api/properties/validated-catalog/ with simple-rest range, sort and filter; each answer carries the chain
// figures the cards show (kept by the API's indexer), so the page makes no chain call of its own. One query
// definition, used by the page and by the start-up prefetch (src/routes/routeModules.ts).
import { type InfiniteData, infiniteQueryOptions } from '@tanstack/react-query';
import type { CatalogProperty } from '../../../generated/api/model/index.ts';
import { propertiesValidatedCatalog } from '../../../generated/api/properties/properties.ts';
import { pageRange, parseContentRange } from '../../lib/contentRange.ts';

/** Cards per page of the catalogue. */
export const CATALOG_PAGE_SIZE = 12;

export const CATALOG_SORTS = ['newest', 'priceAsc', 'priceDesc', 'yieldDesc'] as const;
export type CatalogSort = (typeof CATALOG_SORTS)[number];

export interface CatalogFilters {
  /** Name or address, in either language. */
  search: string;
  /** Highest price per M2, in stablecoin base units ('' for none). */
  maxPrice: string;
  /** Lowest APY in percent ('' for none). */
  minYield: string;
  sort: CatalogSort;
}

export const NO_FILTERS: CatalogFilters = { search: '', maxPrice: '', minYield: '', sort: 'newest' };

const SORT_PARAM: Record<CatalogSort, [string, 'ASC' | 'DESC'] | undefined> = {
  newest: undefined,
  priceAsc: ['current_price', 'ASC'],
  priceDesc: ['current_price', 'DESC'],
  yieldDesc: ['apy_percent', 'DESC'],
};

/** The list parameters of page `page` (from 0) under `filters`. */
export function catalogParams(filters: CatalogFilters, page: number) {
  const filter: Record<string, string | number> = {};
  if (filters.search.trim()) filter.q = filters.search.trim();
  if (filters.maxPrice) filter.current_price_lte = filters.maxPrice;
  if (filters.minYield) filter.apy_percent_gte = Number(filters.minYield);
  const sort = SORT_PARAM[filters.sort];
  return {
    range: pageRange(page, CATALOG_PAGE_SIZE),
    ...(sort ? { sort: JSON.stringify(sort) } : {}),
    ...(Object.keys(filter).length > 0 ? { filter: JSON.stringify(filter) } : {}),
  };
}

export interface CatalogPage {
  items: CatalogProperty[];
  /** Every entry the filters match (from Content-Range). */
  total: number;
}

export const catalogQueryOptions = (filters: CatalogFilters) =>
  infiniteQueryOptions<CatalogPage, Error, InfiniteData<CatalogPage, number>, readonly unknown[], number>({
    queryKey: ['catalog', filters],
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal }) => {
      const response = await propertiesValidatedCatalog(catalogParams(filters, pageParam), {
        signal,
        skipAuth: true,
      });
      const items = response.data;
      const range = parseContentRange(response.headers.get('content-range'));
      return { items, total: range?.total ?? items.length };
    },
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
      return loaded < last.total && last.items.length > 0 ? pages.length : undefined;
    },
  });
