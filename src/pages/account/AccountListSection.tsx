// A list of the shares tab fed by an API query: loading, the error (docs/messages.md), empty text or the
// table. Every row names its property: the section gives its columns a ready property column (name in the UI
// language, linking to the item page) and waits for the property records too, so no on-chain name flashes
// first.
import { useTranslation } from 'react-i18next';
import type { Message } from '../../lib/message.ts';
import { usePropertyNames } from '../../properties/usePropertyNames.ts';
import { type Column, DataTable } from '../../ui/DataTable.tsx';
import { AccountSection } from './AccountSection.tsx';
import { propertyColumn } from './propertyColumn.tsx';

export interface ListQueryState<T> {
  data?: { data: T[] };
  isLoading: boolean;
  error: unknown;
}

interface ListRow {
  id: number;
  contract_address: string;
  property_name: string;
}

export function AccountListSection<T extends ListRow>({
  id,
  query,
  columns,
  describeError,
}: {
  id: 'purchases' | 'sales' | 'ownerships' | 'certificates';
  query: ListQueryState<T>;
  /** The table's columns, given the property column to place. */
  columns: (property: Column<T>) => Column<T>[];
  describeError: (error: unknown) => Message;
}) {
  const { t } = useTranslation();
  const names = usePropertyNames();
  const rows = query.data?.data ?? [];
  const title = t(`parts.${id}.title`);
  const property = propertyColumn<T>(t('parts.columns.property'), names.nameOf, (row) => ({
    address: row.contract_address,
    onChainName: row.property_name,
  }));
  return (
    <AccountSection
      id={id}
      title={title}
      loading={query.isLoading || names.isLoading}
      error={query.error ? describeError(query.error) : null}
      empty={rows.length === 0}
      emptyText={t(`parts.${id}.empty`)}
    >
      <DataTable caption={title} rows={rows} rowKey={(row) => row.id} columns={columns(property)} />
    </AccountSection>
  );
}
