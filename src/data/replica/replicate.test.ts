import 'fake-indexeddb/auto';
import { NEVER, Subject } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import { stampMinus, type Stamp, type StampedDoc } from './checkpoint';
import { openReplica, removeReplica, type ReplicaDatabase } from './database';
import type { LiveSnapshot } from './live-snapshot';
import { LATE_WINDOW_MS, LIVE_BOUND_DOCS, MENU_WAITS_AT_MOST_MS, replicateStore, type PullFeed, type StoreReplication } from './replicate';

// The order of the first sync, over RxDB on fake-indexeddb and an in-memory
// feed whose orders pull can be held back, as a slow network would.
const uid = 'u-plan';
const storeId = 's-plan';
let db: ReplicaDatabase | undefined;
let replication: StoreReplication | undefined;
afterEach(async () => {
  await replication?.cancel();
  await db?.close();
  await removeReplica(uid, storeId);
  db = undefined;
});

const stamped = (id: string, seconds: number): StampedDoc<Record<string, unknown>> => ({
  id, stamp: { seconds, nanoseconds: 0 }, data: { name: id, orderIndex: 0, _deleted: false },
});

/**
 * One document per collection; the orders have three, in pages of two, and
 * their first page waits until released. Logs each read and each catch-up.
 */
function heldFeed() {
  const log: string[] = [];
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const feed = (path: string): PullFeed => {
    const name = path.split('/').pop() as string;
    return {
      source: {
        sameStamp: async () => [],
        async after(at) {
          log.push(`read ${name}`);
          if (name !== 'orders') return at ? [] : [stamped(`${name}-1`, 1)];
          if (!at) {
            await released;
            return [stamped('orders-1', 1), stamped('orders-2', 2)];
          }
          return at.seconds < 3 ? [stamped('orders-3', 3)] : [];
        },
      },
      changes: () => NEVER,
    };
  };
  return { feed, log, release };
}

describe('replicateStore: the first sync', () => {
  it('pulls the store and the active orders first, then the menu, then the rest of the orders, the history last', async () => {
    db = await openReplica(uid, storeId, { multiInstance: false });
    const { feed, log, release } = heldFeed();
    let wholeStore = 0;
    replication = replicateStore(db, null as never, storeId, {
      waitForLeadership: false,
      batchSize: 2,
      feed,
      // The window of orders has its own test (order-window.test.ts).
      orderWindowStart: null,
      onCaughtUp: () => wholeStore++,
      onCollectionCaughtUp: (c) => log.push(`done ${c}`),
    });
    // The orders' first page is held: nothing but the store and the orders is read meanwhile.
    await expect.poll(() => log.includes('done store')).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(log.filter((l) => l.startsWith('read')).sort()).toEqual(['read orders', `read ${storeId}`]);

    release();
    await replication.awaitInitialReplication();
    expect(wholeStore).toBe(1);
    const at = (entry: string) => log.indexOf(entry);
    const secondOrdersRead = log.indexOf('read orders', at('read orders') + 1);
    // The menu is read once the first page is in, and the orders' second page waits for it.
    expect(at('read menuItems')).toBeGreaterThan(at('read orders'));
    expect(secondOrdersRead).toBeGreaterThan(at('done menuitems'));
    expect(secondOrdersRead).toBeGreaterThan(at('done categories'));
    // The other screens' data comes after the menu; the history after the whole window of orders.
    expect(at('read customerMessages')).toBeGreaterThan(at('done menuitemcategories'));
    expect(at('read dailyStats')).toBeGreaterThan(at('done orders'));
    expect((await db.orders.find().exec()).map((d) => d.id).sort()).toEqual(['orders-1', 'orders-2', 'orders-3']);
  });
});

describe('replicateStore: synced, in the header and in the screens alike', () => {
  it("counts the store as synced only once every collection's first pull is stored, never before a screen could show it", async () => {
    db = await openReplica(uid, storeId, { multiInstance: false });
    const { feed, release } = heldFeed();
    const stored: string[] = [];
    let storedWhenSynced: string[] | undefined;
    release();
    replication = replicateStore(db, null as never, storeId, {
      waitForLeadership: false, batchSize: 2, feed, orderWindowStart: null,
      onCollectionCaughtUp: (c) => stored.push(c),
      onCaughtUp: () => (storedWhenSynced ??= [...stored]),
    });
    await replication.awaitInitialReplication();
    expect(storedWhenSynced?.sort()).toEqual([...stored].sort());
    expect(stored).toHaveLength(10);
  });
});

describe('replicateStore: a first page that does not come', () => {
  it('keeps the menu waiting at most MENU_WAITS_AT_MOST_MS', async () => {
    db = await openReplica(uid, storeId, { multiInstance: false });
    const { feed, log, release } = heldFeed();
    replication = replicateStore(db, null as never, storeId, {
      waitForLeadership: false, batchSize: 2, feed, orderWindowStart: null,
      onCollectionCaughtUp: (c) => log.push(`done ${c}`),
    });
    await expect.poll(() => log.includes('done menuitems'), { timeout: MENU_WAITS_AT_MOST_MS + 3_000 }).toBe(true);
    expect(log).not.toContain('done orders');
    release();
    await replication.awaitInitialReplication();
  });
});

describe('replicateStore: live answers', () => {
  /** Categories from an in-memory server; every other collection empty. Counts the pulls' reads. */
  function liveFeed() {
    const server = new Map<string, StampedDoc<Record<string, unknown>>>();
    const afterAsked: (number | undefined)[] = [];
    const answers = new Subject<LiveSnapshot<Record<string, unknown>>>();
    /** Where each listener the replica opened on the categories was bounded (undefined: the newest). */
    const listeners: (Stamp | undefined)[] = [];
    const sorted = () => [...server.values()].sort((a, b) => a.stamp.seconds - b.stamp.seconds || (a.id < b.id ? -1 : 1));
    const feed = (path: string): PullFeed => {
      const mine = path.endsWith('/categories');
      return {
        source: {
          sameStamp: async () => [],
          async after(at, max) {
            if (!mine) return [];
            afterAsked.push(at?.seconds);
            return sorted().filter((d) => !at || d.stamp.seconds > at.seconds).slice(0, max);
          },
        },
        changes: (from) => {
          if (!mine) return NEVER;
          listeners.push(from);
          return answers;
        },
      };
    };
    /** What the listener on the `limit` newest would answer now. */
    const answer = (changedIds: string[], limit = 3) => {
      const newest = sorted().reverse().slice(0, limit);
      answers.next({ newest, changed: newest.filter((d) => changedIds.includes(d.id)), complete: server.size < limit });
    };
    /** What a listener bounded below by `from` would answer now. */
    const boundedAnswer = (from: Stamp, changedIds: string[]) => {
      const held = sorted().filter((d) => d.stamp.seconds >= from.seconds);
      answers.next({
        newest: held.slice(-1), changed: held.filter((d) => changedIds.includes(d.id)), complete: false, coversFrom: from, size: held.length,
      });
    };
    const write = (id: string, seconds: number) => server.set(id, stamped(id, seconds));
    return { feed, afterAsked, answer, boundedAnswer, write, listeners };
  }

  async function started(live: ReturnType<typeof liveFeed>) {
    db = await openReplica(uid, storeId, { multiInstance: false });
    replication = replicateStore(db, null as never, storeId, { waitForLeadership: false, feed: live.feed, orderWindowStart: null, lateCheckMs: 300 });
    await replication.awaitInitialReplication();
    return db;
  }
  const names = async (replica: ReplicaDatabase) => (await replica.categories.find().exec()).map((d) => d.id).sort();

  it('applies a live answer without a pull, and the next pull goes on from it', async () => {
    const live = liveFeed();
    ['a', 'b', 'c'].forEach((id, i) => live.write(id, i + 1));
    const replica = await started(live);
    const pullsBefore = live.afterAsked.length;

    live.write('d', 10);
    live.answer(['d']);
    await expect.poll(() => names(replica)).toEqual(['a', 'b', 'c', 'd']);
    expect(live.afterAsked.length).toBe(pullsBefore);

    // The late check's pull (a moment on) starts after 'd': the answer moved the checkpoint.
    await expect.poll(() => live.afterAsked.length).toBeGreaterThan(pullsBefore);
    expect(live.afterAsked[pullsBefore]).toBe(10);
  });

  it('pulls what an answer cannot prove it shows, and keeps the checkpoint until then', async () => {
    const live = liveFeed();
    ['a', 'b', 'c'].forEach((id, i) => live.write(id, i + 1));
    const replica = await started(live);
    const pullsBefore = live.afterAsked.length;

    // Four documents change at once: the listener's three newest leave 'd' out.
    ['d', 'e', 'f', 'g'].forEach((id, i) => live.write(id, 10 + i));
    live.answer(['e', 'f', 'g']);
    await expect.poll(() => names(replica)).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g']);
    // 'd' came from a pull, which started where the last pull ended, not after the answer.
    expect(live.afterAsked.slice(pullsBefore)[0]).toBe(3);
  });

  it('once caught up, listens from just before the checkpoint, and its answers need no pull at all', async () => {
    const live = liveFeed();
    ['a', 'b', 'c'].forEach((id, i) => live.write(id, i + 1));
    const replica = await started(live);
    // First on the newest, then bounded below by the checkpoint ('c', 3 s) less the late window.
    await expect.poll(() => live.listeners.length).toBe(2);
    const bound = live.listeners[1] as Stamp;
    expect(bound).toEqual(stampMinus({ seconds: 3, nanoseconds: 0 }, LATE_WINDOW_MS));
    const pullsBefore = live.afterAsked.length;

    // More changes at once than the newest-20 listener could prove, and a late commit behind them.
    ['d', 'e', 'f', 'g'].forEach((id, i) => live.write(id, 10 + i));
    live.boundedAnswer(bound, ['d', 'e', 'f', 'g']);
    live.write('late', 2);
    live.boundedAnswer(bound, ['late']);
    await expect.poll(() => names(replica)).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'late']);
    // No pull, not even the late check (300 ms here) a moment on.
    await new Promise((resolve) => setTimeout(resolve, 900));
    expect(live.afterAsked.length).toBe(pullsBefore);
  });

  it('a bounded listener that grows past LIVE_BOUND_DOCS starts again from the checkpoint it reached', async () => {
    const live = liveFeed();
    live.write('a', 1);
    const replica = await started(live);
    await expect.poll(() => live.listeners.length).toBe(2);
    const bound = live.listeners[1] as Stamp;
    const many = Array.from({ length: LIVE_BOUND_DOCS + 1 }, (_, i) => `n${String(i).padStart(3, '0')}`);
    many.forEach((id, i) => live.write(id, 100 + i));
    live.boundedAnswer(bound, many);
    await expect.poll(async () => (await replica.categories.count().exec())).toBe(many.length + 1);
    await expect.poll(() => live.listeners.length).toBe(3);
    // The newest document was stamped 100 + LIVE_BOUND_DOCS seconds.
    expect(live.listeners[2]).toEqual(stampMinus({ seconds: 100 + LIVE_BOUND_DOCS, nanoseconds: 0 }, LATE_WINDOW_MS));
  });
});

describe('replicateStore: a busy window of orders', () => {
  it('reads the window 500 orders a query but writes them at most 200 at a time (one bulk write is one main-thread task)', async () => {
    const orders = Array.from({ length: 1_050 }, (_, i) => stamped(`o${String(i).padStart(4, '0')}`, 10 + i));
    const reads: number[] = [];
    const feed = (path: string): PullFeed => ({
      source: {
        sameStamp: async () => [],
        async after(at, max) {
          if (!path.endsWith('/orders')) return [];
          reads.push(max);
          return orders.filter((d) => !at || d.stamp.seconds > at.seconds || (d.stamp.seconds === at.seconds && d.stamp.nanoseconds > at.nanoseconds)).slice(0, max);
        },
        async afterCheckpoint(at, max) {
          reads.push(max);
          return orders.filter((d) => d.stamp.seconds > at.seconds || (d.stamp.seconds === at.seconds && d.id > at.id)).slice(0, max);
        },
      },
      changes: () => NEVER,
    });
    db = await openReplica(uid, storeId, { multiInstance: false });
    const bulks: number[] = [];
    const watching = db.orders.storageInstance.changeStream().subscribe((bulk) => bulks.push(bulk.events.length));
    replication = replicateStore(db, null as never, storeId, { waitForLeadership: false, feed, orderWindowStart: () => 0 });
    await replication.awaitInitialReplication();
    watching.unsubscribe();
    expect(await db.orders.count().exec()).toBe(1_050);
    // Three queries of 500 (the last one short: the end), not eleven of 100.
    expect(reads).toEqual([500, 500, 500]);
    expect(Math.max(...bulks)).toBeLessThanOrEqual(200);
    expect(bulks.reduce((a, b) => a + b, 0)).toBe(1_050);
  });
});
