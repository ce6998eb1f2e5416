// The period of a distribution as days in UTC (docs/income.md#distributing: [periodStart, periodEnd)).
import { describe, expect, it } from 'vitest';
import { dayStart, formatPeriodRange, periodDays, periodOf, previousMonth } from './incomePeriod.ts';

describe('distribution periods', () => {
  it('sends the first day at 00:00 UTC and the day after the last one as the end', () => {
    expect(periodOf('2026-10-01', '2026-10-31')).toEqual({
      start: BigInt(Date.UTC(2026, 9, 1) / 1000),
      end: BigInt(Date.UTC(2026, 10, 1) / 1000),
    });
    expect(periodOf('2026-10-05', '2026-10-05')).toEqual({
      start: BigInt(Date.UTC(2026, 9, 5) / 1000),
      end: BigInt(Date.UTC(2026, 9, 6) / 1000),
    });
  });

  it('refuses a period that ends before it starts and what is no date', () => {
    expect(periodOf('2026-10-31', '2026-10-01')).toBeUndefined();
    expect(periodOf('', '2026-10-01')).toBeUndefined();
    expect(dayStart('2026-02-31')).toBeUndefined();
    expect(dayStart('31.10.2026')).toBeUndefined();
  });

  it('proposes the previous calendar month, across a year too', () => {
    expect(previousMonth(new Date('2026-11-26T04:40:00Z'))).toEqual({
      firstDay: '2026-10-01',
      lastDay: '2026-10-31',
    });
    expect(previousMonth(new Date('2027-01-01T00:00:00Z'))).toEqual({
      firstDay: '2026-12-01',
      lastDay: '2026-12-31',
    });
  });

  it('shows a recorded period by its first and last day in UTC', () => {
    expect(periodDays('2026-10-01T00:00:00.000Z', '2026-11-01T00:00:00.000Z', 'en')).toEqual({
      first: 'Oct 1, 2026',
      last: 'Oct 31, 2026',
    });
    expect(periodDays('x', 'y', 'en')).toEqual({ first: '—', last: '—' });
  });
});

describe('formatPeriodRange', () => {
  it('writes the days of a period as one short range, in the reader’s language', () => {
    const start = '2026-10-01T00:00:00.000Z';
    const end = '2026-11-01T00:00:00.000Z';
    // Intl puts thin spaces around the dash.
    expect(formatPeriodRange(start, end, 'en')).toMatch(/^Oct 1\s–\s31, 2026$/);
    expect(formatPeriodRange(start, end, 'ru')).toMatch(/^1\s?–\s?31 окт\. 2026\sг\.$/);
    // Across months and years.
    expect(formatPeriodRange('2026-12-15T00:00:00.000Z', '2027-01-15T00:00:00.000Z', 'en')).toMatch(
      /^Dec 15, 2026\s–\sJan 14, 2027$/,
    );
  });

  it('says — for a missing date', () => {
    expect(formatPeriodRange('', '2026-11-01T00:00:00.000Z', 'en')).toBe('—');
  });
});
