// First sync of a new device: a store with a year of orders,
// pulled by the replica with the window of orders (45 days plus active orders,
// rollups for the rest) against replicating every order. Node with
// fake-indexeddb against the emulators, like the engine bench: the time to
// the first full sync, the documents pulled, and the bytes the replica holds
// (the JSON of its documents; IndexedDB's own overhead is not counted).
//
// The year is scaled down (`perDay` orders a day instead of 300) so the
// emulator writes and serves it within the bench's minutes; the rollups are
// written directly, as the Functions and the fold would have left them.
import { Timestamp } from 'firebase-admin/firestore';
import { dailyStatsFromOrders, type RollupOrder } from '../../src/domain/analytics/daily-stats';
import { foldedDayFields, isFoldableDay, ROLLUP_SHARDS, rollupShard, shardDocId, shardFields } from '../../src/domain/analytics/rollup-shards';
import { storeMoment, storeToday } from '../../src/domain/shared/store-day';
import { openReplica, removeReplica, type ReplicaDatabase } from '../../src/data/replica/database';
import { firestoreFeed, replicateStore } from '../../src/data/replica/replicate';
import { REPLICATED, type ReplicaCollectionName } from '../../src/data/replica/schemas';
import type { PullSource } from '../../src/data/replica/checkpoint';
import { admin, createWorld, webClient, type BenchWorld } from './world.ts';

const DAY = 24 * 60 * 60 * 1000;
const ZONE = 'UTC';

export interface FirstSync {
  mode: 'window' | 'every order';
  ms: number;
  pulled: Record<string, number>;
  orders: number;
  bytes: number;
}

/** Writes `days` days of `perDay` orders (final, but the last hour's), stamped when they last changed, and their rollups. */
async function writeYear(world: BenchWorld, days: number, perDay: number): Promise<number> {
  const { db } = admin();
  await db.doc(`stores/${world.storeId}`).update({ timeZone: ZONE });
  const now = Date.now();
  const orders: (RollupOrder & { id: string; updatedAt: number })[] = [];
  for (let d = days - 1; d >= 0; d--) {
    for (let i = 0; i < perDay; i++) {
      const createdAt = now - d * DAY - Math.floor(((i + 0.5) / perDay) * 14 * 60 * 60 * 1000);
      const recent = now - createdAt < 60 * 60 * 1000;
      const status = recent ? 'preparing' : i % 12 === 0 ? 'cancelled' : 'completed';
      const items = [{ menuItemId: `item-${i % 40}`, name: `Dish ${i % 40}`, price: 9.5, quantity: 1 + (i % 3) }];
      const total = items.reduce((sum, it) => sum + it.price * it.quantity, 0);
      orders.push({ id: `o-${d}-${i}`, status, createdAt, items, totalAmount: total, updatedAt: recent ? createdAt : createdAt + 40 * 60 * 1000 });
    }
  }
  // One commit never holds 100 documents of one stamp: stamps follow the orders' own times.
  for (let start = 0; start < orders.length; start += 400) {
    const batch = db.batch();
    for (const o of orders.slice(start, start + 400)) {
      batch.set(db.doc(`stores/${world.storeId}/orders/${o.id}`), {
        id: o.id, storeId: world.storeId, status: o.status, tableId: 'table_1', items: o.items, totalAmount: o.totalAmount,
        statusHistory: [], sellerNotes: '', createdAt: Timestamp.fromMillis(o.createdAt), updatedAt: Timestamp.fromMillis(o.updatedAt), _deleted: false,
      });
    }
    await batch.commit();
  }
  // As the Functions and the fold leave them: closed days folded into one
  // document, the open days (today, yesterday) in shards by order id.
  const today = storeToday(now, ZONE);
  const closed = orders.filter((o) => isFoldableDay(storeMoment(o.createdAt, ZONE).date, today));
  const open = orders.filter((o) => !isFoldableDay(storeMoment(o.createdAt, ZONE).date, today));
  const stamp = (date: string, shard: number) => Timestamp.fromMillis(Math.min(now, Date.parse(`${date}T23:59:00Z`)) - shard * 1000);
  const rollups = [...dailyStatsFromOrders(closed, ZONE).values()].map((r) => ({ id: r.id, data: { ...foldedDayFields(r), updatedAt: stamp(r.id, 0), _deleted: false } }));
  for (let shard = 0; shard < ROLLUP_SHARDS; shard++) {
    const mine = open.filter((o) => rollupShard(o.id) === shard);
    for (const r of dailyStatsFromOrders(mine, ZONE).values()) {
      rollups.push({ id: shardDocId(r.id, shard), data: { ...r, ...shardFields(r.id, shard), updatedAt: stamp(r.id, shard), _deleted: false } });
    }
  }
  for (let start = 0; start < rollups.length; start += 400) {
    const batch = db.batch();
    for (const r of rollups.slice(start, start + 400)) batch.set(db.doc(`stores/${world.storeId}/dailyStats/${r.id}`), r.data);
    await batch.commit();
  }
  return orders.length;
}

function counting(source: PullSource<Record<string, unknown>>, count: (n: number) => void): PullSource<Record<string, unknown>> {
  const counted = <A extends unknown[], T extends unknown[]>(f?: (...args: A) => Promise<T>) =>
    f && (async (...args: A) => {
      const found = await f(...args);
      count(found.length);
      return found;
    });
  return {
    // The app's own path: one cursor read per page where the source has it.
    ...('afterCheckpoint' in source ? { afterCheckpoint: counted(source.afterCheckpoint.bind(source))! } : { sameStamp: counted(source.sameStamp.bind(source))! }),
    after: counted(source.after.bind(source))!,
    ...(source.between ? { between: counted(source.between.bind(source)) } : {}),
    ...(source.matching ? { matching: counted(source.matching.bind(source)) } : {}),
  };
}

async function replicaBytes(db: ReplicaDatabase): Promise<number> {
  const names: ReplicaCollectionName[] = ['store', ...(Object.keys(REPLICATED) as (keyof typeof REPLICATED)[])];
  let bytes = 0;
  for (const name of names) for (const doc of await db[name].find().exec()) bytes += JSON.stringify(doc.toJSON()).length;
  return bytes;
}

async function syncOnce(world: BenchWorld, mode: FirstSync['mode']): Promise<FirstSync> {
  await removeReplica(world.uid, world.storeId);
  const client = await webClient(world, `bench-first-sync-${mode.replace(' ', '-')}`, false);
  const pulled: Record<string, number> = {};
  const base = firestoreFeed(client.firestore);
  const feed = (path: string, isDocument: boolean) => {
    const name = isDocument ? 'store' : (path.split('/').pop() as string);
    const { source, changes } = base(path, isDocument);
    return { source: counting(source, (n) => (pulled[name] = (pulled[name] ?? 0) + n)), changes };
  };
  const db = await openReplica(world.uid, world.storeId, { multiInstance: false });
  const start = performance.now();
  const replication = replicateStore(db, client.firestore, world.storeId, {
    waitForLeadership: false, live: false, feed, ...(mode === 'every order' ? { orderWindowStart: null } : {}),
  });
  await replication.awaitInitialReplication();
  const ms = performance.now() - start;
  const orders = (await db.orders.find().exec()).length;
  const bytes = await replicaBytes(db);
  await replication.cancel();
  await db.close();
  await removeReplica(world.uid, world.storeId);
  await client.close();
  return { mode, ms, pulled, orders, bytes };
}

export async function benchFirstSync(days: number, perDay: number): Promise<{ written: number; runs: FirstSync[] }> {
  const world = await createWorld();
  const written = await writeYear(world, days, perDay);
  const runs = [await syncOnce(world, 'window'), await syncOnce(world, 'every order')];
  return { written, runs };
}
