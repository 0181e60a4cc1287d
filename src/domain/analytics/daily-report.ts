// The daily rows of a range from the rollups (store days): what the CSV export
// writes and the reports' cards total. Revenue leaves cancelled orders out, as
// the Order Summary's does (docs/decisions.md).
import type { DailyStats } from './daily-stats';
import { statsOfDays, type StoreDayRange } from './report-range';

export interface DailyReportRow {
  date: string;
  /** Every order placed that day, cancelled included. */
  orders: number;
  cancelled: number;
  revenueCents: number;
  prepOrders: number;
  prepTotalMs: number;
}

export function dailyReportRows(stats: readonly DailyStats[], range: StoreDayRange): DailyReportRow[] {
  return statsOfDays(stats, range).map(({ date, stats: day }) => {
    let orders = 0;
    let revenueCents = 0;
    for (const [status, tally] of Object.entries(day?.byStatus ?? {})) {
      orders += tally?.orders ?? 0;
      if (status !== 'cancelled') revenueCents += tally?.revenueCents ?? 0;
    }
    return {
      date,
      orders,
      cancelled: day?.byStatus.cancelled?.orders ?? 0,
      revenueCents,
      prepOrders: day?.prep.orders ?? 0,
      prepTotalMs: day?.prep.totalMs ?? 0,
    };
  });
}
