// Every purchase (GET /custom_admin/purchases/, docs/api.md#endpoints; docs/messages.md#purchases-and-sales:
// 403 'You do not have permission to perform this action', otherwise 'Failed to fetch all purchases'), newest
// first, searchable and sortable.
import { DataTable, List, SearchInput, TextInput } from 'react-admin';
import type { Purchase } from '../../../generated/api/model/index.ts';
import { toBigInt } from '../../lib/amounts.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { AddressText } from '../shared/AddressText.tsx';
import { useAdminFormat } from '../shared/useAdminFormat.ts';

const filters = [<SearchInput key="q" source="q" alwaysOn />, <TextInput key="buyer" source="buyer" />];

export function PurchaseList() {
  const format = useAdminFormat();
  return (
    <List<Purchase>
      title="admin.menu.purchases"
      sort={{ field: 'id', order: 'DESC' }}
      filters={filters}
      perPage={25}
    >
      <DataTable<Purchase> bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="id" />
        <DataTable.Col source="property_name" />
        <DataTable.Col
          source="buyer"
          disableSort
          render={(record) => <AddressText address={record.buyer} />}
        />
        <DataTable.Col align="right" source="m2" render={(record) => format.m2(toBigInt(record.m2))} />
        <DataTable.Col align="right" source="cost" render={(record) => format.usdt(toBigInt(record.cost))} />
        <DataTable.Col
          align="right"
          source="price"
          disableSort
          render={(record) => format.price(toBigInt(record.price))}
        />
        <DataTable.Col
          source="tx_hash"
          disableSort
          render={(record) => <AddressText address={record.tx_hash} />}
        />
        <DataTable.Col
          source="block_time"
          render={(record) => formatDateTime(record.block_time, format.locale)}
        />
        <DataTable.Col source="certificate_id" disableSort />
      </DataTable>
    </List>
  );
}
