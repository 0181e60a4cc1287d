// What the dashboard's welcome card reads, live from the replica (offline too):
// the newest menu upload record and the store document's table count. The
// spec's dashboard subscribes to exactly these two (doc 1 §6).
import { useMemo } from 'react';
import { map } from 'rxjs';
import type { UploadRecord } from '../../domain/shared/entities';
import { useEngine } from '../engine/EngineProvider';
import { useObservable } from '../engine/use-observable';
import type { ReplicaDoc } from '../replica/schemas';
import { useNotSyncedYet, useReplicaView, type ListView } from '../views/replica-view';

function newestUpload(docs: ReplicaDoc[]): UploadRecord[] {
  const records = docs.map((d) => d as unknown as UploadRecord);
  let newest: UploadRecord | undefined;
  for (const r of records) if (!newest || (r.uploadedAt ?? 0) > (newest.uploadedAt ?? 0)) newest = r;
  return newest ? [newest] : [];
}

/** The newest upload record of the current store (the Menu Import panel follows it), or null. */
export function useNewestUpload(): ListView<UploadRecord | null> {
  const view = useReplicaView('uploadhistory', newestUpload);
  return view.status === 'loading' ? view : { status: 'ready', rows: [view.rows[0] ?? null] };
}

export interface StoreDocument {
  storeName?: string;
  tableCount?: number;
  hasQRCodes?: boolean;
}

/** The current store's replicated document; undefined until pulled on this device. */
export function useStoreDocument(): { document: StoreDocument | undefined; waitingFor: ReturnType<typeof useNotSyncedYet> } {
  const engine = useEngine();
  const source = useMemo(
    () => (engine ? engine.replica.store.findOne(engine.config.storeId).$.pipe(map((doc) => doc?.toJSON() as StoreDocument | undefined)) : null),
    [engine],
  );
  const document = useObservable<StoreDocument | undefined>(source, undefined);
  const waitingFor = useNotSyncedYet(['store']);
  return { document, waitingFor };
}
