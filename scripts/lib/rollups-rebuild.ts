// Rebuilds a store's daily rollups from its orders: the backfill for orders
// placed before the order Functions kept rollups, and the seed's way of giving
// the demo orders theirs. The work is the Functions' own
// (functions/src/analytics/rollup-rebuild.ts, which the time zone change runs too), on
// the Functions' copy of the Admin SDK: its FieldValues and Timestamps are
// only accepted by a Firestore of the same copy. Playwright's loader cannot
// load the Functions' sources (their package is CommonJS, the domain's is
// not): end-to-end tests run the backfill script instead.
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { storeTimeZone } from '../../src/domain/shared/store-day.ts';
import { rebuildRollupDays } from '../../functions/src/analytics/rollup-rebuild.ts';
import { functionsFirestore } from './functions-admin.ts';

export interface RebuildSummary {
  timeZone: string;
  days: number;
  orders: number;
}

/**
 * Rebuilds every day that has orders or a rollup. `timeZone` is set on a store
 * that has none yet (the time-zone backfill); a store's own zone is kept.
 * `now` decides which days are closed (default: the clock).
 */
export async function rebuildStoreRollups(db: Firestore, storeId: string, options: { timeZone?: string; now?: number } = {}): Promise<RebuildSummary> {
  const storeRef = db.doc(`stores/${storeId}`);
  const store = await storeRef.get();
  if (!store.exists) throw new Error(`No store ${storeId}`);
  let timeZone = storeTimeZone(store.get('timeZone'));
  if (store.get('timeZone') !== timeZone) {
    timeZone = storeTimeZone(options.timeZone);
    await storeRef.update({ timeZone, updatedAt: FieldValue.serverTimestamp() });
  }
  const rebuilt = await rebuildRollupDays(await functionsFirestore(db), storeId, timeZone, options.now);
  if (rebuilt.superseded) throw new Error(`The time zone of store ${storeId} changed during the rebuild: its own rebuild counts the rollups`);
  return { timeZone, days: rebuilt.days, orders: rebuilt.orders };
}
