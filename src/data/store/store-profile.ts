// The current store's profile and settings for the screens (/store,
// /settings and their forms, the menu form's languages): the replicated store
// document with this device's pending settings commands laid over, and the
// commands that change it. Offline they queue like every change.
import { useMemo } from 'react';
import { combineLatest, map } from 'rxjs';
import { deviceTimeZone } from '../../domain/shared/store-day';
import type { AppConfig } from '../../domain/settings/app-config';
import { MESSAGES } from '../../domain/shared/messages';
import { updateStoreConfigsCommand, updateStoreProfileCommand, updateStoreTimeZoneCommand, type FormEdit } from '../../domain/store/store-commands';
import { overlayStore, type ViewedStore } from '../../domain/store/store-overlay';
import type { StoreProfile } from '../../domain/store/store-settings';
import type { SyncDataKind } from '../../domain/shared/catalogue/sync';
import { useEngine } from '../engine/EngineProvider';
import { useObservable } from '../engine/use-observable';
import type { OfflineEngine } from '../engine/engine';
import { notSyncedYet } from '../replica/sync-plan';
import type { ReplicaDoc } from '../replica/schemas';
import { caughtUp$, useQueue, type ActionErrors } from '../views/replica-view';

export type { ViewedStore } from '../../domain/store/store-overlay';
export type StoreView = { status: 'loading'; waitingFor: SyncDataKind[] } | { status: 'ready'; store: ViewedStore | null };

const loading: StoreView = { status: 'loading', waitingFor: notSyncedYet(new Set(), ['store']) };

export function storeView$(engine: OfflineEngine) {
  const { storeId } = engine.config;
  return combineLatest([engine.replica.store.findOne(storeId).$, engine.outbox.entries$(), caughtUp$(engine)]).pipe(
    map(([doc, entries, caughtUp]): StoreView => {
      const mine = entries.filter((e) => e.command.storeId === storeId);
      const store = overlayStore(storeId, doc ? (doc.toJSON() as ReplicaDoc) : null, mine);
      // Until the store document has synced once here, its absence is no empty profile.
      if (!store && !caughtUp.has('store')) return loading;
      return { status: 'ready', store };
    }),
  );
}

/** The store as this device sees it, live. */
export function useStoreView(): StoreView {
  const engine = useEngine();
  const source = useMemo(() => (engine ? storeView$(engine) : null), [engine]);
  return useObservable(source, loading);
}

/**
 * Saving the profile or the settings: one updateStoreSettingsSecure command
 * each, carrying what changed since the form opened (nothing changed, nothing queued).
 */
export function useStoreSettingsActions(current: ViewedStore | null) {
  const queue = useQueue(MESSAGES.store.noStore);
  return useMemo(
    () => ({
      saveProfile: (edit: FormEdit<StoreProfile, Partial<StoreProfile>>): Promise<ActionErrors> =>
        queue((ids) => updateStoreProfileCommand(edit, current ?? {}, ids)),
      saveConfigs: (edit: FormEdit<AppConfig>): Promise<ActionErrors> =>
        queue((ids) => updateStoreConfigsCommand(edit, current ?? {}, ids)),
      /** The store's zone (updateStoreTimeZoneSecure); the server then recounts the rollups in it. */
      saveTimeZone: (timeZone: string): Promise<ActionErrors> =>
        queue((ids) => updateStoreTimeZoneCommand(timeZone, { timeZone: current?.timeZone ?? '' }, ids)),
    }),
    [queue, current],
  );
}

/**
 * The zone of the store's days (doc 1 §9: 'local midnight' is the
 * store's): ranges, daily rows and rollups all count in it. Until the store
 * document has synced here, the device's zone stands in.
 */
export function useStoreTimeZone(): string {
  const view = useStoreView();
  return view.status === 'ready' && view.store ? view.store.timeZone : deviceTimeZone();
}
