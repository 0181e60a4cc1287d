import type { Firestore } from 'firebase/firestore';
import { replicateRxCollection, type RxReplicationState } from 'rxdb/plugins/replication';
import { pullPage, type PullCheckpoint } from './checkpoint';
import type { ReplicaDatabase } from './database';
import { documentSource, newestChange$, subcollectionSource, toReplicaDoc } from './firestore-pull';
import { REPLICATED, type ReplicaCollectionName, type ReplicaDoc } from './schemas';

export type Replication = RxReplicationState<ReplicaDoc, PullCheckpoint>;

export interface ReplicateOptions {
  batchSize?: number;
  /** Only the leader tab replicates (default); tests with one instance may say false. */
  waitForLeadership?: boolean;
  live?: boolean;
  /**
   * Called when the whole store is caught up: once every collection's pull has
   * reached the end of what the server has, and on each later catch-up.
   */
  onCaughtUp?: () => void;
}

/** Pulls the store document and every replicated sub-collection of `storeId`. */
export function replicateStore(
  db: ReplicaDatabase,
  firestore: Firestore,
  storeId: string,
  options: ReplicateOptions = {},
): Replication[] {
  const targets: Array<[ReplicaCollectionName, string, boolean]> = [
    ['store', `stores/${storeId}`, true],
    ...Object.entries(REPLICATED).map(([local, remote]): [ReplicaCollectionName, string, boolean] => [
      local as ReplicaCollectionName,
      `stores/${storeId}/${remote}`,
      false,
    ]),
  ];
  // One collection done is not the store synced: 'Last synced' and empty states wait for all.
  const caughtUp = new Set<string>();
  const markCaughtUp = (path: string) => {
    caughtUp.add(path);
    if (caughtUp.size === targets.length) options.onCaughtUp?.();
  };
  return targets.map(([local, path, isDocument]) => {
    const source = isDocument ? documentSource(firestore, path) : subcollectionSource(firestore, path);
    return replicateRxCollection<ReplicaDoc, PullCheckpoint>({
      collection: db[local],
      // Checkpoints are kept per identifier: the store and the checkpoint format are in it.
      replicationIdentifier: `firestore-pull-v1-${path}`,
      live: options.live ?? true,
      waitForLeadership: options.waitForLeadership ?? true,
      retryTime: 5_000,
      autoStart: true,
      pull: {
        batchSize: options.batchSize ?? 100,
        async handler(checkpoint, batchSize) {
          const page = await pullPage(source, checkpoint ?? undefined, batchSize);
          if (page.documents.length < batchSize) markCaughtUp(path);
          return {
            documents: page.documents.map((d) => toReplicaDoc(d.id, d.data)),
            checkpoint: page.checkpoint as PullCheckpoint,
          };
        },
        stream$: newestChange$(firestore, path, isDocument),
      },
    });
  });
}
