// The "Backend properties" tab (docs/admin.md#backend-properties): the backend records as a card grid, with
// search, status filter, sorting and pagination (ra-data-simple-rest sort/range/filter against GET
// /api/properties/).
import { Alert, Grid } from '@mui/material';
import {
  CreateButton,
  FilterButton,
  List,
  Loading,
  Pagination,
  SearchInput,
  SelectInput,
  SortButton,
  TopToolbar,
  useListContext,
  useTranslate,
} from 'react-admin';
import type { Property } from '../../../generated/api/model/index.ts';
import { BackendPropertyCard } from './BackendPropertyCard.tsx';

const STATUSES = ['active', 'inactive', 'delisted'] as const;

function PropertyCardGrid() {
  const translate = useTranslate();
  const { data, isPending, error } = useListContext<Property>();
  if (isPending) return <Loading />;
  if (error) return <Alert severity="error">{error.message}</Alert>;
  if (!data || data.length === 0) return <Alert severity="info">{translate('admin.backend.empty')}</Alert>;
  return (
    <Grid container spacing={2} sx={{ p: { xs: 1, sm: 2 } }}>
      {data.map((record) => (
        <Grid key={record.id} size={{ xs: 12, md: 6, lg: 4, xl: 3 }}>
          <BackendPropertyCard record={record} />
        </Grid>
      ))}
    </Grid>
  );
}

function ListActions() {
  return (
    <TopToolbar>
      <SortButton fields={['id', 'name', 'created_at', 'apy_percent']} />
      <FilterButton />
      <CreateButton />
    </TopToolbar>
  );
}

export function BackendPropertyList() {
  const translate = useTranslate();
  const filters = [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput
      key="status"
      source="status"
      choices={STATUSES.map((id) => ({ id, name: translate(`admin.backend.status.${id}`) }))}
    />,
  ];
  return (
    <List
      title="admin.menu.backendProperties"
      sort={{ field: 'id', order: 'DESC' }}
      perPage={12}
      filters={filters}
      actions={<ListActions />}
      pagination={<Pagination rowsPerPageOptions={[12, 24, 48]} />}
      empty={false}
    >
      <PropertyCardGrid />
    </List>
  );
}
