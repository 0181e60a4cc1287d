import 'fake-indexeddb/auto';
import { NEVER } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import { compareCheckpoints, type PullSource, type Stamp, type StampedDoc } from './checkpoint';
import { openReplica, removeReplica, type ReplicaDatabase } from './database';
import { purgeOrdersOutsideWindow } from './order-window';
import { replicateStore, type PullFeed, type StoreReplication } from './replicate';

// The device's window of orders over RxDB on fake-indexeddb and an
// in-memory server whose documents carry their stamps, as Firestore's do.
const uid = 'u-window';
const storeId = 's-window';
let db: ReplicaDatabase | undefined;
let replication: StoreReplication | undefined;
afterEach(async () => {
  await replication?.cancel();
  await db?.close();
  await removeReplica(uid, storeId);
  db = undefined;
});

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 5, 1, 12);
const WINDOW_START = NOW - 45 * DAY;
type Doc = StampedDoc<Record<string, unknown>>;
const stampOf = (ms: number): Stamp => ({ seconds: Math.floor(ms / 1000), nanoseconds: (ms % 1000) * 1e6 });
const order = (id: string, status: string, createdAt: number, updatedAt = createdAt): Doc => ({
  id, stamp: stampOf(updatedAt), data: { status, createdAt, _deleted: false },
});

/** A server collection: pages by (stamp, id) like Firestore's queries, and the status query. */
function memorySource(docs: Map<string, Doc>): PullSource<Record<string, unknown>> & { pulled: string[] } {
  const sorted = () => [...docs.values()].sort((a, b) => compareCheckpoints({ ...a.stamp, id: a.id }, { ...b.stamp, id: b.id }));
  const pulled: string[] = [];
  const give = (found: Doc[]) => (pulled.push(...found.map((d) => d.id)), found);
  return {
    pulled,
    sameStamp: async (at, afterId, max) => give(sorted().filter((d) => compareCheckpoints({ ...d.stamp, id: d.id }, { ...at, id: afterId }) > 0 && d.stamp.seconds === at.seconds && d.stamp.nanoseconds === at.nanoseconds).slice(0, max)),
    after: async (at, max) => give(sorted().filter((d) => !at || compareCheckpoints({ ...d.stamp, id: '' }, { ...at, id: '' }) > 0).slice(0, max)),
    matching: async (field, values, max) => give(sorted().filter((d) => values.includes(d.data[field] as string)).slice(0, max)),
  };
}

describe('the window of orders on the device', () => {
  it('pulls the orders of the window and the older active ones only; an older one completed elsewhere arrives, then leaves', async () => {
    const server = new Map<string, Doc>([
      ['old-done', order('old-done', 'completed', NOW - 200 * DAY)],
      ['old-cancelled', order('old-cancelled', 'cancelled', NOW - 90 * DAY)],
      ['old-cooking', order('old-cooking', 'preparing', NOW - 120 * DAY)],
      ['recent-done', order('recent-done', 'completed', NOW - 3 * DAY)],
      ['recent-new', order('recent-new', 'pending', NOW - 1000)],
    ]);
    const orders = memorySource(server);
    const empty = memorySource(new Map());
    const feed = (path: string): PullFeed => ({ source: path.endsWith('/orders') ? orders : empty, changes: () => NEVER });
    db = await openReplica(uid, storeId, { multiInstance: false });
    replication = replicateStore(db, null as never, storeId, { waitForLeadership: false, live: false, feed, orderWindowStart: () => WINDOW_START });
    await replication.awaitInitialReplication();
    const held = async () => (await db!.orders.find().exec()).map((d) => d.id).sort();
    expect(await held()).toEqual(['old-cooking', 'recent-done', 'recent-new']);
    expect(orders.pulled).not.toContain('old-done');
    expect(orders.pulled).not.toContain('old-cancelled');

    // Completed on another device: a new stamp, so the next pull brings it (no filter left it behind)...
    server.set('old-cooking', order('old-cooking', 'completed', NOW - 120 * DAY, NOW + 1000));
    await replication.cancel();
    replication = replicateStore(db, null as never, storeId, { waitForLeadership: false, live: false, feed, orderWindowStart: () => WINDOW_START });
    await replication.awaitInitialReplication();
    expect((await db.orders.findOne('old-cooking').exec())?.get('status')).toBe('completed');
    // ...and, final and older than the window, it is let go.
    expect(await purgeOrdersOutsideWindow(db.orders, WINDOW_START)).toBe(1);
    expect(await held()).toEqual(['recent-done', 'recent-new']);

    // Purged, not a local tombstone: set back to active on the server, it is pulled again.
    server.set('old-cooking', order('old-cooking', 'preparing', NOW - 120 * DAY, NOW + 2000));
    await replication.cancel();
    replication = replicateStore(db, null as never, storeId, { waitForLeadership: false, live: false, feed, orderWindowStart: () => WINDOW_START });
    await replication.awaitInitialReplication();
    expect((await db.orders.findOne('old-cooking').exec())?.get('status')).toBe('preparing');
  });
});

describe('a new device', () => {
  it('shows the active orders before the window is read, and calls the orders caught up only at its end', async () => {
    const server = new Map<string, Doc>([
      ['old-cooking', order('old-cooking', 'preparing', NOW - 120 * DAY)],
      ['recent-done', order('recent-done', 'completed', NOW - 3 * DAY)],
      ['recent-new', order('recent-new', 'pending', NOW - 1000)],
    ]);
    const orders = memorySource(server);
    let release = () => undefined as void;
    const released = new Promise<void>((resolve) => (release = resolve));
    // The window's pages are held, as a slow link would hold them.
    const slowOrders: PullSource<Record<string, unknown>> = { ...orders, after: async (at, max) => (await released, orders.after(at, max)) };
    const empty = memorySource(new Map());
    const feed = (path: string): PullFeed => ({ source: path.endsWith('/orders') ? slowOrders : empty, changes: () => NEVER });
    const caughtUp: string[] = [];
    db = await openReplica(uid, storeId, { multiInstance: false });
    replication = replicateStore(db, null as never, storeId, {
      waitForLeadership: false, feed, orderWindowStart: () => WINDOW_START, onCollectionCaughtUp: (c) => caughtUp.push(c),
    });
    const held = async () => (await db!.orders.find().exec()).map((d) => d.id).sort();
    await expect.poll(held).toEqual(['old-cooking', 'recent-new']);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(caughtUp).not.toContain('orders');

    release();
    await replication.awaitInitialReplication();
    expect(await held()).toEqual(['old-cooking', 'recent-done', 'recent-new']);
    expect(caughtUp).toContain('orders');
  });
});
