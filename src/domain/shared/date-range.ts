// Time ranges of the analytics dashboard (doc 1 §2.7, §9) and the orders
// screen (doc 2 §2, §5). Every range is whole store days (the store's
// midnight to the last millisecond before the next one, in the store's zone),
// so "the previous period" is the same number of calendar days.
import { deviceTimeZone, shiftStoreDay, storeDayParts, storeDaysBetween, storeDaysRange, storeToday } from './store-day';
import { calendarDaysBetween, toIsoDate } from './dates';
import { MESSAGES } from './messages';
import { resultOf, type FieldErrors, type ValidationResult } from './validation-result';

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
 * "Last N days" includes today: week starts at the store's midnight 6 days
 * before today, month 29 days before. Year starts the day after this date
 * last year, so it also covers exactly one year of days ending today. A
 * custom preset needs `custom`; without it, it falls back to today.
 *
 * Days are the store's (doc 1 §9): `timeZone` is the store's zone;
 * without it, the device's. A custom range's dates are read as store days.
 */
export function presetRange(preset: DatePreset, now: Date, custom?: DateRange | null, timeZone = deviceTimeZone()): DateRange {
  const today = storeToday(now.getTime(), timeZone);
  const days = (from: string, to = today) => storeDaysRange(from, to, timeZone);
  switch (preset) {
    case 'today':
      return days(today);
    case 'yesterday': {
      const day = shiftStoreDay(today, -1);
      return days(day, day);
    }
    case 'week':
      return days(shiftStoreDay(today, -6));
    case 'month':
      return days(shiftStoreDay(today, -29));
    case 'year': {
      const [y, m, d] = storeDayParts(today);
      return days(new Date(Date.UTC(y - 1, m, d + 1)).toISOString().slice(0, 10));
    }
    case 'custom':
      return custom ? days(storeToday(custom.start.getTime(), timeZone), storeToday(custom.end.getTime(), timeZone)) : days(today);
  }
}

/** The store days a range of instants runs over. */
export function rangeStoreDays(range: DateRange, timeZone = deviceTimeZone()): { from: string; to: string } {
  return { from: storeToday(range.start.getTime(), timeZone), to: storeToday(range.end.getTime(), timeZone) };
}

/** Number of store days a range touches. */
export function rangeDays(range: DateRange, timeZone = deviceTimeZone()): number {
  const { from, to } = rangeStoreDays(range, timeZone);
  return storeDaysBetween(from, to) + 1;
}

/** The same number of whole store days, ending the day before the range starts. */
export function previousPeriod(range: DateRange, timeZone = deviceTimeZone()): DateRange {
  const { from } = rangeStoreDays(range, timeZone);
  return storeDaysRange(shiftStoreDay(from, -rangeDays(range, timeZone)), shiftStoreDay(from, -1), timeZone);
}

/**
 * Custom range: both dates needed, neither after the store's today, the end
 * not before the start. The dates (a date input's, read as local midnights)
 * are store days: the value runs from the first one's start to the last one's end.
 */
export function validateCustomRange(
  input: { start: Date | null | undefined; end: Date | null | undefined },
  now: Date,
  timeZone = deviceTimeZone(),
): ValidationResult<DateRange, 'start' | 'end'> {
  const V = MESSAGES.validation;
  const { start, end } = input;
  const today = storeToday(now.getTime(), timeZone);
  const afterToday = (d: Date) => toIsoDate(d) > today;
  const errors: FieldErrors<'start' | 'end'> = {};
  if (!start || Number.isNaN(start.getTime())) errors.start = V.dateRequired;
  else if (afterToday(start)) errors.start = V.dateAfterToday;
  if (!end || Number.isNaN(end.getTime())) errors.end = V.dateRequired;
  else if (afterToday(end)) errors.end = V.dateAfterToday;
  else if (start && calendarDaysBetween(start, end) < 0) errors.end = V.endBeforeStart;
  return resultOf(errors, () => storeDaysRange(toIsoDate(start as Date), toIsoDate(end as Date), timeZone));
}

export function isInRange(time: number, range: DateRange): boolean {
  return time >= range.start.getTime() && time <= range.end.getTime();
}
