// Folds a store's closed days back into one rollup document each
// (src/domain/analytics/rollup-shards.ts): the shards a rush needed are only
// replication weight once the day is over, N documents per day of history on
// every device. Scheduled daily in production; the emulator runs no
// schedules, so tests run `foldClosedRollups` itself with a clock moved on.
import { FieldValue, getFirestore, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { readDailyStats, type DailyStats } from '../../../src/domain/analytics/daily-stats';
import { foldedDayFields, isFoldableDay, ROLLUP_SHARDS, shardDocId, shardFields, sumDailyStats } from '../../../src/domain/analytics/rollup-shards';
import { storeTimeZone, storeToday } from '../../../src/domain/shared/store-day';
import { ANALYTICS_FUNCTIONS } from '../../../src/domain/analytics/functions';
import type { Implementations } from '../lib/deploy';

const live = (snap: DocumentSnapshot) => snap.exists && snap.get('_deleted') !== true;

/**
 * Folds one day in one transaction: the folded document becomes the sum of
 * itself and every live shard, and the shards become tombstones (no figures,
 * a fresh `updatedAt`: replicas drop them; a hard delete would never reach
 * them). The shards are read by id, so an order Function writing one of them
 * meanwhile waits for the fold or makes it retry: nothing is lost or counted
 * twice. The query finds shards beyond today's count (a smaller N later).
 * Returns how many shards it folded (0: nothing to do).
 */
export async function foldRollupDay(db: Firestore, storeId: string, date: string): Promise<number> {
  const rollups = db.collection(`stores/${storeId}/dailyStats`);
  return db.runTransaction(async (tx) => {
    const ids = Array.from({ length: ROLLUP_SHARDS }, (_, shard) => shardDocId(date, shard));
    const [folded, ...byId] = await tx.getAll(rollups.doc(date), ...ids.map((id) => rollups.doc(id)));
    const byQuery = await tx.get(rollups.where('date', '==', date));
    const shards = new Map<string, DocumentSnapshot>();
    for (const snap of [...byId, ...byQuery.docs]) if (snap && snap.id !== date && live(snap)) shards.set(snap.id, snap);
    if (shards.size === 0) return 0;
    const parts: DailyStats[] = [];
    if (folded && live(folded)) parts.push(readDailyStats(date, folded.data() ?? {}));
    for (const snap of shards.values()) parts.push(readDailyStats(snap.id, snap.data() ?? {}));
    // A whole set, not a merge: the sum replaces the folded figures.
    tx.set(rollups.doc(date), { ...foldedDayFields(sumDailyStats(date, parts)), updatedAt: FieldValue.serverTimestamp(), _deleted: false });
    for (const snap of shards.values()) {
      // No figures left on the tombstone: a late write revives it with its own delta only.
      tx.set(snap.ref, { ...shardFields(date, Number(snap.get('shard'))), updatedAt: FieldValue.serverTimestamp(), _deleted: true });
    }
    return shards.size;
  });
}

/**
 * Every store's closed days that still have live shards, folded (`now`: the
 * clock, moved on by tests). One query over all stores finds the live shards
 * (`_deleted == false`, `shard >= 0`; firestore.indexes.json): at most a few
 * days' worth per store, since folded days have no `shard` field.
 */
export async function foldClosedRollups(now: number = Date.now(), db: Firestore = getFirestore()): Promise<{ days: number; shards: number }> {
  const liveShards = await db.collectionGroup('dailyStats').where('_deleted', '==', false).where('shard', '>=', 0).select('date').get();
  const days = new Map<string, { storeId: string; date: string }>();
  for (const snap of liveShards.docs) {
    const storeId = snap.ref.parent.parent?.id;
    const date = snap.get('date');
    if (storeId && typeof date === 'string') days.set(`${storeId}/${date}`, { storeId, date });
  }
  const zones = new Map<string, string>();
  let folded = { days: 0, shards: 0 };
  for (const { storeId, date } of days.values()) {
    let zone = zones.get(storeId);
    if (zone === undefined) {
      zone = storeTimeZone((await db.doc(`stores/${storeId}`).get()).get('timeZone'));
      zones.set(storeId, zone);
    }
    if (!isFoldableDay(date, storeToday(now, zone))) continue;
    const shards = await foldRollupDay(db, storeId, date);
    if (shards > 0) folded = { days: folded.days + 1, shards: folded.shards + shards };
  }
  return folded;
}

/** The Functions this module implements, by their declared names (src/domain/analytics/functions.ts). */
export const ROLLUP_FOLD_HANDLERS = {
  foldRollupsScheduled: onSchedule({ schedule: 'every day 04:30', timeZone: 'UTC', timeoutSeconds: 540 }, async () => {
    const folded = await foldClosedRollups();
    if (folded.days > 0) logger.info('rollup days folded', folded);
  }),
} satisfies Partial<Implementations<typeof ANALYTICS_FUNCTIONS>>;
