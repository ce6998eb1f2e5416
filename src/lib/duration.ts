// Durations in the units of docs/constants.md#display (year 31536000 s, month 2592000 s, day, hour, minute,
// second), worded through i18next plurals (Intl.PluralRules: one/few/many/other in Russian).
import type { TFunction } from 'i18next';

export const SECONDS_PER_DAY = 86_400;

const DURATION_UNITS = [
  ['year', 31_536_000],
  ['month', 2_592_000],
  ['day', SECONDS_PER_DAY],
  ['hour', 3_600],
  ['minute', 60],
  ['second', 1],
] as const;

export type DurationUnit = (typeof DURATION_UNITS)[number][0];

/** Splits `seconds` into at most `maxParts` of the largest non-zero units. */
export function splitDuration(seconds: number, maxParts = 2): { unit: DurationUnit; count: number }[] {
  let rest = Math.max(0, Math.floor(seconds));
  const parts: { unit: DurationUnit; count: number }[] = [];
  for (const [unit, size] of DURATION_UNITS) {
    if (parts.length >= maxParts) break;
    const count = Math.floor(rest / size);
    if (count > 0) {
      parts.push({ unit, count });
      rest -= count * size;
    } else if (parts.length > 0) {
      break;
    }
  }
  return parts.length > 0 ? parts : [{ unit: 'second', count: 0 }];
}

/** '1 year 2 months', '3 дня', '0 seconds'. */
export function formatDuration(seconds: number, t: TFunction, maxParts = 2): string {
  return splitDuration(seconds, maxParts)
    .map(({ unit, count }) => t(`duration.${unit}`, { count }))
    .join(' ');
}

export const daysToSeconds = (days: number): number => Math.round(days * SECONDS_PER_DAY);
