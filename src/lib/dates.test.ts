// One date format family (docs/constants.md#display): medium date, time to the minute, in the UI language.
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './dates.ts';

// Noon UTC: the same calendar day in every time zone a test machine may use (UTC−11 … UTC+11).
const NOON = '2025-03-07T12:00:00Z';
const local = new Date(NOON);
const hh = String(local.getHours()).padStart(2, '0');
const mm = String(local.getMinutes()).padStart(2, '0');
const h12 = local.getHours() % 12 || 12;
const ampm = local.getHours() < 12 ? 'AM' : 'PM';

describe('dates', () => {
  it('formats a date alone in English and Russian', () => {
    expect(formatDate(NOON, 'en')).toBe('Mar 7, 2025');
    expect(formatDate(NOON, 'ru')).toBe('7 мар. 2025 г.');
  });

  it('formats a date and time to the minute, without seconds', () => {
    expect(formatDateTime(NOON, 'en').replace(/\s/g, ' ')).toBe(`Mar 7, 2025, ${h12}:${mm} ${ampm}`);
    expect(formatDateTime(NOON, 'ru')).toBe(`7 мар. 2025 г., ${hh}:${mm}`);
  });

  it('shows a dash for a missing or invalid date', () => {
    for (const value of [null, undefined, '', 'not a date']) {
      expect(formatDate(value, 'en')).toBe('—');
      expect(formatDateTime(value, 'ru')).toBe('—');
    }
  });
});
