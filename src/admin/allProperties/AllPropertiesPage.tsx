// The "All properties" tab (docs/admin.md#all-properties): a page of properties at a time from the API's indexed
// figures (src/admin/shared/chainProperties.ts), filtered (all, active, delisted with / without refunds) and
// sorted (liquidity, sold M², name) and searched (name or address) by the API; only the page on screen refetches every 30 s
// (docs/constants.md#refresh-intervals), and each card reads its own property's figures from the chain before
// the admin acts on them. Tokens without a backend record offer to create it.
import {
  Alert,
  Box,
  Grid,
  MenuItem,
  Pagination,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { Loading, Title, useStore, useTranslate } from 'react-admin';
import { useChainProperties } from '../shared/chainProperties.ts';
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

/** Cards per page (a multiple of the grid's 1, 2 and 3 columns). */
export const CARDS_PER_PAGE = 24;
const SEARCH_PAUSE_MS = 250;

export function AllPropertiesPage() {
  const translate = useTranslate();
  const [storedFilter, setFilter] = useStore<PropertyFilter>('admin.allProperties.filter', 'all');
  const filter = knownFilter(storedFilter);
  const [storedSort, setSort] = useStore<PropertySort>('admin.allProperties.sort', 'liquidity');
  const sort = knownSort(storedSort);
  // The search is asked for once typing pauses.
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  // The page goes back to the first whenever the filter, the sort or the search changes.
  const [paging, setPaging] = useState({ filter, sort, search, page: 0 });
  const page = paging.filter === filter && paging.sort === sort && paging.search === search ? paging.page : 0;
  const { data, isPending, isError, error, isPlaceholderData } = useChainProperties({
    filter: { ...apiFilter(filter), ...(search ? { q: search } : {}) },
    sort: apiSort(sort),
    range: pageRange(page, CARDS_PER_PAGE),
  });
  const everything = useChainProperties({ range: [0, 0] });
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
          {translate('admin.allProperties.count', {
            smart_count: data?.total ?? 0,
            total: everything.data?.total ?? 0,
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
      <Grid container spacing={2} aria-busy={isPlaceholderData}>
        {data?.properties.map((property) => (
          <Grid key={property.token} size={{ xs: 12, md: 6, xl: 4 }}>
            <OnchainPropertyCard
              indexed={property}
              // Only a listed property without a record is missing from the investors' catalogue.
              backendId={property.isListed ? property.backendId : undefined}
            />
          </Grid>
        ))}
      </Grid>
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
