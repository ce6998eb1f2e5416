// The "All properties" tab (docs/admin.md#all-properties): a page of properties at a time from the API's indexed
// figures (src/admin/shared/chainProperties.ts), filtered (all, active, delisted with / without refunds) and
// sorted (liquidity, sold M², name) and searched (name or address) by the API; only the page on screen refetches every 30 s
// (docs/constants.md#refresh-intervals), and the page's cards read their properties' figures from the chain (one
// query for the page) before the admin acts on them. Tokens without a backend record offer to create it.
import {
  Alert,
  Box,
  MenuItem,
  Pagination,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Loading, type Store, Title, useStore, useTranslate } from 'react-admin';
import {
  type ChainPropertiesQuery,
  prefetchChainProperties,
  searchFilter,
  useChainProperties,
  useSearchTerm,
} from '../shared/chainProperties.ts';
import { usePageItemLabel } from '../shared/usePageItemLabel.ts';
import { OnchainPropertyCard } from './OnchainPropertyCard.tsx';
import {
  apiFilter,
  apiSort,
  knownFilter,
  knownSort,
  PROPERTY_FILTERS,
  PROPERTY_SORTS,
  type PropertyFilter,
  type PropertySort,
  pageRange,
} from './propertyFilters.ts';
import { usePageChainReads } from './usePageChainReads.ts';

/** Cards per page (a multiple of the grid's 1, 2 and 3 columns). */
export const CARDS_PER_PAGE = 24;

/**
 * One, two or three columns (md, xl) as one CSS grid, not a Grid item per card (its responsive styles cost the
 * page's render more than the cards' own). A card below the screen is laid out and painted only when scrolled
 * near (content-visibility), keeping its last height meanwhile.
 */
const GRID_SX = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: {
    xs: 'minmax(0, 1fr)',
    md: 'repeat(2, minmax(0, 1fr))',
    xl: 'repeat(3, minmax(0, 1fr))',
  },
  '& > .property-cell': { contentVisibility: 'auto', containIntrinsicSize: 'auto 720px' },
} as const;

const FILTER_KEY = 'admin.allProperties.filter';
const SORT_KEY = 'admin.allProperties.sort';

/** After the page shows, how long before the other sorts and filters are asked ahead (the chain reads first). */
const AHEAD_DELAY_MS = 50;

/** The API's list of a filter, a sort and a search, page 1. */
const pageQuery = (filter: PropertyFilter, sort: PropertySort, search: string): ChainPropertiesQuery => ({
  filter: { ...apiFilter(filter), ...searchFilter(search) },
  sort: apiSort(sort),
  range: pageRange(0, CARDS_PER_PAGE),
});

/** The list the tab asks first (its remembered filter and sort, page 1), for a prefetch while the console boots. */
export function firstPageQuery(store: Store): ChainPropertiesQuery {
  return pageQuery(
    knownFilter(store.getItem(FILTER_KEY, 'all')),
    knownSort(store.getItem(SORT_KEY, 'liquidity')),
    '',
  );
}

export function AllPropertiesPage() {
  const translate = useTranslate();
  const [storedFilter, setFilter] = useStore<PropertyFilter>(FILTER_KEY, 'all');
  const filter = knownFilter(storedFilter);
  const [storedSort, setSort] = useStore<PropertySort>(SORT_KEY, 'liquidity');
  const sort = knownSort(storedSort);
  // The search is asked for once typing pauses.
  const [typed, setTyped] = useState('');
  const search = useSearchTerm(typed);
  // The page goes back to the first whenever the filter, the sort or the search changes.
  const [paging, setPaging] = useState({ filter, sort, search, page: 0 });
  const page = paging.filter === filter && paging.sort === sort && paging.search === search ? paging.page : 0;
  const { data, isPending, isError, error, isPlaceholderData } = useChainProperties({
    ...pageQuery(filter, sort, search),
    range: pageRange(page, CARDS_PER_PAGE),
  });
  const everything = useChainProperties({ range: [0, 0] });
  // Once the page is on screen, the first page of every other sort and filter is asked ahead, so a click shows
  // its cards without waiting for the API.
  const queryClient = useQueryClient();
  const shown = data !== undefined && !isPlaceholderData;
  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(() => {
      for (const other of PROPERTY_SORTS) {
        if (other !== sort) prefetchChainProperties(queryClient, pageQuery(filter, other, ''));
      }
      for (const other of PROPERTY_FILTERS) {
        if (other !== filter) prefetchChainProperties(queryClient, pageQuery(other, sort, ''));
      }
    }, AHEAD_DELAY_MS);
    return () => clearTimeout(timer);
  }, [shown, filter, sort, queryClient]);
  // The chain's own figures of the cards on screen, one query for the page: the price changes under way, and
  // the properties' views while the API's answer is older than the console's last transaction.
  const chain = usePageChainReads(data?.properties.map((p) => p.token) ?? [], data?.behind ?? false);
  const pageItemLabel = usePageItemLabel();
  const pages = Math.ceil((data?.total ?? 0) / CARDS_PER_PAGE);

  return (
    <Box>
      <Title title="admin.menu.allProperties" />
      <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
        {translate('admin.menu.allProperties')}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' }, mb: 2 }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={filter}
          onChange={(_, value: PropertyFilter | null) => value && setFilter(value)}
          aria-label={translate('admin.allProperties.filterLabel')}
          sx={{ flexWrap: 'wrap' }}
        >
          {PROPERTY_FILTERS.map((value) => (
            <ToggleButton key={value} value={value}>
              {translate(`admin.allProperties.filters.${value}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <TextField
          select
          size="small"
          label={translate('admin.allProperties.sortLabel')}
          value={sort}
          onChange={(event) => setSort(event.target.value as PropertySort)}
          fullWidth={false}
          sx={{ minWidth: 220 }}
        >
          {PROPERTY_SORTS.map((value) => (
            <MenuItem key={value} value={value}>
              {translate(`admin.allProperties.sorts.${value}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          type="search"
          label={translate('admin.paging.search')}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          fullWidth={false}
          sx={{ minWidth: 220 }}
        />
        <Typography variant="body2" color="text.secondary" role="status">
          {/* The noun agrees with the total: '1 of 10 properties', '1 of 1 property'. */}
          {translate('admin.allProperties.count', {
            shown: data?.total ?? 0,
            smart_count: everything.data?.total ?? 0,
          })}
        </Typography>
      </Stack>
      {data?.behind && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate('admin.paging.catchingUp')}
        </Alert>
      )}
      {isPending && <Loading />}
      {isError && (
        <Alert severity="error">
          {translate('admin.allProperties.loadFailed', { message: error.message.split('\n')[0] })}
        </Alert>
      )}
      {data && data.properties.length === 0 && (
        <Alert severity="info">{translate('admin.allProperties.empty')}</Alert>
      )}
      <Box aria-busy={isPlaceholderData} sx={GRID_SX}>
        {data?.properties.map((property) => (
          <div key={property.token} className="property-cell">
            <OnchainPropertyCard
              indexed={property}
              chain={chain?.get(property.token)}
              // Only a listed property without a record is missing from the investors' catalogue.
              backendId={property.isListed ? property.backendId : undefined}
            />
          </div>
        ))}
      </Box>
      {pages > 1 && (
        <Pagination
          sx={{ mt: 2 }}
          count={pages}
          page={page + 1}
          onChange={(_, value) => setPaging({ filter, sort, search, page: value - 1 })}
          getItemAriaLabel={pageItemLabel}
        />
      )}
    </Box>
  );
}
