import { describe, expect, it } from 'vitest';
import {
  addDays,
  calendarDaysBetween,
  endOfDay,
  formatDateLabel,
  formatDateTimeLabel,
  formatMonthDay,
  isSameDay,
  parseIsoDate,
  startOfDay,
  toIsoDate,
} from './dates';

describe('local date helpers', () => {
  it('bounds a day', () => {
    const d = new Date(2024, 10, 3, 15, 45);
    const s = startOfDay(d);
    const e = endOfDay(d);
    expect([s.getDate(), s.getHours(), s.getMinutes(), s.getMilliseconds()]).toEqual([3, 0, 0, 0]);
    expect([e.getDate(), e.getHours(), e.getMinutes(), e.getSeconds(), e.getMilliseconds()]).toEqual([3, 23, 59, 59, 999]);
  });

  it('adds calendar days across month ends and DST changes', () => {
    expect(toIsoDate(addDays(new Date(2024, 0, 31), 1))).toBe('2024-02-01');
    expect(toIsoDate(addDays(new Date(2024, 2, 1), -1))).toBe('2024-02-29');
    // US and EU clocks change on these dates; a day must still be one day.
    expect(addDays(new Date(2024, 2, 9), 1).getHours()).toBe(0);
    expect(addDays(new Date(2024, 10, 2), 1).getHours()).toBe(0);
    expect(calendarDaysBetween(new Date(2024, 2, 1), new Date(2024, 3, 1))).toBe(31);
    expect(calendarDaysBetween(new Date(2024, 10, 10), new Date(2024, 10, 3, 23))).toBe(-7);
    expect(isSameDay(new Date(2024, 1, 1, 0, 0), new Date(2024, 1, 1, 23, 59))).toBe(true);
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
