import { Dexie } from 'dexie';
import { addRxPlugin, createRxDatabase, removeRxDatabase, type RxCollection, type RxDatabase } from 'rxdb/plugins/core';
import { RxDBCleanupPlugin } from 'rxdb/plugins/cleanup';
import { RxDBLeaderElectionPlugin } from 'rxdb/plugins/leader-election';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import { REPLICATED, replicaSchema, type ReplicaCollectionName, type ReplicaDoc } from './schemas';

addRxPlugin(RxDBLeaderElectionPlugin);
addRxPlugin(RxDBCleanupPlugin);

export type ReplicaDatabase = RxDatabase<Record<ReplicaCollectionName, RxCollection<ReplicaDoc>>>;

const HOUR = 60 * 60 * 1000;

/** One database per user and store: switching store never mixes two stores' data or checkpoints. */
export function replicaName(uid: string, storeId: string): string {
  return `replica-${uid}-${storeId}`;
}

export async function openReplica(uid: string, storeId: string, options: { multiInstance?: boolean } = {}): Promise<ReplicaDatabase> {
  const db = (await createRxDatabase({
    name: replicaName(uid, storeId),
    storage: getRxStorageDexie(),
    // Every tab opens the database; one is elected to replicate, all see its writes.
    multiInstance: options.multiInstance ?? true,
    // A second open in the same tab (React StrictMode, a quick store switch back) reuses nothing stale.
    closeDuplicates: true,
    cleanupPolicy: {
      // Tombstones are kept a day after they replicated, then purged locally.
      minimumDeletedTime: 24 * HOUR,
      minimumCollectionAge: 60 * 1000,
      runEach: HOUR,
      awaitReplicationsInSync: true,
      waitForLeadership: true,
    },
  })) as ReplicaDatabase;
  const names: ReplicaCollectionName[] = ['store', ...(Object.keys(REPLICATED) as (keyof typeof REPLICATED)[])];
  await db.addCollections(Object.fromEntries(names.map((name) => [name, { schema: replicaSchema }])));
  return db;
}

/** Signing out: the user's replicas leave the device. */
export async function removeReplica(uid: string, storeId: string): Promise<void> {
  const name = replicaName(uid, storeId);
  await removeRxDatabase(name, getRxStorageDexie());
  // RxDB's Dexie storage empties its tables but leaves the IndexedDB databases
  // (named after the user) behind: delete them too.
  const all = (await globalThis.indexedDB?.databases?.()) ?? [];
  const ours = all.map((d) => d.name ?? '').filter((n) => n.startsWith(`rxdb-dexie-${name}--`));
  await Promise.all(ours.map((n) => Dexie.delete(n)));
}
