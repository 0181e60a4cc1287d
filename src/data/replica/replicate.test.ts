import 'fake-indexeddb/auto';
import { NEVER, Subject } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import type { StampedDoc } from './checkpoint';
import { openReplica, removeReplica, type ReplicaDatabase } from './database';
import type { LiveSnapshot } from './live-snapshot';
import { replicateStore, type PullFeed, type StoreReplication } from './replicate';
import type { ReplicaCollectionName } from './schemas';

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

/** One document per collection; pulls of paths in `held` wait until released. */
function heldFeed(held: string[]) {
  const asked: string[] = [];
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const feed = (path: string): PullFeed => ({
    source: {
      sameStamp: async () => [],
      async after(at) {
        asked.push(path);
        if (held.some((h) => path.endsWith(h))) await released;
        return at ? [] : [stamped(`${path.split('/').pop()}-1`, 1)];
      },
    },
    changes$: NEVER,
  });
  return { feed, asked, release };
}

describe('replicateStore: the first sync', () => {
  it('pulls the store, categories and menu first; orders and history only after, and each is marked when stored', async () => {
    db = await openReplica(uid, storeId, { multiInstance: false });
    const { feed, asked, release } = heldFeed(['/orders']);
    const marked: ReplicaCollectionName[] = [];
    let wholeStore = 0;
    const firstDone = new Promise<void>((resolve) => {
      replication = replicateStore(db!, null as never, storeId, {
        waitForLeadership: false,
        feed,
        // The window of orders has its own test (order-window.test.ts).
        orderWindowStart: null,
        onCaughtUp: () => wholeStore++,
        onCollectionCaughtUp: (c) => {
          marked.push(c);
          if (marked.length === 4) resolve();
        },
      });
    });
    await firstDone;
    expect(new Set(marked)).toEqual(new Set(['store', 'categories', 'menuitems', 'menuitemcategories']));
    // No later pull was asked before the first ones were done, and the documents are stored.
    expect(asked.slice(0, 4).every((p) => !/orders|customerMessages|uploadHistory|qrCodeGenerations|tableLinks/.test(p))).toBe(true);
    expect((await db.categories.find().exec()).map((d) => d.id)).toEqual(['categories-1']);

    // Orders are held: everything else catches up, orders do not, and the store is not "synced".
    await expect.poll(() => marked.length, { timeout: 10_000 }).toBe(9);
    expect(marked).not.toContain('orders');
    expect(wholeStore).toBe(0);

    release();
    await replication!.awaitInitialReplication();
    expect(marked).toContain('orders');
    expect(wholeStore).toBe(1);
    expect((await db.orders.find().exec()).map((d) => d.id)).toEqual(['orders-1']);
  });
});

describe('replicateStore: live answers', () => {
  /** Categories from an in-memory server; every other collection empty. Counts the pulls' reads. */
  function liveFeed() {
    const server = new Map<string, StampedDoc<Record<string, unknown>>>();
    const afterAsked: (number | undefined)[] = [];
    const answers = new Subject<LiveSnapshot<Record<string, unknown>>>();
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
        changes$: mine ? answers : NEVER,
      };
    };
    /** What the listener on the `limit` newest would answer now. */
    const answer = (changedIds: string[], limit = 3) => {
      const newest = sorted().reverse().slice(0, limit);
      answers.next({ newest, changed: newest.filter((d) => changedIds.includes(d.id)), complete: server.size < limit });
    };
    const write = (id: string, seconds: number) => server.set(id, stamped(id, seconds));
    return { feed, afterAsked, answer, write };
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
});
