// The audit log CSV of the console's Export button (docs/admin.md#audit-log): every column as the API answers it,
// before and after as JSON, the action as its code (the same in every language).
import type { AuditLogEntry } from '../../../generated/api/model/index.ts';
import { toCsv } from '../shared/csv.ts';

const COLUMNS = [
  'id',
  'at',
  'actor',
  'source',
  'action',
  'subject_type',
  'subject_id',
  'before',
  'after',
  'tx_hash',
  'block_number',
  'log_index',
] as const;

const json = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value));

/** One header line and one line per entry. */
export function auditLogCsv(entries: readonly AuditLogEntry[]): string {
  return toCsv(
    COLUMNS,
    entries.map((entry) => ({ ...entry, before: json(entry.before), after: json(entry.after) })),
  );
}
