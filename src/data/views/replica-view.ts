// One shape for every list a screen shows: the replica's documents with the
// pending commands laid over them, live, and 'loading' until there is
// something to show. Screens never see RxDB, the outbox or the network.
import { useCallback, useMemo } from 'react';
import { combineLatest, map, Observable, of } from 'rxjs';
import type { MangoQuerySelector } from 'rxdb/plugins/core';
import type { AnyCommand } from '../../domain/sync/commands';
import type { PendingCommand } from '../../domain/sync/overlay';
import type { ValidationResult } from '../../domain/shared/validation-result';
import type { OfflineEngine } from '../engine/engine';
import { useEngine } from '../engine/EngineProvider';
import { useObservable } from '../engine/use-observable';
import type { SyncDataKind } from '../../domain/shared/catalogue/sync';
import type { ReplicaCollectionName, ReplicaDoc, SubcollectionName } from '../replica/schemas';
import { notSyncedYet } from '../replica/sync-plan';

/** 'loading' says which data it waits for, so a screen can say so rather than only 'Loading...'. */
export type ListView<T> = { status: 'loading'; waitingFor: SyncDataKind[] } | { status: 'ready'; rows: T[] };

const loading = (collections: readonly ReplicaCollectionName[]) =>
  ({ status: 'loading', waitingFor: notSyncedYet(new Set(), collections) }) as const;

/** The collections that have synced once on this device, live, in every tab. */
export function caughtUp$(engine: OfflineEngine): Observable<ReadonlySet<ReplicaCollectionName>> {
  return new Observable<ReadonlySet<ReplicaCollectionName>>((subscriber) => {
    const push = () => subscriber.next(engine.caughtUp.collections());
    push();
    return engine.caughtUp.subscribe(push);
  });
}

type Overlay<T> = (docs: ReplicaDoc[], entries: PendingCommand[], storeId: string) => T[];

/**
 * Which documents of the collection a view reads: all of them, or those a
 * selector picks (the kitchen board reads active and recent orders, not the
 * whole window).
 */
export type ViewSelector = MangoQuerySelector<ReplicaDoc>;

/**
 * Replica ⊕ pending for one collection of the current store, live. Until that
 * collection has synced once on this device, an empty view is not an empty
 * store: it shows as loading. Other collections (orders, history) still
 * syncing never hold it back. With a selector, the view is ready as soon as
 * the collection holds any document: its first page is in, and a collection
 * whose first page must hold what a selector picks says so (the orders' first
 * page holds every active order).
 */
export function replicaView$<T>(engine: OfflineEngine, collection: SubcollectionName, overlay: Overlay<T>, selector?: ViewSelector): Observable<ListView<T>> {
  const { storeId } = engine.config;
  const replica = engine.replica[collection];
  const docs$ = replica.find(selector ? { selector } : undefined).$;
  const firstPageIn$ = selector ? replica.findOne().$.pipe(map((doc) => doc !== null)) : of(false);
  return combineLatest([docs$, engine.outbox.entries$(), caughtUp$(engine), firstPageIn$]).pipe(
    map(([docs, entries, caughtUp, firstPageIn]): ListView<T> => {
      // The outbox holds every store's commands: another store's say nothing about this one.
      const mine = entries.filter((e) => e.command.storeId === storeId);
      const rows = overlay(docs.map((d) => d.toJSON() as ReplicaDoc), mine, storeId);
      if (!caughtUp.has(collection) && !firstPageIn && docs.length === 0 && rows.length === 0) return loading([collection]);
      return { status: 'ready', rows };
    }),
  );
}

/** The view of one collection for a screen (see replicaView$); a new query starts only when the selector says something else. */
export function useReplicaView<T>(collection: SubcollectionName, overlay: Overlay<T>, selector?: ViewSelector): ListView<T> {
  const engine = useEngine();
  const selectorKey = selector ? JSON.stringify(selector) : '';
  // `overlay` is a module-level function at every call site; a selector is compared by what it says.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const source = useMemo(() => (engine ? replicaView$(engine, collection, overlay, selector) : null), [engine, collection, selectorKey]);
  return useObservable<ListView<T>>(source, loading([collection]));
}

/**
 * For a screen that needs more than its list (the menu form needs the store
 * document's languages): the kinds of data among `collections` not synced
 * on this device yet; empty when all are here.
 */
export function useNotSyncedYet(collections: readonly ReplicaCollectionName[]): SyncDataKind[] {
  const engine = useEngine();
  const caughtUp = useObservable<ReadonlySet<ReplicaCollectionName> | null>(useMemo(() => (engine ? caughtUp$(engine) : null), [engine]), null);
  const key = collections.join();
  // A new array each render would re-render forever: keyed by the names.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => notSyncedYet(caughtUp ?? new Set(), collections), [caughtUp, key]);
}

/** Errors per field when the command was not queued; null when it was. */
export type ActionErrors = Record<string, string> | null;

/** null: nothing to change, so nothing is queued (a save of an untouched form). */
export type CommandBuilder = (ids: { commandId: string; storeId: string }) => ValidationResult<AnyCommand | null>;

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
      if (result.value) await engine.dispatch(result.value, blobs);
      return null;
    },
    [engine, notReady],
  );
}
