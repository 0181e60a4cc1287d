// The daily rollups (issue 11), kept in the same transaction as every order
// write: placement, status change (one or bulk), delete, example order. A
// replayed command is answered from its record without running its
// transaction again (lib/exactly-once.ts), so it never counts twice.
import { FieldValue, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { millis } from './millis';
import { readRollupOrder, rollupDelta, type Contribution, type RollupOrder } from '../../../src/domain/analytics/daily-stats';
import { storeTimeZone } from '../../../src/domain/analytics/store-day';

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

/** The merge-set body of one day's delta: increments, labels, the replication stamp. */
export function rollupWrite(delta: Contribution): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [path, amount] of Object.entries(delta.counts)) setPath(body, path, FieldValue.increment(amount));
  for (const [path, text] of Object.entries(delta.labels)) setPath(body, path, text);
  // Replicated like any store sub-collection (SYNC-NOTES: updatedAt and _deleted, or the pull never sees it).
  return { ...body, id: delta.date, updatedAt: FieldValue.serverTimestamp(), _deleted: false };
}

/**
 * Rolls up a transaction's order writes: their deltas summed per store day,
 * one merge-set per day (a bulk change of 100 orders of one day is one write).
 * Writes only: the reads (readOrderRollups) came first.
 */
export function applyOrderWrites(rollups: OrderRollups, writes: ReadonlyArray<{ before: OrderState; after: OrderState }>): void {
  const days = new Map<string, Contribution>();
  for (const { before, after } of writes) {
    for (const delta of rollupDelta(rollupOrderOf(before), rollupOrderOf(after), rollups.timeZone)) {
      const day = days.get(delta.date) ?? { date: delta.date, counts: {}, labels: {} };
      for (const [path, amount] of Object.entries(delta.counts)) day.counts[path] = (day.counts[path] ?? 0) + amount;
      Object.assign(day.labels, delta.labels);
      days.set(delta.date, day);
    }
  }
  for (const day of days.values()) {
    for (const [path, amount] of Object.entries(day.counts)) if (amount === 0) delete day.counts[path];
    if (Object.keys(day.counts).length === 0) continue;
    rollups.tx.set(rollups.db.doc(`stores/${rollups.storeId}/dailyStats/${day.date}`), rollupWrite(day), { merge: true });
  }
}

/** One order's write. */
export function applyOrderWrite(rollups: OrderRollups, before: OrderState, after: OrderState): void {
  applyOrderWrites(rollups, [{ before, after }]);
}
