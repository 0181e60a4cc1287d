// The daily rollups, and a guest's public view of their order
// (order-mirror.ts), kept in the same transaction as every order write:
// placement, status change (one or bulk), delete, example order. Each
// order counts in one shard of its day (src/domain/analytics/rollup-shards.ts),
// so a rush spreads over ROLLUP_SHARDS documents instead of queueing on one. A
// replayed command is answered from its record without running its
// transaction again (lib/exactly-once.ts), so it never counts twice.
import { FieldValue, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { millis } from '../lib/millis';
import { readRollupOrder, rollupDelta, type Contribution, type RollupOrder } from '../../../src/domain/analytics/daily-stats';
import { rollupShard, shardDocId, shardFields } from '../../../src/domain/analytics/rollup-shards';
import { storeTimeZone } from '../../../src/domain/shared/store-day';
import { mirrorGuestOrders } from './order-mirror';

/** An order's fields as a command sees them before and after its change (null: absent or deleted). */
export type OrderState = Readonly<Record<string, unknown>> | null;

/** Where one transaction's order writes are rolled up: its store and the store's time zone. */
export interface OrderRollups {
  tx: Transaction;
  db: Firestore;
  storeId: string;
  timeZone: string;
}

/** For a transaction that has read the store document already (its `timeZone` field). */
export function orderRollups(tx: Transaction, db: Firestore, storeId: string, storedTimeZone: unknown): OrderRollups {
  return { tx, db, storeId, timeZone: storeTimeZone(storedTimeZone) };
}

/** Reads the store's zone: call it with the transaction's other reads, before its first write. */
export async function readOrderRollups(tx: Transaction, db: Firestore, storeId: string): Promise<OrderRollups> {
  const store = await tx.get(db.doc(`stores/${storeId}`));
  return orderRollups(tx, db, storeId, store.get('timeZone'));
}

/** The fields of a stored (or about to be stored) order its rollup depends on. */
export function rollupOrderOf(state: OrderState): RollupOrder | null {
  // Every order carries an explicit creation time (order-docs.ts newOrderDoc).
  // One without (a damaged document) has no day: it counts nowhere, before or after.
  return state ? readRollupOrder(state, millis) : null;
}

/** 'a.b.c' → { a: { b: { c: value } } } merged into `into`, so a merge set touches only those leaves. */
function setPath(into: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.');
  const last = keys.pop() as string;
  let node = into;
  for (const key of keys) {
    if (typeof node[key] !== 'object' || node[key] === null) node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
  node[last] = value;
}

/** The merge-set body of one shard's delta: increments, labels, the shard's names, the replication stamp. */
export function rollupWrite(delta: Contribution, shard: number): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [path, amount] of Object.entries(delta.counts)) setPath(body, path, FieldValue.increment(amount));
  for (const [path, text] of Object.entries(delta.labels)) setPath(body, path, text);
  // Replicated like any store sub-collection (SYNC-NOTES: updatedAt and _deleted, or the pull never sees it).
  // `_deleted: false` also revives a shard the fold tombstoned: a late write to a folded day counts there.
  return { ...body, ...shardFields(delta.date, shard), updatedAt: FieldValue.serverTimestamp(), _deleted: false };
}

/** One order's write: its id picks the rollup shard, so its before and after meet in one document. */
export interface OrderWrite {
  orderId: string;
  before: OrderState;
  after: OrderState;
}

/**
 * Rolls up a transaction's order writes: their deltas summed per store day
 * and shard, one merge-set per (day, shard) touched (a bulk change of 100
 * orders of one day is at most ROLLUP_SHARDS writes). Writes only: the reads
 * (readOrderRollups) came first.
 */
export function applyOrderWrites(rollups: OrderRollups, writes: ReadonlyArray<OrderWrite>): void {
  mirrorGuestOrders(rollups, writes);
  const docs = new Map<string, { shard: number; delta: Contribution }>();
  for (const { orderId, before, after } of writes) {
    const shard = rollupShard(orderId);
    for (const delta of rollupDelta(rollupOrderOf(before), rollupOrderOf(after), rollups.timeZone)) {
      const id = shardDocId(delta.date, shard);
      const doc = docs.get(id) ?? { shard, delta: { date: delta.date, counts: {}, labels: {} } };
      for (const [path, amount] of Object.entries(delta.counts)) doc.delta.counts[path] = (doc.delta.counts[path] ?? 0) + amount;
      Object.assign(doc.delta.labels, delta.labels);
      docs.set(id, doc);
    }
  }
  for (const [id, { shard, delta }] of docs) {
    for (const [path, amount] of Object.entries(delta.counts)) if (amount === 0) delete delta.counts[path];
    if (Object.keys(delta.counts).length === 0) continue;
    rollups.tx.set(rollups.db.doc(`stores/${rollups.storeId}/dailyStats/${id}`), rollupWrite(delta, shard), { merge: true });
  }
}

/** One order's write. */
export function applyOrderWrite(rollups: OrderRollups, orderId: string, before: OrderState, after: OrderState): void {
  applyOrderWrites(rollups, [{ orderId, before, after }]);
}
