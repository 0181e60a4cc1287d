// Time ranges of the analytics dashboard (doc 1 §2.7, §9) and the orders
// screen (doc 2 §2, §5). Every range is whole local days ending at
// 23:59:59.999, so "the previous period" is the same number of calendar days.
import { addDays, calendarDaysBetween, endOfDay, startOfDay } from './dates';
import { MESSAGES } from './messages';
import { resultOf, type FieldErrors, type ValidationResult } from './validation/result';

export const DATE_PRESETS = ['today', 'yesterday', 'week', 'month', 'year', 'custom'] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];

export const DATE_PRESET_LABELS: Readonly<Record<DatePreset, string>> = {
  today: 'Today',
  yesterday: 'Yesterday',
  week: 'Last 7 Days',
  month: 'Last 30 Days',
  year: 'Last Year',
  custom: 'Custom',
};

export interface DateRange {
  start: Date;
  end: Date;
}

/**
 * "Last N days" includes today: week starts at local midnight 6 days before
 * today, month 29 days before. Year starts the day after this date last year,
 * so it also covers exactly one year of days ending today. A custom preset
 * needs `custom`; without it, it falls back to today.
 */
export function presetRange(preset: DatePreset, now: Date, custom?: DateRange | null): DateRange {
  const today = startOfDay(now);
  switch (preset) {
    case 'today':
      return { start: today, end: endOfDay(now) };
    case 'yesterday': {
      const day = addDays(today, -1);
      return { start: day, end: endOfDay(day) };
    }
    case 'week':
      return { start: addDays(today, -6), end: endOfDay(now) };
    case 'month':
      return { start: addDays(today, -29), end: endOfDay(now) };
    case 'year':
      return {
        start: new Date(now.getFullYear() - 1, now.getMonth(), now.getDate() + 1),
        end: endOfDay(now),
      };
    case 'custom':
      return custom
        ? { start: startOfDay(custom.start), end: endOfDay(custom.end) }
        : { start: today, end: endOfDay(now) };
  }
}

/** Number of local calendar days a range touches. */
export function rangeDays(range: DateRange): number {
  return calendarDaysBetween(range.start, range.end) + 1;
}

/** The same number of whole days, ending the day before the range starts. */
export function previousPeriod(range: DateRange): DateRange {
  const days = rangeDays(range);
  const start = startOfDay(range.start);
  return { start: addDays(start, -days), end: endOfDay(addDays(start, -1)) };
}

/**
 * Custom range: both dates needed, neither after today, the end not before
 * the start. The value starts at 00:00 and ends at 23:59:59.999.
 */
export function validateCustomRange(
  input: { start: Date | null | undefined; end: Date | null | undefined },
  now: Date,
): ValidationResult<DateRange, 'start' | 'end'> {
  const V = MESSAGES.validation;
  const { start, end } = input;
  const afterToday = (d: Date) => calendarDaysBetween(now, d) > 0;
  const errors: FieldErrors<'start' | 'end'> = {};
  if (!start || Number.isNaN(start.getTime())) errors.start = V.dateRequired;
  else if (afterToday(start)) errors.start = V.dateAfterToday;
  if (!end || Number.isNaN(end.getTime())) errors.end = V.dateRequired;
  else if (afterToday(end)) errors.end = V.dateAfterToday;
  else if (start && calendarDaysBetween(start, end) < 0) errors.end = V.endBeforeStart;
  return resultOf(errors, () => ({
    start: startOfDay(start as Date),
    end: endOfDay(end as Date),
  }));
}

export function isInRange(time: number, range: DateRange): boolean {
  return time >= range.start.getTime() && time <= range.end.getTime();
}
