// The before → after of an audit entry as lines (docs/audit-log.md#an-entry): one per field either side names
// (the record id aside, it is the subject), each value as text.

export type AuditChange = { field: string; before: string | null; after: string | null };

type State = { [key: string]: unknown } | null | undefined;

const text = (value: unknown): string | null =>
  value === undefined ? null : typeof value === 'string' ? value : JSON.stringify(value);

/** Every field of `before` or `after` except `id`, in the order they first appear. */
export function auditChanges(before: State, after: State): AuditChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].filter(
    (field) => field !== 'id',
  );
  return fields.map((field) => ({ field, before: text(before?.[field]), after: text(after?.[field]) }));
}
