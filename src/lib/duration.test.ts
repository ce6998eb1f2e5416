import { describe, expect, it } from 'vitest';
import { createTestI18n } from '../test/i18n.ts';
import { daysToSeconds, formatDuration, splitDuration } from './duration.ts';

describe('splitDuration', () => {
  it('uses year 31536000 s, month 2592000 s, day, hour, minute, second', () => {
    expect(splitDuration(31_536_000)).toEqual([{ unit: 'year', count: 1 }]);
    expect(splitDuration(2_592_000)).toEqual([{ unit: 'month', count: 1 }]);
    expect(splitDuration(86_400 + 3_600)).toEqual([
      { unit: 'day', count: 1 },
      { unit: 'hour', count: 1 },
    ]);
    expect(splitDuration(61)).toEqual([
      { unit: 'minute', count: 1 },
      { unit: 'second', count: 1 },
    ]);
  });

  it('keeps the two largest adjacent units and never goes negative', () => {
    expect(splitDuration(31_536_000 + 2_592_000 * 2 + 86_400 * 3)).toEqual([
      { unit: 'year', count: 1 },
      { unit: 'month', count: 2 },
    ]);
    expect(splitDuration(31_536_000 + 86_400)).toEqual([{ unit: 'year', count: 1 }]);
    expect(splitDuration(-5)).toEqual([{ unit: 'second', count: 0 }]);
  });

  it('converts days to seconds with 86400 s per day', () => {
    expect(daysToSeconds(30)).toBe(2_592_000);
  });
});

describe('formatDuration in both languages', () => {
  it('words English durations with singular and plural', () => {
    const { t } = createTestI18n('en');
    expect(formatDuration(86_400, t)).toBe('1 day');
    expect(formatDuration(86_400 * 2 + 3_600 * 5, t)).toBe('2 days 5 hours');
    expect(formatDuration(31_536_000 * 3, t)).toBe('3 years');
    expect(formatDuration(0, t)).toBe('0 seconds');
  });

  it('uses the Russian plural forms one / few / many (Intl.PluralRules)', () => {
    const { t } = createTestI18n('ru');
    expect(formatDuration(86_400, t)).toBe('1 день');
    expect(formatDuration(86_400 * 3, t)).toBe('3 дня');
    expect(formatDuration(86_400 * 5, t)).toBe('5 дней');
    expect(formatDuration(86_400 * 21, t)).toBe('21 день');
    expect(formatDuration(31_536_000 * 2 + 2_592_000 * 11, t)).toBe('2 года 11 месяцев');
    expect(formatDuration(3_600 * 22 + 60 * 14, t)).toBe('22 часа 14 минут');
    expect(formatDuration(31_536_000 * 5, t)).toBe('5 лет');
    expect(formatDuration(1, t)).toBe('1 секунда');
    expect(formatDuration(60 * 2, t)).toBe('2 минуты');
  });
});
