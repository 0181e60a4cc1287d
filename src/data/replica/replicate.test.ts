import 'fake-indexeddb/auto';
import { NEVER } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import type { StampedDoc } from './checkpoint';
import { openReplica, removeReplica, type ReplicaDatabase } from './database';
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
