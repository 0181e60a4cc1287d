import { useMemo } from 'react';
import { map } from 'rxjs';
import { useEngine } from './engine/EngineProvider';
import { useObservable } from './engine/use-observable';
import type { StoreSummary } from './stores';

/** The current store's document from the replica: what the shell shows when Firestore is out of reach. */
export function useReplicaStore(): StoreSummary | null {
  const engine = useEngine();
  const source = useMemo(
    () =>
      engine?.replica.store.findOne(engine.config.storeId).$.pipe(
        map((doc) => (doc ? ({ ...doc.toJSON(), id: doc.id } as unknown as StoreSummary) : null)),
      ) ?? null,
    [engine],
  );
  return useObservable<StoreSummary | null>(source, null);
}
