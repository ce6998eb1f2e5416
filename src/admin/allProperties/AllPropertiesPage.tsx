// The "All properties" tab (docs/admin.md#all-properties): every property on chain, from one PropertyLens
// call refetched every 30 s (docs/constants.md#refresh-intervals), filtered (all, active, delisted with /
// without refunds) and sorted (liquidity, sold M², name), each as a card with its inline edits; tokens
// without a backend record offer to create it.
import {
  Alert,
  Box,
  Grid,
  MenuItem,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useMemo } from 'react';
import { Loading, Title, useStore, useTranslate } from 'react-admin';
import { useAllPropertyViews } from '../../chain/propertyReads.ts';
import { useAdminFormat } from '../shared/useAdminFormat.ts';
import { OnchainPropertyCard } from './OnchainPropertyCard.tsx';
import {
  filterAndSort,
  knownFilter,
  PROPERTY_FILTERS,
  PROPERTY_SORTS,
  type PropertyFilter,
  type PropertySort,
} from './propertyFilters.ts';
import { useBackendRecordIds } from './useBackendRecordIds.ts';

export function AllPropertiesPage() {
  const translate = useTranslate();
  const { locale } = useAdminFormat();
  const { data, isPending, isError, error } = useAllPropertyViews();
  const backendIds = useBackendRecordIds();
  const [storedFilter, setFilter] = useStore<PropertyFilter>('admin.allProperties.filter', 'all');
  const filter = knownFilter(storedFilter);
  const [sort, setSort] = useStore<PropertySort>('admin.allProperties.sort', 'liquidity');
  const shown = useMemo(() => filterAndSort(data ?? [], filter, sort, locale), [data, filter, sort, locale]);

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
        <Typography variant="body2" color="text.secondary" role="status">
          {translate('admin.allProperties.count', { smart_count: shown.length, total: data?.length ?? 0 })}
        </Typography>
      </Stack>
      {isPending && <Loading />}
      {isError && (
        <Alert severity="error">
          {translate('admin.allProperties.loadFailed', { message: error.message.split('\n')[0] })}
        </Alert>
      )}
      {data && shown.length === 0 && <Alert severity="info">{translate('admin.allProperties.empty')}</Alert>}
      <Grid container spacing={2}>
        {shown.map((property) => (
          <Grid key={property.token} size={{ xs: 12, md: 6, xl: 4 }}>
            <OnchainPropertyCard
              property={property}
              backendId={backendIds?.get(property.token.toLowerCase())}
            />
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
