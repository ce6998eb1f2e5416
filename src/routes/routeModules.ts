// The lazily loaded investor pages, and what the first page needs fetched as soon as the app starts
// (docs/architecture.md#first-paint): its chunk, and for the catalogue and a property page their public record,
// in parallel with the translations instead of one after another.
import type { QueryClient } from '@tanstack/react-query';
import { getAddress, isAddress } from 'viem';

export const loadCatalogPage = () => import('../pages/catalog/CatalogPage.tsx');
export const loadPropertyPage = () => import('../pages/property/PropertyPage.tsx');

const PROPERTY_PATH = /^\/catalog\/([^/]+)\/?$/;

/** Starts loading what the page at `pathname` needs first; failures are left to the page itself. */
export function preloadRoute(pathname: string, queryClient: QueryClient): void {
  const ignore = () => {};
  if (pathname === '/catalog' || pathname === '/catalog/') {
    loadCatalogPage().catch(ignore);
    import('../pages/catalog/catalogQuery.ts')
      .then(({ catalogQueryOptions, NO_FILTERS }) =>
        queryClient.prefetchInfiniteQuery(catalogQueryOptions(NO_FILTERS)),
      )
      .catch(ignore);
  } else {
    const address = PROPERTY_PATH.exec(pathname)?.[1];
    if (!address || !isAddress(address, { strict: false })) return;
    loadPropertyPage().catch(ignore);
    import('../../generated/api/properties/properties.ts')
      .then(({ getPropertiesRetrieveQueryOptions }) =>
        queryClient.prefetchQuery(
          getPropertiesRetrieveQueryOptions(getAddress(address), {
            request: { skipAuth: true },
            query: { retry: false },
          }),
        ),
      )
      .catch(ignore);
  }
}
