// The audit entries about one investor (GET /custom_admin/audit-log/ filtered by subject = the wallet,
// docs/audit-log.md#filters): KYC edits from the API and allow-list and recovery events from the chain, newest
// first.
import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useCustomAdminAuditLogList } from '../../../generated/api/custom-admin/custom-admin.ts';
import type { AuditLogEntry } from '../../../generated/api/model/index.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { auditChanges } from '../auditLog/auditChanges.ts';
import { useAuditFieldLabel, useAuditValue } from '../auditLog/useAuditValue.ts';
import { AddressText } from '../shared/AddressText.tsx';
import { TxHashLink } from '../shared/TxHashLink.tsx';
import { useAdminFormat } from '../shared/useAdminFormat.ts';
import { RecordTable } from './RecordTable.tsx';

/** "field: before → after" per field, the values in their units (the audit log's own rendering). */
function changeText(
  entry: AuditLogEntry,
  value: ReturnType<typeof useAuditValue>,
  label: (field: string) => string,
): string {
  const changes = auditChanges(entry.before, entry.after, value(entry.action));
  if (changes.length === 0) return '—';
  return changes
    .map(
      ({ field, before, after }) =>
        `${label(field)}: ${before === null ? '' : `${before} → `}${after ?? '—'}`,
    )
    .join('; ');
}

export function InvestorAuditEntries({ wallet }: { wallet: string }) {
  const translate = useTranslate();
  const { locale } = useAdminFormat();
  const value = useAuditValue();
  const label = useAuditFieldLabel();
  const query = useCustomAdminAuditLogList({
    filter: JSON.stringify({ subject: wallet }),
    sort: '["id","DESC"]',
    range: '[0,99]',
  });
  if (query.isError) {
    return (
      <Typography role="alert" color="error" variant="body2">
        {translate('admin.investors.auditFailed')}
      </Typography>
    );
  }
  if (!query.data) return null;
  const rows = (query.data.data ?? []) as AuditLogEntry[];
  return (
    <RecordTable<AuditLogEntry>
      rows={rows}
      rowKey={(e) => e.id}
      columns={[
        { label: 'time', render: (e) => formatDateTime(e.at, locale) },
        { label: 'action', render: (e) => translate(`admin.auditLog.actions.${e.action}`, { _: e.action }) },
        { label: 'actor', render: (e) => (e.actor ? <AddressText address={e.actor} /> : '—') },
        { label: 'change', render: (e) => changeText(e, value, label) },
        { label: 'transaction', render: (e) => (e.tx_hash ? <TxHashLink hash={e.tx_hash} /> : '—') },
      ]}
    />
  );
}
