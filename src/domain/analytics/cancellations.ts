// Cancellation rate with the reasons given (beyond the spec). The rate is of
// every order placed in the range; reasons come from the orders' statusHistory
// (the rollups keep them by reason), most given first.
import type { DailyStats } from './daily-stats';
import { statsOfDays, type StoreDayRange } from './report-range';

export interface ReasonRow {
  /** '' when the order was cancelled without a reason. */
  reason: string;
  orders: number;
  /** Of the cancelled orders, 0..1. */
  share: number;
}

export interface CancellationReport {
  orders: number;
  cancelled: number;
  /** Cancelled / orders, 0..1; 0 without orders. */
  rate: number;
  reasons: ReasonRow[];
}

export function cancellationReport(stats: readonly DailyStats[], range: StoreDayRange): CancellationReport {
  let orders = 0;
  let cancelled = 0;
  const reasons = new Map<string, ReasonRow>();
  for (const { stats: day } of statsOfDays(stats, range)) {
    if (!day) continue;
    for (const tally of Object.values(day.byStatus)) orders += tally?.orders ?? 0;
    cancelled += day.byStatus.cancelled?.orders ?? 0;
    for (const [key, tally] of Object.entries(day.cancelReasons)) {
      const row = reasons.get(key) ?? { reason: tally.reason, orders: 0, share: 0 };
      row.orders += tally.orders ?? 0;
      // Days run oldest first: the newest wording of a reason wins, as an item's name does.
      if (tally.reason) row.reason = tally.reason;
      reasons.set(key, row);
    }
  }
  const rows = [...reasons.values()].filter((row) => row.orders > 0);
  for (const row of rows) row.share = cancelled > 0 ? row.orders / cancelled : 0;
  rows.sort((a, b) => b.orders - a.orders || a.reason.localeCompare(b.reason));
  return { orders, cancelled, rate: orders > 0 ? cancelled / orders : 0, reasons: rows };
}
