/** Date and time in the UI language ('ru-RU' / 'en-US' conventions through Intl). */
export function formatDateTime(value: string | number | Date | null | undefined, language: string): string {
  if (value === null || value === undefined) return '—';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '—';
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
