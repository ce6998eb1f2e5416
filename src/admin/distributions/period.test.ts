// The period of a distribution as days in UTC (docs/income.md#distributing: [periodStart, periodEnd)) and the
// preview of what a distribution gives (docs/income.md#who-earns), computed as the token does.
import { describe, expect, it } from 'vitest';
import { incomePreview } from './incomePreview.ts';
import { dayStart, periodDays, periodOf, previousMonth } from './period.ts';

const E18 = 10n ** 18n;

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

describe('income preview', () => {
  it('gives every M2 amount ÷ total M2 and the unsold M2 to the issuer', () => {
    expect(incomePreview(1_000n * E18, 100n, 60n * E18)).toEqual({
      perM2: 10n * E18,
      issuerShare: 600n * E18,
      holdersShare: 400n * E18,
      unsoldBps: 6_000n,
      tooSmall: false,
    });
  });

  it('rounds down as the token does, the dust staying with the holders’ part', () => {
    // 100 base units over 3 M2: 33 per M2; the issuer holds 1.5 M2 → 49 (49.5 rounded down).
    const preview = incomePreview(100n, 3n, 15n * 10n ** 17n);
    expect(preview.perM2).toBe(33n);
    expect(preview.issuerShare).toBe(49n);
    expect(preview.holdersShare).toBe(51n);
    expect(preview.unsoldBps).toBe(5_000n);
  });

  it('is too small when no M2 base unit gets a share (IncomeTooSmall)', () => {
    expect(incomePreview(999n, 1_000n, 0n).tooSmall).toBe(true);
    expect(incomePreview(1_000n, 1_000n, 0n).tooSmall).toBe(false);
  });
});
