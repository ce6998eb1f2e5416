// Every income distribution (GET /custom_admin/distributions/ at the site root, with the session;
// docs/admin.md#income-distributions): property, its distribution number, amount, the issuer's share, the
// period, who distributed, when, the transaction. Newest first; filters by property (the properties on
// chain), distributor, transaction hash and a search; Export writes decimal USDT (distributionsCsv.ts). The API
// has no date filter. A wallet that may distribute (fund manager, admin) also gets a way to the
// "Distribute income" form on the buckets dashboard.
import PaidIcon from '@mui/icons-material/Paid';
import { Button, type Theme, useMediaQuery } from '@mui/material';
import { useMemo } from 'react';
import {
  DataTable,
  downloadCSV,
  ExportButton,
  FilterButton,
  List,
  SearchInput,
  SelectInput,
  SimpleList,
  TextInput,
  TopToolbar,
  useBasename,
  usePermissions,
  useTranslate,
} from 'react-admin';
import { Link } from 'react-router';
import type { Distribution } from '../../../generated/api/model/index.ts';
import { useAllPropertyViews } from '../../chain/propertyReads.ts';
import { toBigInt } from '../../lib/amounts.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { periodDays } from '../../lib/incomePeriod.ts';
import { ADMIN_PATHS } from '../layout/adminPaths.ts';
import type { AdminPermissions } from '../providers/authProvider.ts';
import { isTabOpen } from '../providers/tabAccess.ts';
import { AddressText } from '../shared/AddressText.tsx';
import { TxHashLink } from '../shared/TxHashLink.tsx';
import { useAdminFormat } from '../shared/useAdminFormat.ts';
import { distributionsCsv } from './distributionsCsv.ts';

function usePeriodText(): (record: Distribution) => string {
  const translate = useTranslate();
  const { locale } = useAdminFormat();
  return (record) => {
    const { first, last } = periodDays(record.period_start, record.period_end, locale);
    return translate('admin.distributions.period', { start: first, end: last });
  };
}

function ListActions() {
  const translate = useTranslate();
  const basename = useBasename();
  const { permissions } = usePermissions<AdminPermissions>();
  return (
    <TopToolbar>
      {permissions !== undefined && isTabOpen('buckets', permissions) && (
        <Button
          component={Link}
          to={`${basename}${ADMIN_PATHS.buckets}`}
          size="small"
          startIcon={<PaidIcon />}
        >
          {translate('admin.income.title')}
        </Button>
      )}
      <FilterButton />
      <ExportButton />
    </TopToolbar>
  );
}

export function DistributionList() {
  const format = useAdminFormat();
  const period = usePeriodText();
  const { data: properties = [] } = useAllPropertyViews();
  // On a phone one line per distribution (property and number, amount and period, time) instead of a table.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const filters = useMemo(
    () => [
      <SearchInput key="q" source="q" alwaysOn />,
      <SelectInput
        key="contract_address"
        source="contract_address"
        choices={properties.map((property) => ({ id: property.token, name: property.name }))}
        alwaysOn
      />,
      <TextInput key="distributor" source="distributor" />,
      <TextInput key="tx_hash" source="tx_hash" />,
    ],
    [properties],
  );
  return (
    <List<Distribution>
      title="admin.menu.distributions"
      sort={{ field: 'id', order: 'DESC' }}
      filters={filters}
      actions={<ListActions />}
      perPage={25}
      exporter={(records: Distribution[]) =>
        downloadCSV(distributionsCsv(records, format.usdtDecimals), 'distributions')
      }
    >
      {phone ? (
        <SimpleList<Distribution>
          rowClick={false}
          primaryText={(record) => `${record.property_name} #${record.distribution_index}`}
          secondaryText={(record) => `${format.usdt(toBigInt(record.amount))} · ${period(record)}`}
          tertiaryText={(record) => formatDateTime(record.block_time, format.locale)}
        />
      ) : (
        <DataTable<Distribution> bulkActionButtons={false} rowClick={false}>
          <DataTable.Col source="property_name" />
          <DataTable.Col source="distribution_index" disableSort align="right" />
          <DataTable.Col
            align="right"
            source="amount"
            render={(record) => format.usdt(toBigInt(record.amount))}
          />
          <DataTable.Col
            align="right"
            source="issuer_share"
            disableSort
            render={(record) => format.usdt(toBigInt(record.issuer_share))}
          />
          <DataTable.Col source="period_start" render={period} />
          <DataTable.Col
            source="distributor"
            disableSort
            render={(record) => <AddressText address={record.distributor} />}
          />
          <DataTable.Col
            source="block_time"
            render={(record) => formatDateTime(record.block_time, format.locale)}
          />
          <DataTable.Col
            source="tx_hash"
            disableSort
            render={(record) => <TxHashLink hash={record.tx_hash} />}
          />
        </DataTable>
      )}
    </List>
  );
}
