// One shape for every list a screen shows: the replica's documents with the
// pending commands laid over them, live, and 'loading' until there is
// something to show. Screens never see RxDB, the outbox or the network.
import { useCallback, useMemo } from 'react';
import { combineLatest, map, Observable } from 'rxjs';
import type { AnyCommand } from '../../domain/commands';
import type { PendingCommand } from '../../domain/overlay';
import type { ValidationResult } from '../../domain/validation/result';
import type { OfflineEngine } from '../engine/engine';
import { useEngine } from '../engine/EngineProvider';
import { useObservable } from '../engine/use-observable';
import type { SubcollectionName } from '../replica/schemas';
import type { ReplicaDoc } from '../replica/schemas';

export type ListView<T> = { status: 'loading' } | { status: 'ready'; rows: T[] };

const LOADING = { status: 'loading' } as const;

function lastSynced$(engine: OfflineEngine): Observable<number | null> {
  return new Observable<number | null>((subscriber) => {
    const push = () => subscriber.next(engine.lastSynced.read());
    push();
    return engine.lastSynced.subscribe(push);
  });
}

type Overlay<T> = (docs: ReplicaDoc[], entries: PendingCommand[], storeId: string) => T[];

/**
 * Replica ⊕ pending for one collection of the current store, live. An empty
 * replica before this store was ever synced on this device is not an empty
 * store: that shows as loading, not as an empty state.
 */
export function replicaView$<T>(engine: OfflineEngine, collection: SubcollectionName, overlay: Overlay<T>): Observable<ListView<T>> {
  const { storeId } = engine.config;
  return combineLatest([engine.replica[collection].find().$, engine.outbox.entries$(), lastSynced$(engine)]).pipe(
    map(([docs, entries, syncedAt]): ListView<T> => {
      if (docs.length === 0 && entries.length === 0 && syncedAt === null) return LOADING;
      const mine = entries.filter((e) => e.command.storeId === storeId);
      return { status: 'ready', rows: overlay(docs.map((d) => d.toJSON() as ReplicaDoc), mine, storeId) };
    }),
  );
}

/** The view of one collection for a screen (see replicaView$). */
export function useReplicaView<T>(collection: SubcollectionName, overlay: Overlay<T>): ListView<T> {
  const engine = useEngine();
  // `overlay` is a module-level function at every call site.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const source = useMemo(() => (engine ? replicaView$(engine, collection, overlay) : null), [engine, collection]);
  return useObservable<ListView<T>>(source, LOADING);
}

/** Errors per field when the command was not queued; null when it was. */
export type ActionErrors = Record<string, string> | null;

export type CommandBuilder = (ids: { commandId: string; storeId: string }) => ValidationResult<AnyCommand>;

/**
 * Queues a command built (and checked) by src/domain against the current view.
 * `blobs` are files the command carries (a chosen image), stored with it.
 */
export function useQueue(notReady: string) {
  const engine = useEngine();
  return useCallback(
    async (build: CommandBuilder, blobs: ReadonlyArray<{ blobId: string; blob: Blob }> = []): Promise<ActionErrors> => {
      if (!engine) return { form: notReady };
      const result = build({ commandId: crypto.randomUUID(), storeId: engine.config.storeId });
      if (!result.ok) return result.errors as Record<string, string>;
      await engine.dispatch(result.value, blobs);
      return null;
    },
    [engine, notReady],
  );
}
