// The store days a report covers. Reports read DailyStats, whose ids are store
// days ('YYYY-MM-DD' in the store's zone), so a range is two such strings and
// every day between them counts, days without a rollup included (as zeros).
import type { DailyStats } from './daily-stats';
import { storeDayParts } from '../shared/store-day';

export interface StoreDayRange {
  /** First store day, inclusive. */
  from: string;
  /** Last store day, inclusive. */
  to: string;
}

const DAY_MS = 86_400_000;

const utcDay = (date: string): number => Date.UTC(...storeDayParts(date));

/**
 * 0 (Sunday) .. 6 of a store day. Computed on the calendar date itself (UTC
 * arithmetic), never on an instant, so no zone or daylight-saving shift moves it.
 */
export function weekdayOf(date: string): number {
  return new Date(utcDay(date)).getUTCDay();
}

/** Every store day of the range, in order. */
export function daysOf(range: StoreDayRange): string[] {
  const days: string[] = [];
  for (let t = utcDay(range.from); t <= utcDay(range.to); t += DAY_MS) days.push(new Date(t).toISOString().slice(0, 10));
  return days;
}

/** The rollups of the range's days, one per day (missing days as undefined), in order. */
export function statsOfDays(stats: readonly DailyStats[], range: StoreDayRange): { date: string; stats: DailyStats | undefined }[] {
  const byId = new Map(stats.map((s) => [s.id, s]));
  return daysOf(range).map((date) => ({ date, stats: byId.get(date) }));
}
