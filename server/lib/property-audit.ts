// What the audit log keeps of a backend property record (docs/audit-log.md#actions): its fields, and the
// before → after of an edit limited to the fields that changed.
import type { AuditState, PropertyRecord } from './record-types.ts';

const FIELDS = [
  'name',
  'description',
  'name_ru',
  'description_ru',
  'property_address',
  'property_address_ru',
  'apy_percent',
  'is_active',
  'status',
  'image',
] as const;

/** The record's own fields (its id first), as an audit entry's `after` of a creation. */
export function recordState(record: PropertyRecord): AuditState {
  return Object.fromEntries([['id', record.id], ...FIELDS.map((key) => [key, record[key] ?? null])]);
}

/** The fields that differ between two versions of a record, each side with the record's id. */
export function recordChanges(
  before: PropertyRecord,
  after: PropertyRecord,
): { before: AuditState; after: AuditState } {
  const changed = FIELDS.filter((key) => (before[key] ?? null) !== (after[key] ?? null));
  const side = (record: PropertyRecord): AuditState =>
    Object.fromEntries([['id', record.id], ...changed.map((key) => [key, record[key] ?? null])]);
  return { before: side(before), after: side(after) };
}

/** A gallery as the audit log shows it: its image paths in order. */
export const galleryState = (record: PropertyRecord): AuditState => ({
  id: record.id,
  gallery: record.gallery.map((image) => image.image),
});
