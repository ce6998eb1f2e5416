// A list of the shares tab fed by an API query, a page at a time (PAGE_SIZE rows, docs/api.md#lists): loading,
// the error (docs/messages.md), empty text or the table with previous / next under it. Every row names its property: the section gives its columns a ready property column (name in the UI
// language, linking to the item page) and waits for the property records too, so no on-chain name flashes
// first.
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pageRange, parseContentRange } from '../../lib/contentRange.ts';
import type { Message } from '../../lib/message.ts';
import { usePropertyNames } from '../../properties/usePropertyNames.ts';
import { type Column, DataTable } from '../../ui/DataTable.tsx';
import { AccountSection } from './AccountSection.tsx';
import { Pager } from './Pager.tsx';
import { propertyColumn } from './propertyColumn.tsx';

/** Rows per page of a shares-tab list. */
export const PAGE_SIZE = 25;

export interface ListQueryState<T> {
  data?: { data: T[]; headers?: Headers };
  isLoading: boolean;
  isFetching?: boolean;
  error: unknown;
}

/**
 * The page state of a list: the `range` parameter to send and the query options that keep the shown page
 * until the next one arrives.
 */
export function useListPage() {
  const [page, setPage] = useState(0);
  return {
    params: { range: pageRange(page, PAGE_SIZE) },
    setPage,
    placeholderData: keepPreviousData,
  };
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
  onPage,
}: {
  id: 'purchases' | 'sales' | 'ownerships' | 'certificates' | 'incomeEarned' | 'incomeHistory';
  query: ListQueryState<T>;
  /** The table's columns, given the property column to place. */
  columns: (property: Column<T>) => Column<T>[];
  describeError: (error: unknown) => Message;
  /** Shows page `page` (from 0); the query sends its range (useListPage). */
  onPage: (page: number) => void;
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
      <Pager
        id={id}
        range={parseContentRange(query.data?.headers?.get('content-range'))}
        pageSize={PAGE_SIZE}
        onPage={onPage}
        busy={query.isFetching ?? false}
      />
    </AccountSection>
  );
}
