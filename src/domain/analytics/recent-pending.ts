// The unconfirmed orders placeOrderSecure's cap counts (src/domain/orders/order-flood.ts):
// those placed today or yesterday, store days, that are still pending, read
// from the day rollups every order write keeps in its own transaction
// (`byStatus.pending.orders`). A count query over the orders would be exact
// for older days too, but it is a scan of the whole collection on the
// emulator on every order, and a flood is always recent: a ticket forgotten
// last week is not a kitchen being buried now (docs/decisions.md "The
// unconfirmed cap counts recent orders").
import { shiftStoreDay, storeToday } from '../shared/store-day';
import type { DailyStats } from './daily-stats';
import { dayRollupIds } from './rollup-rebuild';

/** Store days counted: today and yesterday, so the count holds across midnight. */
export const PENDING_CAP_DAYS = 2;

/** The rollup document ids (folded day and shards) of the days the cap counts. */
export function pendingCapRollupIds(nowMs: number, timeZone: string): string[] {
  const today = storeToday(nowMs, timeZone);
  return Array.from({ length: PENDING_CAP_DAYS }, (_, back) => shiftStoreDay(today, -back)).flatMap(dayRollupIds);
}

/**
 * Pending orders in these rollup documents, summed before anything else: an
 * order counted in a day's folded document and confirmed after the day was
 * sharded leaves -1 in its shard.
 */
export function pendingInRollups(docs: readonly DailyStats[]): number {
  return Math.max(0, docs.reduce((sum, doc) => sum + (Number(doc.byStatus.pending?.orders ?? 0) || 0), 0));
}
