// The audit log CSV of the console's Export button (docs/admin.md#audit-log): every column as the API answers it —
// before and after as JSON, amounts in base units, the action as its code (the same in every language) — so a
// machine can read the file exactly, then `before_readable` and `after_readable`: the same JSON with amounts and
// prices as plain decimals in USDT and M2, times as ISO 8601 in UTC and the chain's country as alpha-2
// (auditValues.ts), for people.
import type { AuditLogEntry } from '../../../generated/api/model/index.ts';
import { toCsv } from '../shared/csv.ts';
import { auditUnit, plainAuditValue } from './auditValues.ts';

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
  'before_readable',
  'after_readable',
] as const;

type State = AuditLogEntry['before'];

const json = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value));

/** `state` with each value in its unit as a plain decimal (or as it is). */
function readable(action: string, state: State, usdtDecimals: number) {
  if (state === null || state === undefined) return state;
  return Object.fromEntries(
    Object.entries(state).map(([field, value]) => [
      field,
      plainAuditValue(auditUnit(action, field), value, usdtDecimals),
    ]),
  );
}

/** One header line and one line per entry; `usdtDecimals`: the stablecoin's decimals (18 on BSC). */
export function auditLogCsv(entries: readonly AuditLogEntry[], usdtDecimals: number): string {
  return toCsv(
    COLUMNS,
    entries.map((entry) => ({
      ...entry,
      before: json(entry.before),
      after: json(entry.after),
      before_readable: json(readable(entry.action, entry.before, usdtDecimals)),
      after_readable: json(readable(entry.action, entry.after, usdtDecimals)),
    })),
  );
}
