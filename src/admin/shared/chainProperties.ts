// The console's list of properties (docs/admin.md#indexed-figures): pages of GET /custom_admin/chain-properties/,
// sorted and filtered by the API from the figures its indexer keeps, instead of reading every property from the
// chain. Only the page on screen is refetched every 30 s (docs/constants.md#refresh-intervals). After one of the
// console's own transactions (useChainAction) the lists wait for the indexer: while an answer's `indexed_block`
// is below the receipt's block, they ask again every second (for at most a minute), and the cards meanwhile show
// the chain's own figures (usePropertyView), so nothing on screen is older than the transaction.
import { keepPreviousData, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import {
  getCustomAdminChainPropertiesListQueryOptions,
  useCustomAdminChainPropertiesList,
} from '../../../generated/api/custom-admin/custom-admin.ts';
import type { ChainPropertyPage, OnchainProperty } from '../../../generated/api/model/index.ts';
import { LIVE_REFETCH_MS } from '../../config/queryClient.ts';
import { awaitedBlock } from '../../lib/awaitedBlock.ts';
import { useStore } from '../../lib/createStore.ts';
import type { PropertyView } from './chainTypes.ts';

/** How often a list asks again while the indexer has not reached the console's last transaction. */
export const CATCH_UP_POLL_MS = 1000;
/** The same for a list not on screen all the time (live: false, the forms' property picker). */
const CHOICES_POLL_MS = 5000;
/** How long the lists wait for the indexer after a transaction before going back to the 30 s rhythm. */
export const CATCH_UP_LIMIT_MS = 60_000;

const LIST_PATH = '/custom_admin/chain-properties/';
const isListQuery = (key: readonly unknown[]) => key[0] === LIST_PATH;

/** Called with each confirmed receipt's block: the lists refetch now, and again until the indexer passed it. */
export function awaitIndexer(block: bigint, queryClient: QueryClient): Promise<void> {
  awaitedBlock.setState((s) => ({
    block: s.block === null || block > s.block ? block : s.block,
    since: Date.now(),
  }));
  return queryClient.invalidateQueries({ predicate: (query) => isListQuery(query.queryKey) });
}

/** True while an answer indexed up to `indexed` is older than the console's last transaction. */
export function isBehind(indexed: string | null | undefined, now = Date.now()): boolean {
  const { block, since } = awaitedBlock.getState();
  if (block === null || now - since > CATCH_UP_LIMIT_MS) return false;
  return indexed === null || indexed === undefined || BigInt(indexed) < block;
}

/** A property as the lens's view, plus its backend record id (null: none). */
export type IndexedProperty = PropertyView & { backendId: number | null };

export function indexedView(p: OnchainProperty): IndexedProperty {
  return {
    token: p.address as PropertyView['token'],
    name: p.name,
    initialPrice: BigInt(p.initial_price),
    currentPrice: BigInt(p.current_price),
    totalM2: BigInt(p.total_m2),
    lockDuration: BigInt(p.lock_duration),
    soldM2: BigInt(p.sold_m2),
    availableM2: BigInt(p.available_m2),
    bucketBalance: BigInt(p.bucket_balance),
    soldValue: BigInt(p.sold_value),
    availableValue: BigInt(p.available_value),
    hasActiveBucket: p.has_active_bucket,
    hasUserInvestments: p.has_user_investments,
    isSellEnabled: p.is_sell_enabled,
    isListed: p.is_listed,
    refund: p.refund,
    isLiquidityInsufficient: p.is_liquidity_insufficient,
    backendId: p.backend_id,
  };
}

export interface ChainPropertiesQuery {
  /** API filters (docs/api.md#indexed-block), e.g. `{ is_listed: true }`. */
  filter?: Record<string, unknown>;
  sort?: [string, 'ASC' | 'DESC'];
  /** First and last index (inclusive); none: every property. */
  range?: [number, number];
  /** Refetch every 30 s (a page on screen); otherwise only when asked again and after a transaction. */
  live?: boolean;
  /** False: not asked yet (default true). */
  enabled?: boolean;
}

export interface ChainPropertiesResult {
  properties: IndexedProperty[];
  total: number;
  indexedBlock: string | null;
  /** The answer is older than the console's last transaction (the indexer is catching up). */
  behind: boolean;
}

const toResult = (page: ChainPropertyPage): ChainPropertiesResult => ({
  properties: page.properties.map(indexedView),
  total: page.total,
  indexedBlock: page.indexed_block,
  behind: isBehind(page.indexed_block),
});

/** A→Z by name, without regard to case (the "All properties" tab's name sort, the property picker). */
export const BY_NAME: [string, 'ASC' | 'DESC'] = ['name', 'ASC'];

/** The first and last index (inclusive) of page `page` (from 0) of `perPage` items. */
export const pageRange = (page: number, perPage: number): [number, number] => [
  page * perPage,
  page * perPage + perPage - 1,
];

/** How long typing pauses before a search is asked (the "All properties" tab, the forms' property picker). */
export const SEARCH_PAUSE_MS = 250;

/** The typed search, trimmed, once typing pauses for SEARCH_PAUSE_MS: what the list asks the API for. */
export function useSearchTerm(typed: string): string {
  const [search, setSearch] = useState(typed.trim());
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  return search;
}

/** The API filter of a search by name or address (`q`, docs/api.md): none for an empty search. */
export const searchFilter = (search: string): Record<string, string> => (search ? { q: search } : {});

/** The API's parameters of a list (the query key: the page's hook and a prefetch name the same answer). */
const listParams = ({ filter, sort, range }: ChainPropertiesQuery) => ({
  ...(filter && Object.keys(filter).length > 0 ? { filter: JSON.stringify(filter) } : {}),
  ...(sort ? { sort: JSON.stringify(sort) } : {}),
  ...(range ? { range: JSON.stringify(range) } : {}),
});

/**
 * Asks for a list before its page mounts: the console's first tab while the console boots, the first page of the
 * other sorts and filters once a page is on screen. An answer younger than 30 s is not asked again.
 */
export function prefetchChainProperties(queryClient: QueryClient, query: ChainPropertiesQuery): void {
  void queryClient.prefetchQuery({
    ...getCustomAdminChainPropertiesListQueryOptions(listParams(query)),
    staleTime: LIVE_REFETCH_MS,
  });
}

export function useChainProperties({
  filter,
  sort,
  range,
  live = true,
  enabled = true,
}: ChainPropertiesQuery) {
  // Re-render (and re-plan the refetch) when the console confirms a transaction.
  useStore(awaitedBlock, (s) => s.block);
  return useCustomAdminChainPropertiesList(listParams({ filter, sort, range }), {
    query: {
      // A new sort, filter or page keeps the old cards until its answer comes.
      placeholderData: keepPreviousData,
      enabled,
      // A page on screen shows a cached answer at once (another sort, filter or page seen before, or asked
      // ahead) and asks again when it is older than the refresh interval. The forms' choices (the property
      // picker) are read whenever the picker opens or searches, and while the indexer catches up only every few
      // seconds: the forms act on the chain's own figures.
      staleTime: live ? LIVE_REFETCH_MS : 0,
      refetchInterval: (query) => {
        if (isBehind(query.state.data?.data.indexed_block)) return live ? CATCH_UP_POLL_MS : CHOICES_POLL_MS;
        return live ? LIVE_REFETCH_MS : false;
      },
      select: (response) => toResult(response.data),
    },
  });
}
