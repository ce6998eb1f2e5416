// Recoveries (GET /custom_admin/recoveries/, docs/admin.md#recoveries): lost wallet, replacement, who requested
// it and when, a countdown to its ready-at, its status and transactions; filters by status and by lost or
// replacement wallet; Execute once ready, Cancel while pending or ready; "Request recovery" opens the form.
import { Stack, type Theme, useMediaQuery } from '@mui/material';
import {
  CreateButton,
  DataTable,
  FilterButton,
  List,
  SelectInput,
  SimpleList,
  TextInput,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import type { Recovery } from '../../../generated/api/model/index.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { AddressText } from '../shared/AddressText.tsx';
import { TxHashLink } from '../shared/TxHashLink.tsx';
import { useAdminFormat } from '../shared/useAdminFormat.ts';
import { Countdown } from './Countdown.tsx';
import { RecoveryActions } from './RecoveryActions.tsx';
import { RecoveryStatusChip } from './RecoveryStatusChip.tsx';
import { recoveryStatusChoices } from './recoveryChoices.ts';

const filters = [
  <SelectInput key="status" source="status" choices={recoveryStatusChoices} alwaysOn />,
  <TextInput key="lost" source="lost" />,
  <TextInput key="replacement" source="replacement" />,
];

const ListActions = () => {
  const translate = useTranslate();
  return (
    <TopToolbar>
      <FilterButton />
      <CreateButton label={translate('admin.recoveries.request')} />
    </TopToolbar>
  );
};

function ReadyAt({ record }: { record: Recovery }) {
  const format = useAdminFormat();
  return (
    <Stack>
      <span>{formatDateTime(record.ready_at, format.locale)}</span>
      {record.status === 'pending' && <Countdown readyAt={record.ready_at} />}
    </Stack>
  );
}

function Transactions({ record }: { record: Recovery }) {
  return (
    <Stack>
      <TxHashLink hash={record.request_tx} />
      {record.cancel_tx && <TxHashLink hash={record.cancel_tx} />}
      {record.execute_tx && <TxHashLink hash={record.execute_tx} />}
    </Stack>
  );
}

export function RecoveryList() {
  const format = useAdminFormat();
  const translate = useTranslate();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <List<Recovery>
      title="admin.menu.recoveries"
      sort={{ field: 'requested_at', order: 'DESC' }}
      filters={filters}
      actions={<ListActions />}
      perPage={25}
      exporter={false}
    >
      {phone ? (
        <SimpleList<Recovery>
          linkType={false}
          primaryText={(record) => <AddressText address={record.lost} />}
          secondaryText={(record) => translate(`admin.recoveries.status.${record.status}`)}
          tertiaryText={(record) => <RecoveryActions record={record} />}
        />
      ) : (
        <DataTable<Recovery> bulkActionButtons={false} rowClick={false}>
          <DataTable.Col source="lost" render={(record) => <AddressText address={record.lost} />} />
          <DataTable.Col
            source="replacement"
            render={(record) => <AddressText address={record.replacement} />}
          />
          <DataTable.Col
            source="requested_by"
            render={(record) => <AddressText address={record.requested_by} />}
          />
          <DataTable.Col
            source="requested_at"
            render={(record) => formatDateTime(record.requested_at, format.locale)}
          />
          <DataTable.Col source="ready_at" render={(record) => <ReadyAt record={record as Recovery} />} />
          <DataTable.Col source="status" render={(record) => <RecoveryStatusChip status={record.status} />} />
          <DataTable.Col
            source="request_tx"
            disableSort
            render={(record) => <Transactions record={record as Recovery} />}
          />
          <DataTable.Col
            source="actions"
            label="admin.recoveries.actions"
            disableSort
            render={(record) => <RecoveryActions record={record as Recovery} />}
          />
        </DataTable>
      )}
    </List>
  );
}
