// The before → after of an audit entry as lines (docs/audit-log.md#an-entry): one per field either side names
// (the record id aside, it is the subject), each value as text — as the API holds it, or through `show` (the
// console formats amounts, prices, times and countries in their units: auditValues.ts).

export type AuditChange = { field: string; before: string | null; after: string | null };

type State = { [key: string]: unknown } | null | undefined;

/** A value as the API holds it, as text. */
export const auditText = (value: unknown): string =>
  typeof value === 'string' ? value : JSON.stringify(value);

/** Every field of `before` or `after` except `id`, in the order they first appear. */
export function auditChanges(
  before: State,
  after: State,
  show: (field: string, value: unknown) => string = (_, value) => auditText(value),
): AuditChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].filter(
    (field) => field !== 'id',
  );
  const side = (state: State, field: string) => {
    const value = state?.[field];
    return value === undefined ? null : show(field, value);
  };
  return fields.map((field) => ({ field, before: side(before, field), after: side(after, field) }));
}
