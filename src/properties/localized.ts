// Backend property texts in the current language: the Russian field when the UI is Russian and the
// record has one, else the English field.
type LocalizedKey = 'name' | 'description' | 'property_address';

type LocalizedRecord = Partial<Record<LocalizedKey | `${LocalizedKey}_ru`, string | null>>;

export function localized(record: LocalizedRecord, key: LocalizedKey, language: string | undefined): string {
  const english = record[key] ?? '';
  if (!language?.startsWith('ru')) return english;
  const russian = record[`${key}_ru`];
  return russian && russian.trim() !== '' ? russian : english;
}
