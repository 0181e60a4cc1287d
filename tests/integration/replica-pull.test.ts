import 'fake-indexeddb/auto';
import { Timestamp } from 'firebase-admin/firestore';
import { firstValueFrom } from 'rxjs';
import { filter } from 'rxjs/operators';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openReplica, removeReplica, type ReplicaDatabase } from '../../src/data/replica/database';
import { LATE_WATCH_DOCS } from '../../src/data/replica/firestore-pull';
import { replicateStore, type StoreReplication } from '../../src/data/replica/replicate';
import { adminDb } from '../support/admin';
import { createClient, type TestClient } from '../support/client';
import { signInAsNewStoreOwner, type Member } from '../support/store-member';

// The replica's own pull against the Firestore emulator, with the web SDK.
let client: TestClient;
let me: Member;
let db: ReplicaDatabase | undefined;
let replication: StoreReplication | undefined;
beforeEach(async () => {
  client = createClient();
  me = await signInAsNewStoreOwner(client);
});
afterEach(async () => {
  await replication?.cancel();
  replication = undefined;
  if (db) {
    await db.close();
    await removeReplica(me.uid, me.storeId);
    db = undefined;
  }
  await client.close();
});

async function startReplica(batchSize: number) {
  db = await openReplica(me.uid, me.storeId, { multiInstance: false });
  replication = replicateStore(db, client.firestore, me.storeId, { batchSize, waitForLeadership: false });
  await replication.awaitInitialReplication();
  return db;
}

describe('replica pull', () => {
  it('a fresh client pulls all 250 documents that share one microsecond timestamp', async () => {
    // Production stamps a batch commit in microseconds; the emulator would stamp
    // milliseconds, so the stamp is written explicitly.
    const stamp = new Timestamp(Math.floor(Date.now() / 1000), 123456000);
    const batch = adminDb.batch();
    for (let i = 0; i < 250; i++) {
      batch.set(adminDb.doc(`stores/${me.storeId}/menuItems/item-${String(i).padStart(3, '0')}`), {
        name: `Item ${i}`, price: i, orderIndex: i, storeId: me.storeId, updatedAt: stamp, _deleted: false,
      });
    }
    await batch.commit();
    const replica = await startReplica(100);
    const items = await replica.menuitems.find().exec();
    expect(items).toHaveLength(250);
    expect(items[7]?.toJSON()).toMatchObject({ id: 'item-007', name: 'Item 7', price: 7 });
    expect(Math.floor(items[7]?.toJSON().updatedAt ?? 0)).toBe(stamp.toMillis());
    const store = await replica.store.findOne(me.storeId).exec();
    expect(store?.toJSON()).toMatchObject({ storeName: `Test ${me.storeId}` });
  });

  it('a tombstone written later replicates and the document leaves the view', async () => {
    const ref = adminDb.doc(`stores/${me.storeId}/categories/cat-1`);
    await ref.set({ name: 'Soups', orderIndex: 0, updatedAt: Timestamp.now(), _deleted: false });
    const replica = await startReplica(100);
    expect(await replica.categories.count().exec()).toBe(1);
    await ref.set({ _deleted: true, updatedAt: Timestamp.now() }, { merge: true });
    // The live trigger (onSnapshot on the newest document) pulls it without being asked.
    await firstValueFrom(replica.categories.count().$.pipe(filter((n) => n === 0)));
  });

  it('a document that becomes visible after a newer one was pulled still arrives (late commit)', async () => {
    // A commit's stamp is taken before it shows: 'late' is stamped 2 s before
    // 'newer' but written after the replica has pulled 'newer'.
    const newer = Timestamp.now();
    await adminDb.doc(`stores/${me.storeId}/orders/newer`).set({ status: 'pending', createdAt: newer, updatedAt: newer, _deleted: false });
    const replica = await startReplica(100);
    expect(await replica.orders.count().exec()).toBe(1);
    const earlier = Timestamp.fromMillis(newer.toMillis() - 2_000);
    await adminDb.doc(`stores/${me.storeId}/orders/late`).set({ status: 'pending', createdAt: earlier, updatedAt: earlier, _deleted: false });
    // Nothing newer is written after it: the live trigger alone must bring it.
    const arrived = firstValueFrom(replica.orders.count().$.pipe(filter((n) => n === 2)));
    const timeout = new Promise((_, reject) => setTimeout(() => reject(new Error('the late order never reached the replica')), 15_000));
    await Promise.race([arrived, timeout]);
  });

  it('a late commit behind more documents than the listener watches still arrives, with nothing written after it', async () => {
    // Before the pull first caught up, the live listener showed the newest
    // LATE_WATCH_DOCS only; once caught up it is bounded below by the
    // checkpoint less the late window, so 'late', behind more newer orders
    // than that, shows in it with nothing written after it.
    const newer = LATE_WATCH_DOCS + 5;
    const replica = await startReplica(100);
    const base = Date.now();
    const batch = adminDb.batch();
    for (let i = 0; i < newer; i++) {
      const at = Timestamp.fromMillis(base + i);
      batch.set(adminDb.doc(`stores/${me.storeId}/orders/rush-${String(i).padStart(2, '0')}`), { status: 'pending', createdAt: at, updatedAt: at, _deleted: false });
    }
    await batch.commit();
    await firstValueFrom(replica.orders.count().$.pipe(filter((n) => n === newer)));
    const earlier = Timestamp.fromMillis(base - 2_000);
    await adminDb.doc(`stores/${me.storeId}/orders/late`).set({ status: 'pending', createdAt: earlier, updatedAt: earlier, _deleted: false });
    const arrived = firstValueFrom(replica.orders.count().$.pipe(filter((n) => n === newer + 1)));
    const timeout = new Promise((_, reject) => setTimeout(() => reject(new Error('the late order never reached the replica')), 15_000));
    await Promise.race([arrived, timeout]);
  });

  it('keeps the window of orders: recent ones and older active ones are pulled, older final ones are not', async () => {
    const long = Timestamp.fromMillis(Date.now() - 100 * 86_400_000);
    const put = (id: string, status: string, at: Timestamp) =>
      adminDb.doc(`stores/${me.storeId}/orders/${id}`).set({ status, createdAt: at, updatedAt: at, _deleted: false });
    await Promise.all([put('old-done', 'completed', long), put('old-cooking', 'preparing', long), put('new-done', 'completed', Timestamp.now())]);
    const replica = await startReplica(100);
    expect((await replica.orders.find().exec()).map((d) => d.id).sort()).toEqual(['new-done', 'old-cooking']);
  });
});
