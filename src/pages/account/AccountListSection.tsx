// A list of the shares tab fed by an API query: loading, the §8 error, empty text or the table.
import { useTranslation } from 'react-i18next';
import type { Message } from '../../lib/message.ts';
import { type Column, DataTable } from '../../ui/DataTable.tsx';
import { AccountSection } from './AccountSection.tsx';

export interface ListQueryState<T> {
  data?: { data: T[] };
  isLoading: boolean;
  error: unknown;
}

export function AccountListSection<T extends { id: number }>({
  id,
  query,
  columns,
  describeError,
}: {
  id: 'purchases' | 'sales' | 'ownerships' | 'certificates';
  query: ListQueryState<T>;
  columns: Column<T>[];
  describeError: (error: unknown) => Message;
}) {
  const { t } = useTranslation();
  const rows = query.data?.data ?? [];
  const title = t(`parts.${id}.title`);
  return (
    <AccountSection
      id={id}
      title={title}
      loading={query.isLoading}
      error={query.error ? describeError(query.error) : null}
      empty={rows.length === 0}
      emptyText={t(`parts.${id}.empty`)}
    >
      <DataTable caption={title} rows={rows} rowKey={(row) => row.id} columns={columns} />
    </AccountSection>
  );
}
