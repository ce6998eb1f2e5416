// The audit log (GET /custom_admin/audit-log/ at the site root, with the session; docs/admin.md#audit-log): when,
// who, what (the action in the reader's language), the subject, before → after and the transaction of every
// back-office edit and on-chain admin event, amounts, prices, times and countries in their units
// (useAuditValue.ts). Newest first; filters by who, subject, action, source and dates; Export writes every column,
// machine-exact, plus the before and after in plain decimals (auditLogCsv.ts).
import { Box, type Theme, useMediaQuery } from '@mui/material';
import { useMemo } from 'react';
import {
  DataTable,
  DateInput,
  downloadCSV,
  ExportButton,
  FilterButton,
  List,
  SelectInput,
  SimpleList,
  TextInput,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import type { AuditLogEntry } from '../../../generated/api/model/index.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { shortenAddress } from '../../lib/shortenAddress.ts';
import { AddressText } from '../shared/AddressText.tsx';
import { TxHashLink } from '../shared/TxHashLink.tsx';
import { useAdminFormat } from '../shared/useAdminFormat.ts';
import { AUDIT_ACTIONS } from './auditActions.ts';
import { auditChanges } from './auditChanges.ts';
import { auditLogCsv } from './auditLogCsv.ts';
import { useAuditFieldLabel, useAuditValue } from './useAuditValue.ts';

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/** The action's label in the reader's language; its code when the console does not know it. */
function useActionLabel(): (action: string) => string {
  const translate = useTranslate();
  return (action) => translate(`admin.auditLog.actions.${action}`, { _: action });
}

function Subject({ entry }: { entry: AuditLogEntry }) {
  const translate = useTranslate();
  const type = translate(`admin.auditLog.subjects.${entry.subject_type}`, { _: entry.subject_type });
  return (
    <span>
      {type}
      {entry.subject_id !== null && ' '}
      {/* A property by its name (the address is the link's title), else the address or the record id. */}
      {entry.subject_name ? <span title={entry.subject_id ?? undefined}>{entry.subject_name}</span> : null}
      {entry.subject_id !== null &&
        !entry.subject_name &&
        (ADDRESS.test(entry.subject_id) ? (
          <AddressText address={entry.subject_id} />
        ) : (
          `#${entry.subject_id}`
        ))}
    </span>
  );
}

function Changes({ entry }: { entry: AuditLogEntry }) {
  const value = useAuditValue();
  const label = useAuditFieldLabel();
  const changes = auditChanges(entry.before, entry.after, value(entry.action));
  if (changes.length === 0) return <span>—</span>;
  return (
    <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {changes.map(({ field, before, after }) => (
        <li key={field}>
          {label(field)}: {before === null ? '' : `${before} → `}
          {after === null ? '—' : after}
        </li>
      ))}
    </Box>
  );
}

function ListActions() {
  return (
    <TopToolbar>
      <FilterButton />
      <ExportButton />
    </TopToolbar>
  );
}

/** The "to" date includes its whole day. */
const endOfDay = (value: string) => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T23:59:59.999` : value);

export function AuditLogList() {
  const translate = useTranslate();
  const format = useAdminFormat();
  const actionLabel = useActionLabel();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const filters = useMemo(
    () => [
      <TextInput key="actor" source="actor" alwaysOn />,
      <TextInput key="subject" source="subject" alwaysOn />,
      <SelectInput
        key="action"
        source="action"
        choices={AUDIT_ACTIONS.map((code) => ({
          id: code,
          name: translate(`admin.auditLog.actions.${code}`),
        }))}
        alwaysOn
      />,
      <SelectInput
        key="source"
        source="source"
        choices={[
          { id: 'api', name: translate('admin.auditLog.sources.api') },
          { id: 'chain', name: translate('admin.auditLog.sources.chain') },
        ]}
      />,
      <DateInput key="at_gte" source="at_gte" />,
      <DateInput key="at_lte" source="at_lte" parse={endOfDay} />,
    ],
    [translate],
  );
  return (
    <List<AuditLogEntry>
      title="admin.menu.auditLog"
      sort={{ field: 'id', order: 'DESC' }}
      filters={filters}
      actions={<ListActions />}
      perPage={25}
      exporter={(entries: AuditLogEntry[]) =>
        downloadCSV(auditLogCsv(entries, format.usdtDecimals), 'audit-log')
      }
    >
      {phone ? (
        <SimpleList<AuditLogEntry>
          rowClick={false}
          primaryText={(entry) => actionLabel(entry.action)}
          secondaryText={(entry) => (entry.actor ? shortenAddress(entry.actor) : '—')}
          tertiaryText={(entry) => formatDateTime(entry.at, format.locale)}
        />
      ) : (
        <DataTable<AuditLogEntry> bulkActionButtons={false} rowClick={false}>
          <DataTable.Col source="at" render={(entry) => formatDateTime(entry.at, format.locale)} />
          <DataTable.Col
            source="actor"
            render={(entry) => (entry.actor ? <AddressText address={entry.actor} /> : '—')}
          />
          <DataTable.Col source="action" render={(entry) => actionLabel(entry.action)} />
          <DataTable.Col
            source="subject_id"
            disableSort
            render={(entry) => <Subject entry={entry as AuditLogEntry} />}
          />
          <DataTable.Col
            source="after"
            disableSort
            render={(entry) => <Changes entry={entry as AuditLogEntry} />}
          />
          <DataTable.Col
            source="tx_hash"
            disableSort
            render={(entry) =>
              entry.tx_hash ? <TxHashLink hash={entry.tx_hash} /> : translate('admin.auditLog.sources.api')
            }
          />
        </DataTable>
      )}
    </List>
  );
}
