import { describe, expect, it } from 'vitest';
import { formatDateTime } from './dates.ts';

describe('dates', () => {
  it('shows date and time in the UI language, a dash for nothing or an invalid date', () => {
    const at = Date.UTC(2025, 2, 4, 15, 30);
    const expected = (lng: string) =>
      new Intl.DateTimeFormat(lng, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(at));
    expect(formatDateTime(at, 'en-US')).toBe(expected('en-US'));
    expect(formatDateTime(new Date(at).toISOString(), 'ru-RU')).toBe(expected('ru-RU'));
    expect(formatDateTime(new Date(at), 'en-US')).toBe(expected('en-US'));
    expect(formatDateTime(at, 'en-US')).toMatch(/2025/);
    expect(formatDateTime(at, 'ru-RU')).toMatch(/мар/);
    expect(formatDateTime(null, 'en-US')).toBe('—');
    expect(formatDateTime(undefined, 'en-US')).toBe('—');
    expect(formatDateTime('not a date', 'en-US')).toBe('—');
  });
});
