// The one date format family of the app and the console (docs/constants.md#display): dates and times in the
// UI language through Intl, medium date style ('Mar 7, 2025' / '7 мар. 2025 г.'), times to the minute
// ('Mar 7, 2025, 9:30 PM' / '7 мар. 2025 г., 21:30'). Every screen formats dates here.

type DateInput = string | number | Date | null | undefined;

function toDate(value: DateInput): Date | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** Date and time to the minute in `language`; '—' without a valid date. */
export function formatDateTime(value: DateInput, language: string): string {
  const date = toDate(value);
  if (!date) return '—';
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** The date alone in `language`; '—' without a valid date. */
export function formatDate(value: DateInput, language: string): string {
  const date = toDate(value);
  if (!date) return '—';
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(date);
}
