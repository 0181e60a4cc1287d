// The store's daily rollups on this device (issue 11): replicated like any
// sub-collection, read by analytics for the days before the window of orders.
import { readDailyStats, type DailyStats } from '../domain/analytics/daily-stats';
import type { ReplicaDoc } from './replica/schemas';
import { useReplicaView, type ListView } from './views/replica-view';

export type DailyStatsView = ListView<DailyStats>;

// Rollups are written by Functions only: no pending command changes them.
const rollupsOf = (docs: ReplicaDoc[]): DailyStats[] => docs.map((doc) => readDailyStats(doc.id, doc));

/** The current store's daily rollups, live. */
export function useDailyStats(): DailyStatsView {
  return useReplicaView('dailystats', rollupsOf);
}
