// The three measurements, each for the replica ⊕ outbox and for Firestore's own
// persistent cache on the same data, in the same process.
import {
  collection, doc, getDocs, getDocsFromCache, onSnapshot, orderBy, query, setDoc, type Firestore,
} from 'firebase/firestore';
import { FieldValue } from 'firebase-admin/firestore';
import { combineLatest, filter, firstValueFrom, map, type Observable } from 'rxjs';
import { withCategoryDefaults } from '../../src/domain/shared/entities';
import { overlayCategories } from '../../src/domain/sync/overlay';
import { Outbox } from '../../src/data/outbox/outbox';
import { openReplica, type ReplicaDatabase } from '../../src/data/replica/database';
import { replicateStore, type StoreReplication } from '../../src/data/replica/replicate';
import { admin, ITEMS, type BenchWorld } from './world.ts';
import { median } from './stats.ts';

const timed = async (work: () => Promise<unknown>) => {
  const start = performance.now();
  await work();
  return performance.now() - start;
};

/** Replica: open the database (as a page load does) and read the sorted list. */
export async function replicaFirstRender(world: BenchWorld): Promise<number> {
  let db: ReplicaDatabase | undefined;
  const ms = await timed(async () => {
    db = await openReplica(world.uid, world.storeId, { multiInstance: false });
    const docs = await db.menuitems.find().exec();
    const list = docs.map((d) => d.toJSON()).sort((a, b) => Number(a.orderIndex) - Number(b.orderIndex));
    if (list.length !== ITEMS) throw new Error(`replica holds ${list.length} items`);
  });
  await db?.close();
  return ms;
}

export async function firestoreFirstRender(firestore: Firestore, storeId: string): Promise<number> {
  return timed(async () => {
    const snap = await getDocsFromCache(query(collection(firestore, `stores/${storeId}/menuItems`), orderBy('orderIndex')));
    if (snap.size !== ITEMS) throw new Error(`Firestore cache holds ${snap.size} items`);
  });
}

export async function fillFirestoreCache(firestore: Firestore, storeId: string): Promise<void> {
  await getDocs(query(collection(firestore, `stores/${storeId}/menuItems`), orderBy('orderIndex')));
}

/** From queuing a command to the overlay view showing it, median of `runs`. */
export async function commandToPendingView(db: ReplicaDatabase, outbox: Outbox, storeId: string, runs = 20): Promise<number> {
  const view$ = combineLatest([db.categories.find().$, outbox.entries$() as unknown as Observable<Awaited<ReturnType<Outbox['all']>>>]).pipe(
    map(([docs, entries]) => overlayCategories(docs.map((d) => withCategoryDefaults({ ...d.toJSON(), storeId })), entries)),
  );
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const id = `bench-cat-${i}`;
    const seen = firstValueFrom(view$.pipe(filter((v) => v.some((c) => c.id === id))));
    const start = performance.now();
    await outbox.enqueue({
      id: `cmd-${i}`, type: 'category.add', storeId,
      payload: { category: { id, name: `Bench ${i}`, description: '', icon: '📁', color: '#6366f1', orderIndex: i } },
    });
    await seen;
    times.push(performance.now() - start);
  }
  return median(times);
}

/** Firestore's latency-compensated local write to its snapshot (the rules refuse it later; that is not timed). */
export async function firestoreLocalWriteToView(firestore: Firestore, storeId: string, runs = 20): Promise<number> {
  const col = collection(firestore, `stores/${storeId}/categories`);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const id = `fs-cat-${i}`;
    const start = performance.now();
    await new Promise<void>((resolve) => {
      const stop = onSnapshot(col, (snap) => {
        if (!snap.docs.some((d) => d.id === id)) return;
        times.push(performance.now() - start);
        stop();
        resolve();
      }, () => undefined);
      setDoc(doc(col, id), { name: `Bench ${i}` }).catch(() => undefined);
    });
  }
  return median(times);
}

/** From an Admin SDK write to the replica view and to a Firestore listener, both already listening. */
export async function serverChangeToView(
  db: ReplicaDatabase, firestore: Firestore, storeId: string, runs = 10,
): Promise<{ replica: number; firestore: number }> {
  const path = `stores/${storeId}/menuItems/item-0007`;
  const replicaTimes: number[] = [];
  const firestoreTimes: number[] = [];
  let expected = '';
  let start = 0;
  let firestoreSaw: () => void = () => undefined;
  const stop = onSnapshot(doc(firestore, path), (snap) => {
    if (snap.get('name') === expected) {
      firestoreTimes.push(performance.now() - start);
      firestoreSaw();
    }
  });
  for (let i = 0; i < runs; i++) {
    expected = `Renamed ${i} ${Date.now()}`;
    const name = expected;
    const inFirestore = new Promise<void>((resolve) => (firestoreSaw = resolve));
    const inReplica = firstValueFrom(db.menuitems.findOne('item-0007').$.pipe(filter((d) => d?.toJSON().name === name)));
    start = performance.now();
    await admin().db.doc(path).update({ name, updatedAt: FieldValue.serverTimestamp() });
    await Promise.all([inReplica.then(() => replicaTimes.push(performance.now() - start)), inFirestore]);
  }
  stop();
  return { replica: median(replicaTimes), firestore: median(firestoreTimes) };
}

export async function syncedReplica(world: BenchWorld, firestore: Firestore): Promise<{ db: ReplicaDatabase; replication: StoreReplication }> {
  const db = await openReplica(world.uid, world.storeId, { multiInstance: false });
  const replication = replicateStore(db, firestore, world.storeId, { waitForLeadership: false });
  await replication.awaitInitialReplication();
  return { db, replication };
}
