// The store's daily rollups on this device: replicated like any
// sub-collection, read by analytics for the days before the window of orders.
// The rows are the stored documents, not days: a recent day is spread over
// shards (src/domain/analytics/rollup-shards.ts), an older one folded into
// one document, and a late write to a folded day adds a shard again. The
// analytics worker sums them by day (dailyStatsByDay, in summaryEntries and
// buildReports), so the main thread never does it and no reader sees a
// shard as a day. The replica leaves out tombstoned shards.
import { readDailyStats, type DailyStats } from '../../domain/analytics/daily-stats';
import type { ReplicaDoc } from '../replica/schemas';
import { useReplicaView, type ListView } from '../views/replica-view';

export type DailyStatsView = ListView<DailyStats>;

// Rollups are written by Functions only: no pending command changes them.
const rollupsOf = (docs: ReplicaDoc[]): DailyStats[] => docs.map((doc) => readDailyStats(doc.id, doc));

/** The current store's rollup documents (each `id` its store day), live. */
export function useDailyStats(): DailyStatsView {
  return useReplicaView('dailystats', rollupsOf);
}
