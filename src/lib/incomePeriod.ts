// The period of a distribution (docs/income.md#distributing): the contract records it as Unix seconds
// [periodStart, periodEnd); the console and the shares tab write and show it as whole days in UTC, from the
// first day to the last day included (October's rent: Oct 1 – Oct 31, sent as [Oct 1 00:00, Nov 1 00:00) UTC).

const DAY_SECONDS = 86_400;
const DATE_INPUT = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A date input's value ('2026-10-31') as the Unix seconds of its 00:00 UTC; undefined when not a date. */
export function dayStart(value: string): number | undefined {
  const match = DATE_INPUT.exec(value);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const date = new Date(time);
  // '2026-02-31' is no date (Date.UTC would roll it over to March).
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return undefined;
  }
  return time / 1000;
}

/** The contract's period from the first and the last day included; undefined when they make none. */
export function periodOf(firstDay: string, lastDay: string): { start: bigint; end: bigint } | undefined {
  const start = dayStart(firstDay);
  const last = dayStart(lastDay);
  if (start === undefined || last === undefined || last < start) return undefined;
  return { start: BigInt(start), end: BigInt(last + DAY_SECONDS) };
}

const inputValue = (date: Date) => date.toISOString().slice(0, 10);

/** The calendar month before `now` (UTC), as the first and the last day of a date input. */
export function previousMonth(now: Date): { firstDay: string; lastDay: string } {
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0));
  return { firstDay: inputValue(first), lastDay: inputValue(last) };
}

/** A UTC day in `locale`, medium style ('Oct 1, 2026' / '1 окт. 2026 г.'), as src/lib/dates.ts writes dates. */
function formatDay(time: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(time));
}

/**
 * The days a recorded period covers (ISO times from the API): its first day and its last day — the day of
 * the second before its end. '—' for a missing or invalid date.
 */
export function periodDays(start: string, end: string, locale: string): { first: string; last: string } {
  const from = Date.parse(start);
  const to = Date.parse(end);
  return {
    first: Number.isNaN(from) ? '—' : formatDay(from, locale),
    last: Number.isNaN(to) ? '—' : formatDay(to - 1000, locale),
  };
}

/**
 * The days a recorded period covers as one short range in `locale` ('Oct 1 – 31, 2026' / '1–31 окт. 2026 г.'),
 * for narrow tables; '—' for a missing or invalid date.
 */
export function formatPeriodRange(start: string, end: string, locale: string): string {
  const from = Date.parse(start);
  const to = Date.parse(end);
  if (Number.isNaN(from) || Number.isNaN(to)) return '—';
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  return format.formatRange(new Date(from), new Date(Math.max(from, to - 1000)));
}
