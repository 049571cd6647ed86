// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isoDate, longDate } from '../../../src/navigation';

// one day in each month, and the first and last days of a year, in the process's time zone
const DAYS = [
  ...Array.from({ length: 12 }, (_, month) => new Date(2026, month, 1 + month * 2, 12).getTime()),
  new Date(2024, 0, 1, 0, 0).getTime(),
  new Date(2025, 11, 31, 23, 59).getTime(),
];

describe('longDate (the footer date without Intl)', () => {
  it.each(['en-US', 'zh-CN'])('matches Intl.DateTimeFormat long dates in %s', (locale) => {
    const intl = new Intl.DateTimeFormat(locale, { dateStyle: 'long' });
    for (const day of DAYS) expect(longDate(day, locale)).toBe(intl.format(day));
  });

  it('reads the day in the local time zone, where isoDate reads UTC', () => {
    const lateEvening = new Date(2026, 10, 22, 23, 30).getTime();
    expect(longDate(lateEvening, 'en-US')).toBe('November 22, 2026');
    expect(isoDate(Date.UTC(2026, 10, 22, 23, 30))).toBe('2026-11-22');
  });
});
