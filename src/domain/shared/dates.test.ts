import { describe, expect, it } from 'vitest';
import {
  addDays,
  calendarDaysBetween,
  formatDateLabel,
  formatDateTimeLabel,
  formatMonthDay,
  parseIsoDate,
  startOfDay,
  toIsoDate,
} from './dates';

describe('local date helpers', () => {
  it('starts a day at midnight', () => {
    const s = startOfDay(new Date(2024, 10, 3, 15, 45));
    expect([s.getDate(), s.getHours(), s.getMinutes(), s.getMilliseconds()]).toEqual([3, 0, 0, 0]);
  });

  it('adds calendar days across month ends and DST changes', () => {
    expect(toIsoDate(addDays(new Date(2024, 0, 31), 1))).toBe('2024-02-01');
    expect(toIsoDate(addDays(new Date(2024, 2, 1), -1))).toBe('2024-02-29');
    // US and EU clocks change on these dates; a day must still be one day.
    expect(addDays(new Date(2024, 2, 9), 1).getHours()).toBe(0);
    expect(addDays(new Date(2024, 10, 2), 1).getHours()).toBe(0);
    expect(calendarDaysBetween(new Date(2024, 2, 1), new Date(2024, 3, 1))).toBe(31);
    expect(calendarDaysBetween(new Date(2024, 10, 10), new Date(2024, 10, 3, 23))).toBe(-7);
  });

  it('formats with a fixed English table', () => {
    const d = new Date(2024, 10, 3, 14, 5);
    expect(toIsoDate(d)).toBe('2024-11-03');
    expect(formatMonthDay(d)).toBe('Nov 3');
    expect(formatDateLabel(d)).toBe('Nov 3, 2024');
    expect(formatDateTimeLabel(d)).toBe('Nov 3, 2024, 2:05 PM');
    expect(formatDateTimeLabel(new Date(2024, 0, 9, 0, 7))).toBe('Jan 9, 2024, 12:07 AM');
  });

  it.each([
    ['2024-11-03', '2024-11-03'],
    [' 2024-02-29 ', '2024-02-29'],
    ['2023-02-29', null],
    ['2024-13-01', null],
    ['11/03/2024', null],
  ])('parses %j', (input, expected) => {
    const parsed = parseIsoDate(input);
    expect(parsed ? toIsoDate(parsed) : null).toBe(expected);
    if (parsed) expect(parsed.getHours()).toBe(0);
  });
});
