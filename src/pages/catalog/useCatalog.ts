// The catalogue: validated backend properties (sent without authentication, docs/api.md#endpoints) joined
// with their on-chain views from the lens (bucket and liquidity figures, refetched every 30 s).
import { useMemo } from 'react';
import { type Address, isAddressEqual } from 'viem';
import type { CatalogProperty } from '../../../generated/api/model/index.ts';
import { usePropertiesValidatedCatalog } from '../../../generated/api/properties/properties.ts';
import { useAllPropertyViews } from '../../chain/propertyReads.ts';

export type PropertyView = NonNullable<ReturnType<typeof useAllPropertyViews>['data']>[number];

export interface CatalogItem {
  property: CatalogProperty;
  view: PropertyView | undefined;
}

export function useCatalog() {
  const catalog = usePropertiesValidatedCatalog(undefined, { request: { skipAuth: true } });
  const views = useAllPropertyViews();
  const items = useMemo<CatalogItem[]>(
    () =>
      (catalog.data?.data ?? []).map((property) => ({
        property,
        view: views.data?.find((v) => isAddressEqual(v.token, property.contract_address as Address)),
      })),
    [catalog.data, views.data],
  );
  return { items, isLoading: catalog.isLoading, error: catalog.error, chainError: views.error };
}
